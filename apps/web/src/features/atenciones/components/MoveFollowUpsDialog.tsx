import { SCHEDULE_MESSAGES } from '@kiwi/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Select } from '../../../components/ui/Select';
import { Switch } from '../../../components/ui/Switch';
import { showSnackbar } from '../../../lib/snackbar';
import { useMoveScheduled } from '../api/agenda';

export interface CommercialOption {
  value: number;
  label: string;
  disabled?: boolean;
}

/**
 * Manager: move the pending follow-ups of the commercial on screen to another one, those of
 * the days shown (with their count) or all of them. The confirmation states how many.
 */
export function MoveFollowUpsDialog({
  open,
  onOpenChange,
  origin,
  commercials,
  range,
  rangeLabel,
  onlyRangeLabel,
  pendingInRange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  origin: { id: number; nombre: string };
  commercials: readonly CommercialOption[];
  range: [string, string];
  rangeLabel: string;
  /** The switch: "Solo los de la semana del …" / "Solo los del viernes …". */
  onlyRangeLabel: string;
  pendingInRange: number;
}) {
  const [destination, setDestination] = useState<number | null>(null);
  const [onlyRange, setOnlyRange] = useState(true);
  const move = useMoveScheduled();
  const target = commercials.find((c) => c.value === destination);
  const howMany = onlyRange
    ? `${pendingInRange} ${pendingInRange === 1 ? 'agendado pendiente' : 'agendados pendientes'} (${rangeLabel})`
    : 'todos los agendados pendientes';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mover agendados"
      description={`Se moverán ${howMany} de ${origin.nombre}${target ? ` a ${target.label}` : ''}.`}
      confirmLabel="Mover"
      confirmDisabled={destination === null || (onlyRange && pendingInRange === 0)}
      failureMessage="No se pudieron mover los agendados"
      onConfirm={async () => {
        const answer = await move.mutateAsync({
          origin: origin.id,
          destination: destination!,
          ...(onlyRange ? { range } : {}),
        });
        showSnackbar({ kind: 'success', message: `${SCHEDULE_MESSAGES.moved} (${answer.moved})` });
      }}
    >
      <div className="grid gap-3 pt-2">
        <Select<number>
          label="Mover a"
          required
          options={commercials.filter((c) => c.value !== origin.id)}
          value={destination}
          onChange={setDestination}
        />
        <Switch label={onlyRangeLabel} checked={onlyRange} onCheckedChange={setOnlyRange} />
      </div>
    </ConfirmDialog>
  );
}
