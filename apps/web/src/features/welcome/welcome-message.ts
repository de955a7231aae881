import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import {
  WELCOME_MESSAGE_DELAY_MS,
  WELCOME_MESSAGE_DURATION_MS,
  getPermissionFlags,
  welcomeMessage,
  type AccessSubject,
} from '@kiwi/domain';
import { MADRID_TIME_ZONE, madridDay } from '../../lib/dates';
import { showSnackbar } from '../../lib/snackbar';
import { getAgendados, type Agendado, type AgendadosQuery } from './api/agendados';

/** Spec section 2: only a Comercial or a pure Manager gets the welcome message. */
export function wantsWelcomeMessage(subject: AccessSubject): boolean {
  const flags = getPermissionFlags(subject);
  return flags.isComercial || flags.isManagerOnly;
}

/** Today's appointments of the user, "today" being the Madrid calendar day. */
export function countTodaysAppointments(
  items: readonly Agendado[],
  userId: number,
  now: Date,
): number {
  const today = madridDay(now);
  return items.filter(
    (item) => item.comercial?.id === userId && madridDay(item.fechaAgendado) === today,
  ).length;
}

/** The domain's wording (decision 0505), addressed by first name. */
export function welcomeMessageText(fullName: string, count: number): string {
  const firstName = fullName.trim().split(/\s+/)[0] || fullName;
  return welcomeMessage(firstName, count);
}

/** Asks for today and tomorrow so an exclusive or inclusive range end both work. */
export function todaysRange(now: Date): AgendadosQuery['range'] {
  const tomorrow = addDays(new TZDate(now.getTime(), MADRID_TIME_ZONE), 1);
  return [madridDay(now), madridDay(tomorrow)];
}

export interface WelcomeDependencies {
  fetchAgendados: (query: AgendadosQuery) => Promise<Agendado[]>;
  notify: (text: string, durationMs: number) => void;
  now: () => Date;
}

const defaultDependencies: WelcomeDependencies = {
  fetchAgendados: getAgendados,
  notify: (message, durationMs) => showSnackbar({ kind: 'info', message, durationMs }),
  now: () => new Date(),
};

/**
 * After login: counts today's appointments and shows the welcome message 3 s
 * later, for 10 s (spec sections 2 and 9). Returns a cancel function.
 */
export function scheduleWelcomeMessage(
  user: { id: number; nombre_completo: string },
  subject: AccessSubject,
  deps: WelcomeDependencies = defaultDependencies,
): () => void {
  if (!wantsWelcomeMessage(subject)) return () => undefined;
  let cancelled = false;
  const now = deps.now();
  const count = deps
    .fetchAgendados({ range: todaysRange(now), comercial: user.id })
    .then((items) => countTodaysAppointments(items, user.id, now))
    .catch((error: unknown) => {
      console.warn('No se han podido contar los agendados de hoy', error);
      return null;
    });
  const timer = setTimeout(() => {
    void count.then((value) => {
      if (cancelled || value === null) return;
      deps.notify(welcomeMessageText(user.nombre_completo, value), WELCOME_MESSAGE_DURATION_MS);
    });
  }, WELCOME_MESSAGE_DELAY_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
