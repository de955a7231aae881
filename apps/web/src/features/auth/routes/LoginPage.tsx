import {
  APP_VERSION_LABEL,
  PRODUCT_NAME,
  getPostLoginPath,
  type TTokenRequest,
} from '@kiwi/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { KiwiLogo } from '../../../components/ui/KiwiLogo';
import { storeTokens } from '../../../lib/storage';
import { useMaintenanceStatus } from '../api/maintenance-status';
import { postLogin } from '../api/login';
import { LoginForm } from '../components/LoginForm';
import { loadSession, startSessionCalls } from '../session/session-store';

export function LoginPage() {
  const navigate = useNavigate();
  const maintenance = useMaintenanceStatus();

  // Spec section 2: the login page checks maintenance before anything else.
  useEffect(() => {
    if (maintenance.data?.maintenance) void navigate('/maintenance', { replace: true });
  }, [maintenance.data, navigate]);

  async function login(credentials: TTokenRequest) {
    storeTokens(await postLogin(credentials));
    const session = await loadSession();
    startSessionCalls(session, 'login');
    // Loaded after login: the dates code it needs is not part of the login page's JavaScript.
    import('../../welcome/welcome-message')
      .then(({ scheduleWelcomeMessage }) => scheduleWelcomeMessage(session.user, session.subject))
      .catch((error: unknown) =>
        console.warn('No se ha podido cargar el mensaje de bienvenida', error),
      );
    await navigate(getPostLoginPath(session.tenant.type), { replace: true });
  }

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <div className="w-full max-w-[400px] rounded-2xl bg-surface px-6 py-8 shadow-[0_8px_30px_rgba(103,0,105,0.08)] sm:px-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <KiwiLogo size={48} />
          <div>
            <h1 className="text-2xl font-semibold text-ink">Iniciar sesión</h1>
            <p className="mt-1 text-sm text-muted">Acceda con su usuario de {PRODUCT_NAME}</p>
          </div>
        </div>
        <LoginForm onLogin={login} />
      </div>
      <p className="mt-6 text-xs text-muted">
        {PRODUCT_NAME} {APP_VERSION_LABEL}
      </p>
    </main>
  );
}
