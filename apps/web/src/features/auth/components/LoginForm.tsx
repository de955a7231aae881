import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, ZTokenRequestSchema, type TTokenRequest } from '@kiwi/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { isApiError } from '../../../lib/http/api-error';
import { PasswordField } from './PasswordField';

const CONNECTION_FAILURE = 'No se ha podido conectar con el servidor. Inténtelo de nuevo.';

export interface LoginFormProps {
  /** Resolves when logged in; rejects with the server's answer otherwise. */
  onLogin: (credentials: TTokenRequest) => Promise<void>;
}

/**
 * Username ("Email" hint) and password, validated with the domain's schema:
 * an invalid form does not submit (spec section 5).
 */
export function LoginForm({ onLogin }: LoginFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ZTokenRequestSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onLogin(values);
    } catch (error) {
      setFailure(failureMessage(error, form.setError));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label="Iniciar sesión">
      <TextField
        label="Usuario"
        placeholder={MESSAGES.login.usernameHint}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordField
        label="Contraseña"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {failure ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? 'Entrando…' : 'Entrar'}
      </Button>
    </form>
  );
}

type SetError = (name: 'username' | 'password', error: { message: string }) => void;

/** Maps the server's answer to what the form shows; null when fields carry it. */
function failureMessage(error: unknown, setError: SetError): string | null {
  if (isApiError(error, 401)) return MESSAGES.login.failure;
  if (isApiError(error, 400)) {
    const fields = error.fieldErrors;
    let shown = false;
    for (const name of ['username', 'password'] as const) {
      const message = fields[name]?.[0];
      if (message) {
        setError(name, { message });
        shown = true;
      }
    }
    return shown ? null : (error.detail ?? MESSAGES.login.failure);
  }
  // 503 already moved the app to /maintenance.
  if (isApiError(error, 503)) return null;
  if (isApiError(error)) return error.detail ?? MESSAGES.login.failure;
  return CONNECTION_FAILURE;
}
