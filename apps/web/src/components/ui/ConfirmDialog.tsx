import { useState, type ReactNode } from 'react';
import { isApiError } from '../../lib/http/api-error';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { FormAlert } from './form/FormAlert';
import { CONNECTION_FAILURE } from './form/server-errors';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** Default 'Confirmar'; name the action: 'Eliminar', 'Reasignar'. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for what cannot be undone. */
  destructive?: boolean;
  /** The confirm button stays off until the choice in `children` is made. */
  confirmDisabled?: boolean;
  /**
   * Runs on confirm. While its promise is pending the button is busy and the
   * dialog cannot be dismissed; resolved → closes; rejected → stays open with
   * the server's `detail` (or `failureMessage`).
   */
  onConfirm: () => Promise<unknown> | unknown;
  failureMessage?: string;
  /** Extra content under the description (what exactly will be affected). */
  children?: ReactNode;
}

/** "Are you sure?" before an action, with its own busy and failure states. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  destructive,
  confirmDisabled,
  onConfirm,
  failureMessage = 'Ha habido un error',
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (busy) return;
    setFailure(null);
    onOpenChange(next);
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      setBusy(false);
      onOpenChange(false);
    } catch (error) {
      setBusy(false);
      setFailure(
        isApiError(error)
          ? (error.detail ?? failureMessage)
          : error instanceof TypeError
            ? CONNECTION_FAILURE
            : failureMessage,
      );
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      role="alertdialog"
      size="sm"
      phoneLayout="center"
      dismissible={!busy}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => change(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            busy={busy}
            disabled={confirmDisabled}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failure || children ? (
        <>
          {failure ? <FormAlert messages={[failure]} /> : null}
          {children}
        </>
      ) : null}
    </Dialog>
  );
}
