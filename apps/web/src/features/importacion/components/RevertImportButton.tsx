import type { TCustomerImport } from '@kiwi/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { revertImport } from '../api/importaciones';
import { n } from './import-text';

/** "Revertir" with its confirmation: deletes the customers created, restores the updated ones. */
export function RevertImportButton({
  item,
  onStarted,
  size,
}: {
  item: TCustomerImport;
  onStarted: (taskId: string) => void;
  size?: 'sm';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" size={size} onClick={() => setOpen(true)}>
        Revertir
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Revertir la importación"
        description={`Se eliminarán los ${n(item.insertadas)} clientes creados por «${item.archivo}» (salvo los que ya se hayan trabajado) y se restaurarán los ${n(item.actualizadas)} actualizados.`}
        confirmLabel="Revertir"
        destructive
        failureMessage="No se ha podido revertir la importación"
        onConfirm={async () => {
          const started = await revertImport(item.id);
          onStarted(started.task_id);
        }}
      />
    </>
  );
}
