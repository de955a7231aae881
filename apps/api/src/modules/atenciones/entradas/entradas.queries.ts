import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';

/** The customer an entrada is recorded on, if the caller may record on it (null = 404). */
export async function findWritableCustomer(tx: KiwiTx, customerId: number, ownerId: number | null) {
  const rows = (await tx.execute(sql`
    select id, comercial_id, estado_cliente from customers
    where id = ${customerId}
      and (${ownerId}::bigint is null or comercial_id = ${ownerId} or comercial_id is null)
    for update`)) as unknown as {
    id: string;
    comercial_id: string | null;
    estado_cliente: string;
  }[];
  return rows[0] ?? null;
}

/** An active procedure of the catalogue (null when unknown or inactive). */
export async function findActiveProcedure(tx: KiwiTx, procedureId: number) {
  const rows = (await tx.execute(sql`
    select id from catalogue_procedures where id = ${procedureId} and is_active`)) as unknown as {
    id: string;
  }[];
  return rows[0] ?? null;
}

interface Common {
  tenantId: number;
  customerId: number;
  comercialId: number;
  notas: string | null;
  fechaContacto: string | null;
}

/** Follow-up + its atención, one statement. Answers the atención id. */
export async function insertScheduleAttempt(
  tx: KiwiTx,
  c: Common,
  s: { fechaAgendado: string; notas: string | null; abierto: boolean },
): Promise<number> {
  const rows = (await tx.execute(sql`
    with s as (
      insert into schedules (tenant_id, customer_id, comercial_id, fecha_agendado, notas, abierto)
      values (${c.tenantId}, ${c.customerId}, ${c.comercialId}, ${s.fechaAgendado}::timestamptz, ${s.notas}, ${s.abierto})
      returning id)
    insert into contact_attempts (tenant_id, customer_id, comercial_id, tipo, schedule_id, notas, fecha_contacto)
    select ${c.tenantId}, ${c.customerId}, ${c.comercialId}, 'AGENDADO', s.id, ${c.notas},
      coalesce(${c.fechaContacto}::timestamptz, now())
    from s returning id`)) as unknown as { id: string }[];
  return Number(rows[0]!.id);
}

export async function insertNoInterestAttempt(
  tx: KiwiTx,
  c: Common,
  n: { razon: string; tipo: string; notas: string | null },
): Promise<number> {
  const rows = (await tx.execute(sql`
    with n as (
      insert into no_interest_outcomes (tenant_id, customer_id, comercial_id, razon, tipo, notas)
      values (${c.tenantId}, ${c.customerId}, ${c.comercialId}, ${n.razon}, ${n.tipo}, ${n.notas})
      returning id)
    insert into contact_attempts (tenant_id, customer_id, comercial_id, tipo, no_interest_id, notas, fecha_contacto)
    select ${c.tenantId}, ${c.customerId}, ${c.comercialId}, 'NO_INTERESADO', n.id, ${c.notas},
      coalesce(${c.fechaContacto}::timestamptz, now())
    from n returning id`)) as unknown as { id: string }[];
  return Number(rows[0]!.id);
}

export async function insertProcedureAttempt(
  tx: KiwiTx,
  c: Common,
  procedureId: number,
): Promise<number> {
  const rows = (await tx.execute(sql`
    with p as (
      insert into customer_procedures (tenant_id, customer_id, comercial_id, procedure_id, notas)
      values (${c.tenantId}, ${c.customerId}, ${c.comercialId}, ${procedureId}, ${c.notas})
      returning id)
    insert into contact_attempts (tenant_id, customer_id, comercial_id, tipo, procedure_id, notas, fecha_contacto)
    select ${c.tenantId}, ${c.customerId}, ${c.comercialId}, 'GESTION', p.id, ${c.notas},
      coalesce(${c.fechaContacto}::timestamptz, now())
    from p returning id`)) as unknown as { id: string }[];
  return Number(rows[0]!.id);
}

/**
 * The customer after a contact: last contact now, assigned to the caller when it was
 * "Por asignar", and for a no-interest outcome its reason and state (a CLIENTE stays one).
 */
export async function touchCustomer(
  tx: KiwiTx,
  customerId: number,
  comercialId: number,
  noInterest: { razon: string } | null,
) {
  await tx.execute(sql`
    update customers set
      fecha_contacto = now(),
      comercial_id = coalesce(comercial_id, ${comercialId}),
      razon_no_interesado = case when ${noInterest?.razon ?? null}::text is null then razon_no_interesado
        else ${noInterest?.razon ?? null} end,
      estado_cliente = case when ${noInterest !== null} and estado_cliente <> 'CLIENTE' then 'NO_INTERESADO'
        else estado_cliente end,
      updated_at = now()
    where id = ${customerId}`);
}
