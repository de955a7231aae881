import type postgres from 'postgres';

type Tx = postgres.TransactionSql;

/**
 * The outcome of every row under the import's duplicate policy (decision 1204):
 * rows with errors are rejected; a later copy of a row of the same file is skipped
 * (unless "crear"); a row matching an existing customer is skipped, updates it (the first
 * such row per customer) or is created anyway; everything else is inserted.
 */
export async function decideOutcomes(tx: Tx, importId: number, politica: string) {
  await tx`
    with ranked as (
      select r.fila, r.errores, r.duplicado_fila, r.existente_id, r.motivo_duplicado, c.nombre as existente_nombre,
        min(r.fila) filter (where r.errores = '{}' and r.duplicado_fila is null)
          over (partition by r.existente_id) as primera_del_existente
      from customer_import_rows r
      left join customers c on c.id = r.existente_id
      where r.import_id = ${importId}
    ), decided as (
      select fila,
        case
          when errores <> '{}' then 'RECHAZADA'
          when duplicado_fila is not null and ${politica} <> 'crear' then 'OMITIDA'
          when existente_id is not null and ${politica} = 'omitir' then 'OMITIDA'
          when existente_id is not null and ${politica} = 'actualizar' and fila <> primera_del_existente then 'OMITIDA'
          when existente_id is not null and ${politica} = 'actualizar' then 'ACTUALIZADA'
          else 'INSERTADA'
        end as resultado,
        case
          when errores <> '{}' then array_to_string(errores, '; ')
          when duplicado_fila is not null and ${politica} <> 'crear' then
            format('Repite la fila %s del archivo (mismo %s)', duplicado_fila, motivo_duplicado)
          when existente_id is not null and ${politica} = 'omitir' then
            format('Ya existe el cliente «%s» (id %s, mismo %s)', existente_nombre, existente_id, motivo_duplicado)
          when existente_id is not null and ${politica} = 'actualizar' and fila <> primera_del_existente then
            format('El cliente «%s» ya se actualiza con la fila %s', existente_nombre, primera_del_existente)
          when existente_id is not null and ${politica} = 'actualizar' then
            format('Actualiza el cliente «%s» (id %s, mismo %s)', existente_nombre, existente_id, motivo_duplicado)
          when existente_id is not null then
            format('Creada aunque ya existe el cliente «%s» (id %s)', existente_nombre, existente_id)
          when duplicado_fila is not null then
            format('Creada aunque repite la fila %s del archivo', duplicado_fila)
        end as motivo
      from ranked
    )
    update customer_import_rows r set resultado = d.resultado, motivo = d.motivo,
      customer_id = null, anterior = null, aplicado = null
    from decided d where r.import_id = ${importId} and r.fila = d.fila`;
}

/**
 * Inserts the new customers in one statement. Their ids are drawn first from the
 * customers' identity sequence, so each row of the import knows the customer it created.
 */
export async function insertCustomers(
  tx: Tx,
  importId: number,
  tagging: { origenBbddId: number | null; comercialId: number | null },
) {
  const [row] = await tx<{ count: number }[]>`
    with src as (
      select nextval(pg_get_serial_sequence('customers', 'id')) as new_id, r.*
      from customer_import_rows r
      where r.import_id = ${importId} and r.resultado = 'INSERTADA'
      order by r.fila
    ), ins as (
      insert into customers (id, tenant_id, nombre, documento, tipo_documento, telefonos_contacto,
        email, origen_bbdd_id, segmento, isp_actual, direccion, cp, localidad, comercial_id, notas)
      overriding system value
      select new_id, tenant_id, nombre, documento, tipo_documento, telefonos, email,
        ${tagging.origenBbddId}, segmento, isp_actual, direccion, cp, localidad,
        ${tagging.comercialId}, notas
      from src
      returning id
    ), linked as (
      update customer_import_rows r set customer_id = src.new_id
      from src where r.import_id = ${importId} and r.fila = src.fila
      returning 1
    )
    select (select count(*) from ins)::int as count, (select count(*) from linked)::int as linked`;
  return row?.count ?? 0;
}

