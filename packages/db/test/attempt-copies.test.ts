import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type postgres from 'postgres';
import type { TestDatabase } from '../src/testing/index';
import { createTestDatabase } from '../src/testing/index';
import { actAs, lastHistoryId } from './history-helpers';
import { asTenant, connect } from './helpers';

/**
 * Decision 1409: the atención carries copies of its offer's operator (offer_isp), the sale
 * types of the offer's packages (offer_sale_types) and its gestión's catalogue procedure
 * (catalogue_procedure_id), kept in step by triggers whatever writes the sources. Written here
 * as the API writes: raw SQL as kiwi_app in a tenant transaction.
 */
let db: TestDatabase;
let admin: ReturnType<typeof connect>;
let app: ReturnType<typeof connect>;
let demo: number;
let comercial: number;
let customer: number;
let procedures: number[];

interface Copies {
  offer_isp: string | null;
  offer_sale_types: string[] | null;
  catalogue_procedure_id: number | null;
}

beforeAll(async () => {
  db = await createTestDatabase({ template: 'demo' });
  admin = connect(db.adminUrl);
  app = connect(db.appUrl);
  const [row] = await admin<{ tenant: number; comercial: number; customer: number }[]>`
    select a.tenant_id::int as tenant, a.id::int as comercial,
      (select c.id::int from customers c where c.tenant_id = a.tenant_id order by c.id limit 1) as customer
    from accounts a where a.username = 'comercial@kiwi.demo'`;
  ({ tenant: demo, comercial, customer } = row!);
  procedures = (
    await admin<{ id: number }[]>`
      select id::int from catalogue_procedures where tenant_id = ${demo} order by id limit 2`
  ).map((r) => r.id);
});
afterAll(async () => {
  await app.end();
  await admin.end();
  await db.drop();
});

/** Runs `fn` as kiwi_app in a demo tenant transaction, acting as the commercial. */
const asApp = <T>(fn: (tx: postgres.TransactionSql) => Promise<T>) =>
  asTenant(app, demo, async (tx) => {
    await actAs(tx, demo, comercial, 'test');
    return fn(tx);
  });

const copiesOf = async (attempt: number) =>
  (
    await admin<Copies[]>`
      select offer_isp, offer_sale_types, catalogue_procedure_id::int as catalogue_procedure_id
      from contact_attempts where id = ${attempt}`
  )[0]!;

async function newOffer(tx: postgres.TransactionSql, isp: string): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into offers (tenant_id, customer_id, comercial_id, isp)
    values (${demo}, ${customer}, ${comercial}, ${isp}) returning id::int`;
  return row!.id;
}

async function newAttempt(tx: postgres.TransactionSql, offer: number | null): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into contact_attempts (tenant_id, customer_id, comercial_id, tipo, offer_id, estado)
    values (${demo}, ${customer}, ${comercial}, 'OFERTA', ${offer}, 1) returning id::int`;
  return row!.id;
}

const addPackages = (tx: postgres.TransactionSql, offer: number, types: string[]) =>
  tx`insert into packages (tenant_id, offer_id, tipo_venta)
     select ${demo}, ${offer}, t from unnest(${types}::text[]) t returning id::int`;

