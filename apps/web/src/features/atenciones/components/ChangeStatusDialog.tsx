import {
  ATENCION_MESSAGES,
  SALES_STATUSES,
  nextSalesStatuses,
  type AccessSubject,
  type SalesStatusCode,
  type TAtencion,
} from '@kiwi/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Select } from '../../../components/ui/Select';
import { Textarea } from '../../../components/ui/Textarea';
import { showSnackbar } from '../../../lib/snackbar';
import { useUpdateAtencion } from '../api/pipeline';

/** Change an atención's sales status (the moves of decision 1401 allowed to the caller) and notes. */
export function ChangeStatusDialog({
  atencion,
  subject,
  onOpenChange,
}: {
  atencion: TAtencion;
  subject: AccessSubject;
  onOpenChange: (open: boolean) => void;
}) {
  const current = (atencion.estado ?? 1) as SalesStatusCode;
  const [estado, setEstado] = useState<number | null>(atencion.oferta ? current : null);
  const [notas, setNotas] = useState(atencion.notas ?? '');
  const update = useUpdateAtencion();
  const allowed = atencion.oferta ? nextSalesStatuses(subject, current) : [];
  const options = SALES_STATUSES.filter((s) => allowed.includes(s.value)).map((s) => ({
    value: s.value as number,
    label: s.label,
  }));
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={atencion.oferta ? 'Cambiar estado' : 'Editar atención'}
      description={atencion.cliente.nombre}
      confirmLabel="Guardar"
      failureMessage={ATENCION_MESSAGES.editFailure}
      onConfirm={async () => {
        try {
          await update.mutateAsync({
            id: atencion.id,
            body: {
              notas,
              ...(atencion.oferta && estado !== null && estado !== current ? { estado } : {}),
            },
          });
        } catch (error) {
          showSnackbar({ kind: 'error', message: ATENCION_MESSAGES.editFailure });
          throw error;
        }
        showSnackbar({ kind: 'success', message: ATENCION_MESSAGES.updated });
      }}
    >
      <div className="grid gap-3 pt-2">
        {atencion.oferta ? (
          <Select<number> label="Estado" options={options} value={estado} onChange={setEstado} />
        ) : null}
        <Textarea label="Notas" rows={3} value={notas} onChange={(e) => setNotas(e.target.value)} />
      </div>
    </ConfirmDialog>
  );
}
