import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../src/testing/index';
import { createTestDatabase } from '../src/testing/index';
import { connect } from './helpers';

let db: TestDatabase;
let admin: ReturnType<typeof connect>;

beforeAll(async () => {
  db = await createTestDatabase({ template: 'empty' });
  admin = connect(db.adminUrl);
});
afterAll(async () => {
  await admin.end();
  await db.drop();
});

// The body kiwi_phone_key had in migration 0009, as the reference 0016 must keep.
const REFERENCE_0009 = `
  SELECT CASE
    WHEN d = '' THEN NULL
    WHEN p ~ '^\\s*(\\+|00)' THEN '+' || regexp_replace(d, '^00', '')
    WHEN length(d) = 9 THEN '+34' || d
    ELSE '+' || d
  END
  FROM (SELECT regexp_replace(p, '\\D', '', 'g') AS d) s`;

describe('kiwi_phone_key (lead import duplicates, decisions 1203 and 1206)', () => {
  it('gives the key of migration 0009 for every form a phone is stored in', async () => {
    const phones = [
      '612345678',
      '612 34 56 78',
      '612-345-678',
      '+34612345678',
      '+34 612 345 678',
      '0034612345678',
      '  0034 612345678',
      '+447700900123',
      '00447700900123',
      '91 123 45 67',
      '12345',
      '1234567890',
      '+',
      '',
      'abc',
      '(+34) 612.345.678',
      '+0034612345678',
    ];
    const rows = await admin.unsafe<{ p: string; key: string | null; reference: string | null }[]>(
      `SELECT p, kiwi_phone_key(p) AS key, (${REFERENCE_0009}) AS reference
       FROM unnest($1::text[]) p`,
      [phones],
    );
    expect(rows).toHaveLength(phones.length);
    for (const row of rows) expect(row.key, JSON.stringify(row.p)).toBe(row.reference);
    expect(rows.find((r) => r.p === '612 34 56 78')?.key).toBe('+34612345678');
    expect(rows.find((r) => r.p === '0034612345678')?.key).toBe('+34612345678');
    const [nullKey] = await admin<{ key: string | null }[]>`select kiwi_phone_key(null) as key`;
    expect(nullKey?.key).toBeNull();
  });

  it('is inlined by the planner (no per-row call of a SQL function)', async () => {
    const plan = await admin.unsafe<{ 'QUERY PLAN': string }[]>(
      `EXPLAIN (VERBOSE, COSTS OFF) SELECT kiwi_phone_key(p) FROM (SELECT '61234567' || g AS p FROM generate_series(0, 9) g) s`,
    );
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain('regexp_replace');
    expect(text).not.toContain('kiwi_phone_key');
  });
});
