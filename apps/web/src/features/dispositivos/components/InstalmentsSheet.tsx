import { INSTALMENT_TYPES, MESSAGES, OPERATORS } from '@kiwi/domain';
import { Plus, SquarePen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { IconButton } from '../../../components/ui/IconButton';
import { Sheet } from '../../../components/ui/Sheet';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { StatusChip } from '../../../components/ui/StatusChip';
import { formatEuros } from '../../../lib/money-format';
import { showSnackbar } from '../../../lib/snackbar';
import { useDeleteInstalment, useDeviceInstalments } from '../api/devices';
import type { DeviceRow, InstalmentRow } from '../api/device-types';
import { InstalmentDialog } from './InstalmentDialog';
import { groupInstalments, instalmentSummary } from './instalment-groups';
import { deleteMessage } from './delete-message';

const typeLabel = (value: string) =>
  INSTALMENT_TYPES.find((t) => t.value === value)?.label ?? value;
const operatorLabel = (value: string) => OPERATORS.find((o) => o.value === value)?.label ?? value;

/** A device's data and its instalment plans, grouped by tariff or additional line. */
export function InstalmentsSheet({
  device,
  onClose,
  onEdit,
}: {
  device: DeviceRow | null;
  onClose: () => void;
  onEdit: (device: DeviceRow) => void;
}) {
  const instalments = useDeviceInstalments(device?.id ?? null);
  const [editing, setEditing] = useState<{ row?: InstalmentRow } | null>(null);
  const [deleting, setDeleting] = useState<InstalmentRow | null>(null);
  const remove = useDeleteInstalment();

  const confirmDelete = async () => {
    if (!deleting) return;
    const answer = await remove.mutateAsync(deleting.id);
    showSnackbar(deleteMessage(answer));
  };

  let body;
  if (instalments.isPending) body = <SkeletonText lines={4} />;
  else if (instalments.isError)
    body = (
      <p className="text-sm text-danger">No se pudieron cargar los plazos de este terminal.</p>
    );
  else if (instalments.data.length === 0)
    body = (
      <EmptyState
        compact
        title="Sin plazos"
        description="Añada el pago a plazos de este terminal con una tarifa."
      />
    );
  else
    body = groupInstalments(instalments.data).map((group) => (
      <section key={group.key} aria-label={group.title} className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink">{group.title}</h3>
        <ul className="flex flex-col gap-2">
          {group.rows.map((row) => (
            <li
              key={row.id}
              className="flex items-start gap-3 rounded-xl border border-line bg-surface p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium tabular-nums text-ink">{instalmentSummary(row)}</p>
                <p className="mt-0.5 text-sm text-muted">
                  {typeLabel(row.installment_type)} · entrada {formatEuros(row.initial_price)} ·
                  total {formatEuros(row.final_price)}
                </p>
              </div>
              {row.is_active ? null : <StatusChip label="Inactivo" color="dark" />}
              <IconButton
                icon={SquarePen}
                label={`Editar plazo de ${group.title}`}
                onClick={() => setEditing({ row })}
              />
              <IconButton
                icon={Trash2}
                label={`Eliminar plazo de ${group.title}`}
                onClick={() => setDeleting(row)}
              />
            </li>
          ))}
        </ul>
      </section>
    ));

  return (
    <>
      <Sheet
        open={device !== null}
        onOpenChange={(open) => !open && onClose()}
        title={device?.name ?? ''}
        width="lg"
      >
        {device ? (
          <div className="flex flex-col gap-5">
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-background p-3">
              <p className="text-sm text-muted">
                {device.brand} · {operatorLabel(device.operator)} · {formatEuros(device.price)} ·{' '}
                {device.devices} unidades
              </p>
              <Button size="sm" variant="secondary" onClick={() => onEdit(device)}>
                <SquarePen className="size-4" aria-hidden="true" />
                Editar terminal
              </Button>
            </div>
            <div className="flex items-center justify-between">
              <h2 className="text-base font-semibold text-ink">Plazos</h2>
              <Button size="sm" onClick={() => setEditing({})}>
                <Plus className="size-4" aria-hidden="true" />
                Añadir plazo
              </Button>
            </div>
            {body}
          </div>
        ) : null}
      </Sheet>
      {device ? (
        <InstalmentDialog
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          device={device}
          row={editing?.row}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar plazo"
        description="Si alguna oferta ya lo usa, no se borrará: quedará desactivado."
        confirmLabel="Eliminar"
        destructive
        onConfirm={confirmDelete}
        failureMessage={MESSAGES.customer.deleteFailure}
      />
    </>
  );
}