/** The columns an update may change, and whose previous values a revert restores. */
const UPDATED_COLUMNS = [
  'nombre',
  'documento',
  'tipo_documento',
  'telefonos_contacto',
  'email',
  'direccion',
  'cp',
  'localidad',
  'segmento',
  'isp_actual',
  'notas',
  'origen_bbdd_id',
  'comercial_id',
] as const;

const snapshot = (tx: Tx, alias: string) =>
  tx.unsafe(
    `jsonb_build_object(${UPDATED_COLUMNS.map((c) => `'${c}', ${alias}.${c}`).join(', ')})`,
  );

/**
 * Updates the existing customers: the file's non-empty values replace theirs, new phones
 * are added to theirs, notes are kept if they had some, the origin becomes the import's,
 * and the import's commercial is set only on customers still 'Por asignar'. The previous
 * and the written values are kept on the import's row for the revert.
 */
export async function updateCustomers(
  tx: Tx,
  importId: number,
  tagging: { origenBbddId: number | null; comercialId: number | null },
) {
  await tx`
    update customer_import_rows r set customer_id = c.id, anterior = ${snapshot(tx, 'c')}
    from customers c
    where r.import_id = ${importId} and r.resultado = 'ACTUALIZADA' and c.id = r.existente_id`;
  const updated = await tx`
    update customers c set
      nombre = coalesce(r.nombre, c.nombre),
      documento = coalesce(r.documento, c.documento),
      tipo_documento = case when r.documento is null then c.tipo_documento else r.tipo_documento end,
      telefonos_contacto = c.telefonos_contacto || array(
        select p from unnest(r.telefonos) with ordinality as n(p, i)
        where kiwi_phone_key(p) <> all (
          select coalesce(kiwi_phone_key(q), '') from unnest(c.telefonos_contacto) q)
        order by i),
      email = coalesce(r.email, c.email),
      direccion = coalesce(r.direccion, c.direccion),
      cp = coalesce(r.cp, c.cp),
      localidad = coalesce(r.localidad, c.localidad),
      segmento = coalesce(r.segmento, c.segmento),
      isp_actual = coalesce(r.isp_actual, c.isp_actual),
      notas = coalesce(c.notas, r.notas),
      origen_bbdd_id = coalesce(${tagging.origenBbddId}::bigint, c.origen_bbdd_id),
      comercial_id = coalesce(c.comercial_id, ${tagging.comercialId}::bigint),
      updated_at = now()
    from customer_import_rows r
    where r.import_id = ${importId} and r.resultado = 'ACTUALIZADA' and c.id = r.customer_id
    returning c.id`;
  await tx`
    update customer_import_rows r set aplicado = ${snapshot(tx, 'c')}
    from customers c
    where r.import_id = ${importId} and r.resultado = 'ACTUALIZADA' and c.id = r.customer_id`;
  return updated.count;
}

export interface ApplyFigures {
  insertadas: number;
  actualizadas: number;
  omitidas: number;
  rechazadas: number;
}

export async function finishApply(tx: Tx, importId: number, archivoRechazadas: string | null) {
  const [figures] = await tx<ApplyFigures[]>`
    update customer_imports i set
      estado = 'IMPORTADA', error = null, importada_at = now(), updated_at = now(),
      archivo_rechazadas = ${archivoRechazadas},
      insertadas = s.insertadas, actualizadas = s.actualizadas, omitidas = s.omitidas, rechazadas = s.rechazadas
    from (
      select count(*) filter (where resultado = 'INSERTADA')::int as insertadas,
        count(*) filter (where resultado = 'ACTUALIZADA')::int as actualizadas,
        count(*) filter (where resultado = 'OMITIDA')::int as omitidas,
        count(*) filter (where resultado = 'RECHAZADA')::int as rechazadas
      from customer_import_rows where import_id = ${importId}
    ) s
    where i.id = ${importId}
    returning i.insertadas, i.actualizadas, i.omitidas, i.rechazadas`;
  return figures;
}

/** The rejected rows with their errors, in file order, for the rejected-rows file. */
export function rejectedRows(tx: Tx, importId: number) {
  return tx<{ fila: number; original: string[]; motivo: string }[]>`
    select fila, original, motivo from customer_import_rows
    where import_id = ${importId} and resultado = 'RECHAZADA' order by fila`;
}
