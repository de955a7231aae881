import { useState } from 'react';
import { Combobox } from '../../../components/ui/combobox/Combobox';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { optionKey } from '../../../components/ui/options';
import type { CommercialEntry } from '../api/comerciales';
import type { DatabaseOrigin } from '../api/origenes';
import type { BulkAction } from '../api/bulk-actions';
import { BULK_TITLES, bulkDescription, type BulkKind, type BulkTarget } from './bulk-texts';

export interface BulkActionDialogProps {
  kind: BulkKind | null;
  target: BulkTarget;
  comerciales: readonly CommercialEntry[];
  origenes: readonly DatabaseOrigin[];
  onClose: () => void;
  /** Runs the action; rejecting keeps the dialog open with the server's message. */
  onConfirm: (action: BulkAction) => Promise<unknown>;
}

const CONFIRM_LABELS: Record<BulkKind, string> = {
  reasignar: 'Reasignar',
  origen: 'Cambiar origen',
  eliminar: 'Eliminar',
};

/** Keys of the choices: 'null' = 'Por asignar' / sin origen; null = nothing chosen yet. */
function idOf(key: string): number | null {
  return key === 'null' ? null : Number(key);
}

/** Asks for the new value (commercial, origin) and says how many customers change. */
export function BulkActionDialog({
  kind,
  target,
  comerciales,
  origenes,
  onClose,
  onConfirm,
}: BulkActionDialogProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const close = () => {
    setChoice(null);
    onClose();
  };
  const shown = kind ?? 'eliminar';
  const needsChoice = shown !== 'eliminar';

  const action = (): BulkAction => {
    if (shown === 'eliminar') return { accion: 'eliminar' };
    return { accion: shown, valor: idOf(choice ?? 'null') };
  };

  return (
    <ConfirmDialog
      open={kind !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={BULK_TITLES[shown]}
      description={bulkDescription(shown, target)}
      confirmLabel={CONFIRM_LABELS[shown]}
      destructive={shown === 'eliminar'}
      confirmDisabled={needsChoice && choice === null}
      onConfirm={async () => {
        await onConfirm(action());
        setChoice(null);
      }}
    >
      {shown === 'reasignar' ? (
        <Combobox
          label="Nuevo comercial"
          required
          options={comerciales.map((entry) => ({
            value: optionKey(entry.id),
            label: entry.nombre,
          }))}
          value={choice}
          onChange={setChoice}
        />
      ) : null}
      {shown === 'origen' ? (
        <Combobox
          label="Nuevo origen"
          required
          options={[
            ...origenes.map((origin) => ({ value: String(origin.id), label: origin.nombre })),
            { value: 'null', label: 'Sin origen' },
          ]}
          value={choice}
          onChange={setChoice}
        />
      ) : null}
    </ConfirmDialog>
  );
}