describe('the offer copies on the atención', () => {
  it('an atención saved after its offer and packages copies the operator and the sale types', async () => {
    const attempt = await asApp(async (tx) => {
      const offer = await newOffer(tx, 'YOIGO');
      await addPackages(tx, offer, ['PORTABILIDAD', 'ALTA_NUEVA', 'PORTABILIDAD']);
      return newAttempt(tx, offer);
    });
    expect(await copiesOf(attempt)).toEqual({
      offer_isp: 'YOIGO',
      offer_sale_types: ['ALTA_NUEVA', 'PORTABILIDAD'],
      catalogue_procedure_id: null,
    });
  });

  it('follows packages added, changed, moved and deleted after the atención', async () => {
    const { attempt, other, offer, otherOffer } = await asApp(async (tx) => {
      const offer = await newOffer(tx, 'MASMOVIL');
      const otherOffer = await newOffer(tx, 'LOWI');
      return {
        offer,
        otherOffer,
        attempt: await newAttempt(tx, offer),
        other: await newAttempt(tx, otherOffer),
      };
    });
    // An offer without packages has no sale type yet.
    expect((await copiesOf(attempt)).offer_sale_types).toEqual([]);

    const [first] = await asApp((tx) => addPackages(tx, offer, ['RENUEVO']));
    expect((await copiesOf(attempt)).offer_sale_types).toEqual(['RENUEVO']);

    await asApp((tx) => addPackages(tx, offer, ['MIGRACION', 'ALTA_NUEVA']));
    expect((await copiesOf(attempt)).offer_sale_types).toEqual([
      'ALTA_NUEVA',
      'MIGRACION',
      'RENUEVO',
    ]);

    await asApp(
      (tx) => tx`update packages set tipo_venta = 'PORTABILIDAD' where id = ${first!.id}`,
    );
    expect((await copiesOf(attempt)).offer_sale_types).toEqual([
      'ALTA_NUEVA',
      'MIGRACION',
      'PORTABILIDAD',
    ]);

    // A package moved to another offer: both offers' atenciones follow.
    await asApp((tx) => tx`update packages set offer_id = ${otherOffer} where id = ${first!.id}`);
    expect((await copiesOf(attempt)).offer_sale_types).toEqual(['ALTA_NUEVA', 'MIGRACION']);
    expect((await copiesOf(other)).offer_sale_types).toEqual(['PORTABILIDAD']);

    await asApp((tx) => tx`delete from packages where offer_id = ${offer}`);
    expect((await copiesOf(attempt)).offer_sale_types).toEqual([]);
  });

  it('follows the offer operator; a package estado or order leaves the atención row alone', async () => {
    const { attempt, offer } = await asApp(async (tx) => {
      const offer = await newOffer(tx, 'VODAFONE');
      await addPackages(tx, offer, ['ALTA_NUEVA']);
      return { offer, attempt: await newAttempt(tx, offer) };
    });
    const before = await admin<{ xmin: string; updated_at: Date }[]>`
      select xmin::text, updated_at from contact_attempts where id = ${attempt}`;
    const marker = await lastHistoryId(admin);

    await asApp(
      (tx) =>
        tx`update packages set estado = 'VUELO', order_id = ${`T-${attempt}`} where offer_id = ${offer}`,
    );
    const untouched = await admin<{ xmin: string }[]>`
      select xmin::text from contact_attempts where id = ${attempt}`;
    expect(untouched[0]!.xmin).toBe(before[0]!.xmin);

    await asApp((tx) => tx`update offers set isp = 'AVATEL' where id = ${offer}`);
    expect((await copiesOf(attempt)).offer_isp).toBe('AVATEL');
    // The copy is not a change of the atención: same updated_on, nothing in its history.
    const [after] = await admin<{ updated_at: Date }[]>`
      select updated_at from contact_attempts where id = ${attempt}`;
    expect(after!.updated_at).toEqual(before[0]!.updated_at);
    const recorded = await admin<{ table_name: string }[]>`
      select table_name from record_history where id > ${marker} order by id`;
    expect(recorded.map((r) => r.table_name)).toEqual(['packages', 'offers']);
  });

  it('clears the copies when the atención loses its offer (unlinked or the offer deleted)', async () => {
    const { unlinked, orphaned, offer } = await asApp(async (tx) => {
      const offer = await newOffer(tx, 'YOIGO');
      await addPackages(tx, offer, ['PORTABILIDAD']);
      const kept = await newOffer(tx, 'DBL');
      await addPackages(tx, kept, ['RENUEVO']);
      return {
        offer,
        orphaned: await newAttempt(tx, offer),
        unlinked: await newAttempt(tx, kept),
      };
    });
    await asApp((tx) => tx`update contact_attempts set offer_id = null where id = ${unlinked}`);
    await asApp((tx) => tx`delete from offers where id = ${offer}`);
    const none = { offer_isp: null, offer_sale_types: null, catalogue_procedure_id: null };
    expect(await copiesOf(unlinked)).toEqual(none);
    expect(await copiesOf(orphaned)).toEqual(none);
  });

  it('a copy written directly is read again from the sources', async () => {
    const { attempt, plain } = await asApp(async (tx) => {
      const offer = await newOffer(tx, 'LOWI');
      await addPackages(tx, offer, ['MIGRACION']);
      const attempt = await newAttempt(tx, offer);
      const [plain] = await tx<{ id: number }[]>`
        insert into contact_attempts (tenant_id, customer_id, tipo, offer_isp, offer_sale_types, catalogue_procedure_id)
        values (${demo}, ${customer}, 'CONTACTO', 'FALSO', '{RENUEVO}', ${procedures[0]!}) returning id::int`;
      return { attempt, plain: plain!.id };
    });
    await asApp(
      (tx) =>
        tx`update contact_attempts set offer_isp = 'FALSO', offer_sale_types = '{RENUEVO}' where id = ${attempt}`,
    );
    expect(await copiesOf(attempt)).toMatchObject({
      offer_isp: 'LOWI',
      offer_sale_types: ['MIGRACION'],
    });
    expect(await copiesOf(plain)).toEqual({
      offer_isp: null,
      offer_sale_types: null,
      catalogue_procedure_id: null,
    });
  });

  it('one statement that writes the offer, its packages and the atención (data-modifying CTEs)', async () => {
    const attempt = await asApp(async (tx) => {
      const [row] = await tx<{ id: number }[]>`
        with o as (
          insert into offers (tenant_id, customer_id, comercial_id, isp)
          values (${demo}, ${customer}, ${comercial}, 'YOIGO') returning tenant_id, id),
        p as (
          insert into packages (tenant_id, offer_id, tipo_venta)
          select tenant_id, id, 'PORTABILIDAD' from o)
        insert into contact_attempts (tenant_id, customer_id, comercial_id, tipo, offer_id, estado)
        select tenant_id, ${customer}, ${comercial}, 'OFERTA', id, 1 from o
        returning id::int`;
      return row!.id;
    });
    expect(await copiesOf(attempt)).toMatchObject({
      offer_isp: 'YOIGO',
      offer_sale_types: ['PORTABILIDAD'],
    });
  });
});

