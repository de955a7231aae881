import { sql, type SQL } from 'drizzle-orm';
import {
  normaliseDocumento,
  normaliseSpanishPhone,
  phoneSearchDigits,
  type TCustomerFilters,
} from '@kiwi/domain';

/**
 * The WHERE conditions of the customer list, the export and the bulk actions: every
 * filter of spec §3 "Customer query filters" plus the top-bar `search`, all on alias `c`
 * (customers). Each condition is written so that its index is usable under RLS
 * (decision 0205: LIKE/ILIKE, @>, && and upper/lower, translate and kiwi_unaccent are
 * LEAKPROOF); filters on related tables are `c.id in (select customer_id …)` semi-joins.
 * Semantics: decision 1102; accent folding: decision 1111; query shapes: decision 1109.
 */

/** Who is asking: a Comercial sees their own customers and those 'Por asignar'. */
export interface ListViewer {
  /** Set for a Comercial: restricts to comercial_id = this or null. */
  ownAccountId: number | null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const contains = (value: string) => `%${escapeLike(value)}%`;

/**
 * `column` contains `value`, ignoring case and accents ('garcia' finds 'García'): both sides
 * folded by kiwi_unaccent, which the trigram indexes of direccion and localidad are built on
 * (decision 1111).
 */
const folded = (column: SQL, value: string) =>
  sql`kiwi_unaccent(${column}) like kiwi_unaccent(${contains(value)})`;
/** The same for the name, whose folded form is stored and indexed (decision 1118). */
const nameContains = (value: string) =>
  sql`c.nombre_busqueda like kiwi_unaccent(${contains(value)})`;
const int8s = (values: readonly number[]) => sql`${sql.param(values.map(String))}::int8[]`;
const texts = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const smallints = (values: readonly number[]) => sql`${sql.param(values.map(String))}::smallint[]`;

/** A prefix range on an indexed text expression: `expr >= p and expr < p || U+10FFFF`. */
const startsWith = (expr: SQL, prefix: string) =>
  sql`(${expr} >= ${prefix} and ${expr} < ${prefix} || chr(1114111))`;

type Range = readonly [string, string];
const isDay = (value: string) => value.length === 10;

/** Start bound: a Madrid day starts at its midnight; a timestamp is taken as it is. */
const lowerBound = (value: string) =>
  isDay(value)
    ? sql`(${value}::date)::timestamp at time zone 'Europe/Madrid'`
    : sql`${value}::timestamptz`;

/** `column` within the range; days are whole Madrid days (the end day included). */
function timeRange(column: SQL, [from, to]: Range): SQL {
  const upper = isDay(to)
    ? sql`${column} < ((${to}::date + 1)::timestamp at time zone 'Europe/Madrid')`
    : sql`${column} <= ${to}::timestamptz`;
  return sql`(${column} >= ${lowerBound(from)} and ${upper})`;
}

/** A `date` column within the range (timestamps are read as their Madrid day). */
function dayRange(column: SQL, [from, to]: Range): SQL {
  const day = (value: string) =>
    isDay(value)
      ? sql`${value}::date`
      : sql`(${value}::timestamptz at time zone 'Europe/Madrid')::date`;
  return sql`(${column} between ${day(from)} and ${day(to)})`;
}

/**
 * A whole number matches one or two customers, but PostgreSQL has no statistics for single
 * array elements and guesses 0.5 % of the tenant: it then walks the list's order looking for
 * 25 of them and reads the whole tenant. The ids are therefore looked up first (GIN index,
 * an InitPlan run once) and the customers fetched by id (decision 1109).
 */
function phoneCondition(value: string): SQL | null {
  const e164 = normaliseSpanishPhone(value);
  if (e164) {
    return sql`c.id = any(array(select p.id from customers p where p.telefonos_contacto @> ${texts([e164])}))`;
  }
  const digits = phoneSearchDigits(value);
  return digits ? sql`array_to_string(c.telefonos_contacto, ' ') like ${contains(digits)}` : null;
}

/** Top-bar search: a fragment of the name, the start of a document, or a phone. */
function searchCondition(term: string): SQL {
  const arms: SQL[] = [nameContains(term)];
  const doc = normaliseDocumento(term);
  if (/^[A-Z0-9]{4,20}$/.test(doc) && /\d/.test(doc)) {
    arms.push(startsWith(sql`upper(c.documento)`, doc));
  }
  if (/^[+\d\s().-]{6,}$/.test(term)) {
    const phone = phoneCondition(term);
    if (phone) arms.push(phone);
  }
  return sql`(${sql.join(arms, sql` or `)})`;
}

function contractConditions(f: TCustomerFilters): SQL[] {
  const out: SQL[] = [];
  if (f.contractIsp) out.push(sql`cc.isp = ${f.contractIsp}`);
  if (f.estadoServicio) out.push(sql`cc.estado_servicio = ${f.estadoServicio}`);
  if (f.contractSegment) out.push(sql`cc.segment = ${f.contractSegment}`);
  if (f.contractTariffCategory) out.push(sql`cc.tariff_category = ${f.contractTariffCategory}`);
  if (f.contractServices?.length) out.push(sql`cc.services && ${texts(f.contractServices)}`);
  if (f.contractPermanenceEnding) {
    out.push(dayRange(sql`cc.permanence_ending`, f.contractPermanenceEnding));
  }
  if (f.contractServiceState) out.push(sql`cc.service_state = ${f.contractServiceState}`);
  if (f.contractPackageId) out.push(sql`cc.package_id = ${f.contractPackageId}`);
  if (f.contractSfid) out.push(sql`cc.sfid = ${f.contractSfid}`);
  return out;
}

const all = (conditions: SQL[]) => sql.join(conditions, sql` and `);

/** Conditions on the customers row itself. */
function customerConditions(f: TCustomerFilters): SQL[] {
  const out: SQL[] = [];
  if (f.nombre) out.push(nameContains(f.nombre));
  if (f.lastname) out.push(nameContains(f.lastname));
  if (f.documento) {
    out.push(startsWith(sql`upper(c.documento)`, normaliseDocumento(f.documento)));
  }
  if (f.tipo_documento) out.push(sql`c.tipo_documento = ${f.tipo_documento.toUpperCase()}`);
  if (f.telefono) out.push(phoneCondition(f.telefono) ?? sql`false`);
  if (f.estadoCliente) out.push(sql`c.estado_cliente = ${f.estadoCliente.toUpperCase()}`);
  if (f.email) out.push(startsWith(sql`lower(c.email)`, f.email.toLowerCase()));
  if (f.direccion) out.push(folded(sql`c.direccion`, f.direccion));
  if (f.cp) out.push(startsWith(sql`c.cp`, f.cp));
  if (f.localidad) out.push(folded(sql`c.localidad`, f.localidad));
  if (f.fecha_contacto) out.push(timeRange(sql`c.fecha_contacto`, f.fecha_contacto));
  if (f.updated_on) out.push(timeRange(sql`c.updated_at`, f.updated_on));
  if (f.origenBbdd?.length) out.push(sql`c.origen_bbdd_id = any(${int8s(f.origenBbdd)})`);
  if (f.segmento) out.push(sql`c.segmento = ${f.segmento.toUpperCase()}`);
  if (f.comercial === 'null') out.push(sql`c.comercial_id is null`);
  else if (f.comercial !== undefined) out.push(sql`c.comercial_id = ${f.comercial}`);
  if (f.tipo_comercial) {
    out.push(
      sql`c.comercial_id in (select a.id from accounts a where a.tipo_comercial = ${f.tipo_comercial.toUpperCase()})`,
    );
  }
  if (f.ispActual) out.push(sql`c.isp_actual = ${f.ispActual}`);
  if (f.razon_no_interesado) {
    out.push(sql`c.razon_no_interesado ilike ${contains(f.razon_no_interesado)}`);
  }
  if (f.search) out.push(searchCondition(f.search));
  return out;
}

/** Conditions on what hangs from the customer: atenciones, offers, follow-ups, notes, contracts. */
function relatedConditions(f: TCustomerFilters): SQL[] {
  const out: SQL[] = [];
  const attempt: SQL[] = [];
  if (f.estadoOferta?.length) attempt.push(sql`ca.estado = any(${smallints(f.estadoOferta)})`);
  if (f.fecha_venta) attempt.push(timeRange(sql`ca.fecha_venta`, f.fecha_venta));
  if (attempt.length) {
    out.push(sql`c.id in (select ca.customer_id from contact_attempts ca where ${all(attempt)})`);
  }
  if (f.oferta?.length) {
    out.push(
      sql`c.id in (select o.customer_id from offers o where o.id = any(${int8s(f.oferta)}))`,
    );
  }
  if (f.tipoOferta?.length) {
    out.push(sql`c.id in (select o.customer_id from offers o
      join packages p on p.tenant_id = o.tenant_id and p.offer_id = o.id
      where p.tipo_venta = any(${texts(f.tipoOferta)}))`);
  }
  if (f.tipoGestion?.length) {
    out.push(sql`c.id in (select cp.customer_id from customer_procedures cp
      join catalogue_procedures g on g.tenant_id = cp.tenant_id and g.id = cp.procedure_id
      where g.tipo_gestion = any(${texts(f.tipoGestion)}))`);
  }
  if (f.fecha_agendado) {
    out.push(
      sql`c.id in (select s.customer_id from schedules s where ${timeRange(sql`s.fecha_agendado`, f.fecha_agendado)})`,
    );
  }
  const outcome: SQL[] = [];
  if (f.opciones_no_interesado) outcome.push(sql`n.razon = ${f.opciones_no_interesado}`);
  if (f.opciones_tipo_llamada) outcome.push(sql`n.tipo = ${f.opciones_tipo_llamada}`);
  if (outcome.length) {
    out.push(sql`c.id in (select n.customer_id from no_interest_outcomes n where ${all(outcome)})`);
  }
  if (f.notes) {
    const pattern = contains(f.notes);
    out.push(
      sql`(c.notas ilike ${pattern} or c.id in (select cn.customer_id from customer_notes cn where cn.nota ilike ${pattern}))`,
    );
  }
  const contract = contractConditions(f);
  if (contract.length) {
    out.push(
      sql`c.id in (select cc.customer_id from customer_contracts cc where ${all(contract)})`,
    );
  }
  if (f.notContractServices?.length) {
    out.push(sql`not exists (select 1 from customer_contracts nc
      where nc.tenant_id = c.tenant_id and nc.customer_id = c.id
        and nc.services && ${texts(f.notContractServices)})`);
  }
  return out;
}

/** Every condition of `filters` for `viewer`, joined with AND (`true` when there are none). */
export function customerWhere(filters: TCustomerFilters, viewer: ListViewer): SQL {
  const conditions = [...customerConditions(filters), ...relatedConditions(filters)];
  if (viewer.ownAccountId !== null) {
    conditions.push(sql`(c.comercial_id = ${viewer.ownAccountId} or c.comercial_id is null)`);
  }
  return conditions.length ? all(conditions) : sql`true`;
}

/** True when no filter narrows the list (only the visibility rule applies). */
export function isUnfiltered(filters: TCustomerFilters): boolean {
  return Object.values(filters).every((v) => v === undefined);
}

/**
 * True when a text fragment narrows the list (name, address, locality or the top-bar search):
 * their matches are read through the trigram indexes, all of them before the page is sorted,
 * and are usually few — the page can count them as it reads them (decision 1116).
 */
export function isTextSearch(filters: TCustomerFilters): boolean {
  return [filters.nombre, filters.direccion, filters.localidad, filters.search].some(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}
