import { getPermissionFlags } from '@kiwi/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { IconButton } from '../../../components/ui/IconButton';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Select } from '../../../components/ui/Select';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Tabs } from '../../../components/ui/Tabs';
import { addDays, formatDay, madridToday, startOfWeekDay } from '../../../lib/madrid-days';
import { madridDay } from '../../../lib/dates';
import { useSession } from '../../auth/session/session-store';
import { comercialesQueryOptions } from '../../clientes/api/comerciales';
import { useAgenda } from '../api/agenda';
import { FollowUpRow } from '../components/FollowUpRow';
import { MoveFollowUpsDialog } from '../components/MoveFollowUpsDialog';
import { UpcomingFollowUps } from '../components/UpcomingFollowUps';

type Span = 'dia' | 'semana';

/** /teletrabajo/agenda: upcoming follow-ups, and a day/week agenda per commercial (decision 1406). */
export function AgendaPage() {
  const session = useSession();
  const manager = session ? getPermissionFlags(session.subject).hasManagerPermission : false;
  const me = session?.user.id ?? null;
  const [tab, setTab] = useState('proximos');
  const [comercial, setComercial] = useState<number | null>(me);
  const commercials = useQuery({ ...comercialesQueryOptions(), enabled: manager });
  const options = (commercials.data ?? [])
    .filter((c): c is { id: number; nombre: string; estado?: string } => c.id !== null)
    .map((c) => ({
      value: c.id,
      label: c.nombre,
      disabled: c.estado === 'BAJA' || c.estado === 'INACTIVO',
    }));
  const who = manager ? comercial : me;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 p-4 sm:p-6">
      <PageHeader title="Agenda" description="Llamadas agendadas (hora de Madrid)" />
      {manager ? (
        <Select<number>
          label="Comercial"
          className="max-w-sm"
          options={options}
          value={comercial}
          onChange={setComercial}
          clearLabel="Todo el equipo"
          placeholder="Todo el equipo"
        />
      ) : null}
      <Tabs
        label="Vistas de la agenda"
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'proximos', label: 'Próximos', content: <UpcomingFollowUps comercial={who} /> },
          {
            value: 'dia',
            label: 'Día',
            content: <SpanView span="dia" comercial={who} manager={manager} options={options} />,
          },
          {
            value: 'semana',
            label: 'Semana',
            content: <SpanView span="semana" comercial={who} manager={manager} options={options} />,
          },
        ]}
      />
    </div>
  );
}

function SpanView({
  span,
  comercial,
  manager,
  options,
}: {
  span: Span;
  comercial: number | null;
  manager: boolean;
  options: { value: number; label: string; disabled?: boolean }[];
}) {
  const [anchor, setAnchor] = useState(madridToday());
  const [moving, setMoving] = useState(false);
  const from = span === 'dia' ? anchor : startOfWeekDay(anchor);
  const to = span === 'dia' ? anchor : addDays(from, 6);
  const agenda = useAgenda([from, to], comercial);
  const step = span === 'dia' ? 1 : 7;
  const rangeLabel =
    span === 'dia'
      ? formatDay(from, "EEEE d 'de' MMMM")
      : `semana del ${formatDay(from, 'dd/MM')} al ${formatDay(to, 'dd/MM')}`;
  // "el viernes 27 de noviembre" / "la semana del 23/11 al 29/11", for sentences.
  const onRange = span === 'dia' ? `el ${rangeLabel}` : `en la ${rangeLabel}`;
  const ofRange = span === 'dia' ? `del ${rangeLabel}` : `de la ${rangeLabel}`;
  const days = span === 'dia' ? [from] : Array.from({ length: 7 }, (_, i) => addDays(from, i));
  const items = agenda.data?.results ?? [];
  const originName = options.find((o) => o.value === comercial)?.label ?? '';
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <IconButton
          icon={ChevronLeft}
          label={span === 'dia' ? 'Día anterior' : 'Semana anterior'}
          onClick={() => setAnchor(addDays(anchor, -step))}
        />
        <Button size="sm" variant="secondary" onClick={() => setAnchor(madridToday())}>
          Hoy
        </Button>
        <IconButton
          icon={ChevronRight}
          label={span === 'dia' ? 'Día siguiente' : 'Semana siguiente'}
          onClick={() => setAnchor(addDays(anchor, step))}
        />
        <p className="text-sm font-medium first-letter:uppercase text-ink">{rangeLabel}</p>
        {manager && comercial !== null ? (
          <Button size="sm" className="ml-auto" onClick={() => setMoving(true)}>
            Mover agendados
          </Button>
        ) : null}
      </div>
      {agenda.isPending ? (
        <Skeleton className="h-40" />
      ) : agenda.isError ? (
        <p className="text-danger">No se pudo cargar el contenido</p>
      ) : items.length === 0 ? (
        <EmptyState compact title="Sin agendados" description={`Nada agendado ${onRange}.`} />
      ) : (
        // A week flows down two columns (a busy day no longer leaves a hole beside a quiet one).
        <div className={span === 'semana' ? 'gap-6 lg:columns-2' : 'grid gap-2'}>
          {days.map((day) => {
            const ofDay = items.filter((i) => madridDay(i.fechaAgendado) === day);
            if (span === 'semana' && ofDay.length === 0) return null;
            return (
              <section
                key={day}
                aria-label={formatDay(day, "EEEE d 'de' MMMM")}
                className={span === 'semana' ? 'mb-4 break-inside-avoid' : undefined}
              >
                {span === 'semana' ? (
                  <h2 className="mb-2 text-sm font-semibold text-ink first-letter:uppercase">
                    {formatDay(day, "EEEE d 'de' MMMM")}{' '}
                    <span className="font-normal text-muted">({ofDay.length})</span>
                  </h2>
                ) : null}
                <ul className="grid min-w-0 grid-cols-1 gap-2">
                  {ofDay.map((item) => (
                    <FollowUpRow key={item.id} item={item} showComercial={comercial === null} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
      {manager && comercial !== null && moving ? (
        <MoveFollowUpsDialog
          open={moving}
          onOpenChange={setMoving}
          origin={{ id: comercial, nombre: originName }}
          commercials={options}
          range={[from, to]}
          rangeLabel={rangeLabel}
          onlyRangeLabel={`Solo los ${ofRange}`}
          pendingInRange={items.length}
        />
      ) : null}
    </div>
  );
}