describe('the gestión copy on the atención', () => {
  it('copies the catalogue procedure and follows a change of it', async () => {
    const [first, second] = procedures as [number, number];
    const { attempt, recorded } = await asApp(async (tx) => {
      const [p] = await tx<{ id: number }[]>`
        insert into customer_procedures (tenant_id, customer_id, comercial_id, procedure_id)
        values (${demo}, ${customer}, ${comercial}, ${first}) returning id::int`;
      const [a] = await tx<{ id: number }[]>`
        insert into contact_attempts (tenant_id, customer_id, comercial_id, tipo, procedure_id)
        values (${demo}, ${customer}, ${comercial}, 'GESTION', ${p!.id}) returning id::int`;
      return { attempt: a!.id, recorded: p!.id };
    });
    expect((await copiesOf(attempt)).catalogue_procedure_id).toBe(first);
    await asApp(
      (tx) => tx`update customer_procedures set procedure_id = ${second} where id = ${recorded}`,
    );
    expect((await copiesOf(attempt)).catalogue_procedure_id).toBe(second);
    await asApp((tx) => tx`update contact_attempts set procedure_id = null where id = ${attempt}`);
    expect((await copiesOf(attempt)).catalogue_procedure_id).toBeNull();
  });
});

describe('the copy triggers under row-level security', () => {
  it('kiwi_app cannot call the trigger functions, and another tenant’s writes do not reach here', async () => {
    const [grants] = await admin<{ callable: boolean }[]>`
      select bool_or(has_function_privilege('kiwi_app', p.oid, 'EXECUTE')) as callable
      from pg_proc p where p.proname in ('kiwi_attempt_copies', 'kiwi_offer_isp_to_attempts',
        'kiwi_procedure_to_attempts', 'kiwi_package_types_to_attempts')`;
    expect(grants!.callable).toBe(false);
    const [otra] = await admin<{ tenant: number; customer: number }[]>`
      select t.id::int as tenant, (select c.id::int from customers c where c.tenant_id = t.id limit 1) as customer
      from tenants t where t.name = 'Otra Empresa'`;
    // An offer id of the demo tenant, seen from the other tenant: no row, nothing copied.
    const [ours] = await admin<{ offer: number; attempt: number }[]>`
      select offer_id::int as offer, id::int as attempt from contact_attempts
      where tenant_id = ${demo} and offer_id is not null order by id limit 1`;
    const before = await copiesOf(ours!.attempt);
    await asTenant(app, otra!.tenant, async (tx) => {
      await tx`update offers set isp = 'OTRA' where id = ${ours!.offer}`;
      await tx`delete from packages where offer_id = ${ours!.offer}`;
    });
    expect(await copiesOf(ours!.attempt)).toEqual(before);
  });
});
