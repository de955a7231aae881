import { ERP_GROUPS, SCHEDULE_MESSAGES, hasAnyTenantGroup, type AccessSubject } from '@kiwi/domain';
import { Bell } from 'lucide-react';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Popover } from '../../../components/ui/Popover';
import { showSnackbar } from '../../../lib/snackbar';
import { useReminders, useUpdateAgendado } from '../api/agenda';
import { AGENDA_PATH_WEB } from '../paths';
import { FollowUpRow } from './FollowUpRow';

/**
 * The bell in the top bar (decision 1404): the caller's overdue follow-ups and those due in
 * the next 15 minutes, polled every 30 s; open follow-ups of teammates can be taken.
 * Only for ERP tenants (the follow-ups live there).
 */
export function ReminderBell({ subject }: { subject: AccessSubject }) {
  // The layout is also drawn without a query client (shell tests): no bell there.
  const queryClient = useContext(QueryClientContext);
  if (!queryClient || !hasAnyTenantGroup(subject, ERP_GROUPS)) return null;
  return <Bell_ />;
}

function Bell_() {
  const [open, setOpen] = useState(false);
  const reminders = useReminders();
  const take = useUpdateAgendado();
  const data = reminders.data;
  const count = data?.count ?? 0;
  const close = () => setOpen(false);
  const label = count === 0 ? 'Recordatorios: ninguno' : `Recordatorios: ${count}`;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      align="end"
      label="Recordatorios de agendados"
      className="w-[22rem] max-w-[calc(100vw-1rem)] p-3"
      trigger={
        <button
          type="button"
          aria-label={label}
          className="relative rounded-full p-2 text-ink hover:bg-background"
          data-testid="reminder-bell"
        >
          <Bell aria-hidden className="size-6" />
          {count > 0 ? (
            <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs leading-5 font-semibold text-white">
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </button>
      }
    >
      <div className="grid min-w-0 grid-cols-1 gap-3">
        <Section
          title="Vencidos"
          items={data?.vencidos ?? []}
          onOpen={close}
          empty="Nada vencido."
        />
        <Section
          title="En los próximos 15 minutos"
          items={data?.proximos ?? []}
          onOpen={close}
          empty="Nada en los próximos 15 minutos."
        />
        {data && data.disponibles.length > 0 ? (
          <section className="min-w-0">
            <h3 className="mb-1 text-sm font-semibold text-ink">Abiertos del equipo</h3>
            <ul className="grid min-w-0 grid-cols-1 gap-2">
              {data.disponibles.map((item) => (
                <FollowUpRow
                  key={item.id}
                  item={item}
                  showDay
                  showComercial
                  onOpen={close}
                  action={
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() =>
                        take.mutate(
                          { id: item.id, body: { tomar: true } },
                          {
                            onSuccess: () =>
                              showSnackbar({ kind: 'success', message: 'Agendado tomado' }),
                            onError: () =>
                              showSnackbar({
                                kind: 'error',
                                message: SCHEDULE_MESSAGES.cannotUpdate,
                              }),
                          },
                        )
                      }
                    >
                      Tomar
                    </Button>
                  }
                />
              ))}
            </ul>
          </section>
        ) : null}
        <Link
          to={AGENDA_PATH_WEB}
          onClick={close}
          className="text-sm font-medium text-primary hover:underline"
        >
          Ver la agenda
        </Link>
      </div>
    </Popover>
  );
}

function Section({
  title,
  items,
  empty,
  onOpen,
}: {
  title: string;
  items: Parameters<typeof FollowUpRow>[0]['item'][];
  empty: string;
  onOpen: () => void;
}) {
  return (
    <section className="min-w-0">
      <h3 className="mb-1 text-sm font-semibold text-ink">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="grid min-w-0 grid-cols-1 gap-2">
          {items.map((item) => (
            <FollowUpRow key={item.id} item={item} showDay onOpen={onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
}
