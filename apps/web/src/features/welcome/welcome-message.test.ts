import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toAccessSubject } from '../auth/session/session-store';
import { DEMO_DISTRIBUTOR, demoUser } from '../../test/sessions';
import type { Agendado } from './api/agendados';
import { scheduleWelcomeMessage, todaysRange, type WelcomeDependencies } from './welcome-message';

// 00:30 on 3 March in Madrid (CET, UTC+1).
const NOW = new Date('2026-03-02T23:30:00Z');

function agendado(id: number, fechaAgendado: string, comercialId: number): Agendado {
  return {
    id,
    fechaAgendado,
    cliente: { id, nombre: `Cliente ${id}` },
    comercial: { id: comercialId, nombre_completo: 'X' },
  };
}

function setup(roleId: 1 | 2 | 3 | 4, items: Agendado[]) {
  const user = demoUser(roleId);
  const notify = vi.fn();
  const fetchAgendados = vi.fn(() => Promise.resolve(items));
  const deps: WelcomeDependencies = { fetchAgendados, notify, now: () => NOW };
  const cancel = scheduleWelcomeMessage(user, toAccessSubject(user, DEMO_DISTRIBUTOR), deps);
  return { user, notify, fetchAgendados, cancel };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('welcome message', () => {
  it("tells a Comercial, 3 s after login and for 10 s, how many of today's appointments are theirs", async () => {
    const comercialId = demoUser(4).id;
    const { notify, fetchAgendados } = setup(4, [
      agendado(1, '2026-03-03T08:00:00Z', comercialId),
      agendado(2, '2026-03-03T18:30:00Z', comercialId),
      // 23:45 on 2 March in Madrid: yesterday.
      agendado(3, '2026-03-02T22:45:00Z', comercialId),
      // Tomorrow in Madrid.
      agendado(4, '2026-03-03T23:15:00Z', comercialId),
      agendado(5, '2026-03-03T09:00:00Z', 999),
    ]);
    expect(fetchAgendados).toHaveBeenCalledWith({
      range: ['2026-03-03', '2026-03-04'],
      comercial: comercialId,
    });

    await vi.advanceTimersByTimeAsync(2_999);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(notify).toHaveBeenCalledWith('¡Hola, Carmen! Hoy tienes 2 clientes agendados.', 10_000);
  });

  it('greets a pure Manager too, even with no appointments', async () => {
    const { notify } = setup(3, []);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(notify).toHaveBeenCalledWith('¡Hola, Mario! Hoy no tienes clientes agendados.', 10_000);
  });

  it('says nothing to an Admin or a SuperAdmin', async () => {
    const admin = setup(2, []);
    const superAdmin = setup(1, []);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(admin.notify).not.toHaveBeenCalled();
    expect(admin.fetchAgendados).not.toHaveBeenCalled();
    expect(superAdmin.notify).not.toHaveBeenCalled();
  });

  it('is not shown after the user has left (cancelled)', async () => {
    const { notify, cancel } = setup(4, []);
    cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(notify).not.toHaveBeenCalled();
  });

  it("asks for today's Madrid date even late in the UTC evening", () => {
    expect(todaysRange(new Date('2026-07-31T22:30:00Z'))).toEqual(['2026-08-01', '2026-08-02']);
  });
});
