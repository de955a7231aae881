import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../Button';
import { Dialog, type DialogSize } from '../Dialog';
import { FormAlert } from './FormAlert';
import { fieldPathsOf, splitServerErrors } from './server-errors';

export type FormMode = 'create' | 'edit' | 'view';

export interface FormDialogProps<TIn extends FieldValues, TOut> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  mode: FormMode;
  /**
   * A zod schema of `@kiwi/domain`: the same rules as the API. Schemas that
   * normalise first (z.preprocess, input `unknown`) are accepted too: the
   * form's field types then come from `defaultValues`.
   */
  schema: z.ZodType<TOut, NoInfer<TIn>> | z.ZodType<TOut, unknown>;
  /** Every field with its starting value (also tells which server errors go on fields). */
  defaultValues: DefaultValues<TIn>;
  /**
   * Saves. Throwing an ApiError puts its `{field: [msg]}` on the fields and
   * `detail` / unknown fields in the alert at the top; the dialog stays open.
   */
  onSubmit: (values: TOut, form: UseFormReturn<TIn, unknown, TOut>) => Promise<unknown> | unknown;
  /** The fields. `readOnly` is true in view mode (inputs are disabled by the fieldset anyway). */
  children: (
    form: UseFormReturn<TIn, unknown, TOut>,
    state: { mode: FormMode; readOnly: boolean },
  ) => ReactNode;
  /** Default: 'Crear' (create), 'Guardar' (edit). */
  submitLabel?: string;
  /** View mode: shows an "Editar" button that calls this (switch `mode` to 'edit'). */
  onEdit?: () => void;
  /** Shown in the alert when the server answers an error without a message. */
  failureMessage?: string;
  /** Close after a successful save (default). false: stay open (a create that becomes an edit). */
  closeOnSuccess?: boolean;
  /** Footer content on the left (a "Eliminar" button in edit mode). */
  footerStart?: ReactNode;
  size?: DialogSize;
}

/**
 * A form in a dialog (full screen on phones): react-hook-form validated by a
 * `@kiwi/domain` zod schema, a busy submit, server field errors on their
 * fields. Modes: create, edit, view (read only, with "Editar").
 */
export function FormDialog<TIn extends FieldValues, TOut>({
  open,
  onOpenChange,
  title,
  description,
  mode,
  schema,
  defaultValues,
  onSubmit,
  children,
  submitLabel,
  onEdit,
  failureMessage = 'Ha habido un problema',
  closeOnSuccess = true,
  footerStart,
  size = 'lg',
}: FormDialogProps<TIn, TOut>) {
  const formId = useId();
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver<TIn, unknown, TOut>(schema as z.ZodType<TOut, TIn>),
    defaultValues,
    mode: 'onTouched',
  });
  const [alerts, setAlerts] = useState<string[]>([]);
  // Keyed by content: a literal `defaultValues={{…}}` is a new object on every render.
  const defaultsKey = JSON.stringify(defaultValues);
  const knownFields = useMemo(
    () => new Set(fieldPathsOf(JSON.parse(defaultsKey) as unknown)),
    [defaultsKey],
  );
  const readOnly = mode === 'view';
  const busy = form.formState.isSubmitting;

  // A new record (or re-opening) starts from its own values, without old errors.
  useEffect(() => {
    if (open) {
      form.reset(JSON.parse(defaultsKey) as DefaultValues<TIn>);
      setAlerts([]);
    }
  }, [open, defaultsKey, form]);

  const submit = form.handleSubmit(async (values) => {
    setAlerts([]);
    try {
      await onSubmit(values, form);
      if (closeOnSuccess) onOpenChange(false);
    } catch (error) {
      const split = splitServerErrors(error, knownFields, failureMessage);
      for (const [path, message] of split.fields) {
        form.setError(path as FieldPath<TIn>, { type: 'server', message }, { shouldFocus: true });
      }
      setAlerts(split.form);
    }
  });

  const footer = (
    <>
      {footerStart ? <div className="mr-auto">{footerStart}</div> : null}
      <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
        {readOnly ? 'Cerrar' : 'Cancelar'}
      </Button>
      {readOnly ? (
        onEdit ? (
          <Button onClick={onEdit}>Editar</Button>
        ) : null
      ) : (
        <Button type="submit" form={formId} busy={busy}>
          {submitLabel ?? (mode === 'create' ? 'Crear' : 'Guardar')}
        </Button>
      )}
    </>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size={size}
      dismissible={!busy}
      footer={footer}
    >
      <form id={formId} noValidate onSubmit={submit} aria-label={title}>
        <FormAlert messages={alerts} />
        <fieldset disabled={readOnly || busy} className="min-w-0">
          {children(form, { mode, readOnly })}
        </fieldset>
      </form>
    </Dialog>
  );
}
