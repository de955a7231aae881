import { sql } from 'drizzle-orm';
import type { SeedTx } from '../connect';

/**
 * Follow-ups that make the agenda and the bell look alive for comercial@kiwi.demo
 * (decisions 1403, 1404): two overdue from yesterday, one a day for the next three days,
 * and an "abierto" one of a colleague overdue for hours (the bell offers to take it).
 * Today's slots (the welcome message) stay as customers.ts made them.
 */
export async function seedFollowUps(
  tx: SeedTx,
  ctx: { tenantId: number; comercialId: number; colleagueId: number; today: string },
): Promise<void> {
  const slots: { owner: number; day: number; time: string; abierto: boolean; notas: string }[] = [
    {
      owner: ctx.comercialId,
      day: -1,
      time: '11:00',
      abierto: false,
      notas: 'No contestó: reintentar.',
    },
    {
      owner: ctx.comercialId,
      day: -1,
      time: '17:30',
      abierto: true,
      notas: 'Pidió llamada por la tarde.',
    },
    {
      owner: ctx.comercialId,
      day: 1,
      time: '10:30',
      abierto: false,
      notas: 'Enviar comparativa de fibra.',
    },
    {
      owner: ctx.comercialId,
      day: 2,
      time: '12:00',
      abierto: false,
      notas: 'Confirmar portabilidad.',
    },
    {
      owner: ctx.comercialId,
      day: 3,
      time: '16:15',
      abierto: false,
      notas: 'Decide con su pareja.',
    },
    {
      owner: ctx.colleagueId,
      day: -1,
      time: '09:45',
      abierto: true,
      notas: 'Abierto: cualquiera del equipo.',
    },
  ];
  for (const [i, s] of slots.entries()) {
    // One statement per slot is fine in a seed (six rows); each picks a customer of its owner.
    await tx.execute(sql`
      with c as (
        select id from customers where tenant_id = ${ctx.tenantId} and comercial_id = ${s.owner}
        order by id offset ${10 + i} limit 1),
      s as (
        insert into schedules (tenant_id, customer_id, comercial_id, fecha_agendado, notas, abierto, created_at)
        select ${ctx.tenantId}, c.id, ${s.owner},
          ((${ctx.today}::date + ${s.day}::int) + ${s.time}::time) at time zone 'Europe/Madrid',
          ${s.notas}, ${s.abierto}, now() - interval '3 days'
        from c returning id, customer_id)
      insert into contact_attempts (tenant_id, customer_id, comercial_id, tipo, schedule_id, notas, fecha_contacto)
      select ${ctx.tenantId}, s.customer_id, ${s.owner}, 'AGENDADO', s.id, ${s.notas}, now() - interval '3 days'
      from s`);
  }
}
