import { describe, expect, it } from 'vitest';
import { timelineEntries } from './PriceTimeline';

describe('timelineEntries', () => {
  it('lists prices newest first and marks the ones scheduled after today', () => {
    const entries = timelineEntries(
      [
        { id: 1, price: '45.00', object_id: 4, is_active: true, valid_from: '2026-01-01' },
        { id: 3, price: '50.00', object_id: 4, is_active: true, valid_from: '2027-01-01' },
        {
          id: 2,
          price: '48.00',
          object_id: 4,
          is_active: true,
          created_on: '2026-06-01T08:00:00Z',
        },
      ],
      2,
      '2026-11-23',
    );
    expect(entries.map((e) => e.id)).toEqual([3, 2, 1]);
    expect(entries[0]?.icon).not.toBe(entries[1]?.icon);
  });
});
