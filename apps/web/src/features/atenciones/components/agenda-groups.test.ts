import { describe, expect, it } from 'vitest';
import type { TAgendado } from '@kiwi/domain';
import { groupFollowUps } from './agenda-groups';

const item = (id: number, fechaAgendado: string, vencido: boolean): TAgendado => ({
  id,
  fechaAgendado,
  vencido,
  notas: null,
  abierto: false,
  hecho: false,
  cliente: { id, nombre: `Cliente ${id}` },
  comercial: null,
});

describe('groupFollowUps', () => {
  it('puts the overdue first, then one group per Madrid day', () => {
    const groups = groupFollowUps(
      [
        item(1, '2026-11-24T08:00:00.000Z', false),
        item(2, '2026-11-22T09:00:00.000Z', true),
        item(3, '2026-11-23T23:30:00.000Z', false), // 00:30 of the 24th in Madrid
        item(4, '2026-11-23T10:00:00.000Z', false),
      ],
      (day) => day,
    );
    expect(groups.map((g) => [g.title, g.items.map((i) => i.id)])).toEqual([
      ['Vencidos', [2]],
      ['2026-11-23', [4]],
      ['2026-11-24', [1, 3]],
    ]);
  });
});
