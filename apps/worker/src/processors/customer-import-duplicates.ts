import type postgres from 'postgres';

type Tx = postgres.TransactionSql;
type Fragment = postgres.PendingQuery<postgres.Row[]>;

/**
 * The SQL that finds duplicates (decision 1203), shared by the analysis (over its staging
 * table) and the apply (over the import's stored rows): CTEs to put at the head of a
 * statement. `rows` is a relation with `fila`, `errores`, `documento`, `telefonos`, `email`
 * (and `duplicado_fila` for `tenantMatches`); only rows without errors take part.
 */

/**
 * `keys(fila, orden, motivo, k)`: every document, phone and email of the valid rows. Keys
 * are compared byte for byte (collation "C"): only equality matters, and sorting or
 * hashing them under the database's linguistic collation costs several times more.
 */
export const rowKeys = (tx: Tx, rows: Fragment) => tx`
  keys as (
    select fila, 1 as orden, 'documento' as motivo, documento collate "C" as k from ${rows} r
      where errores = '{}' and documento is not null
    union all
    select fila, 2, 'teléfono', p collate "C" from ${rows} r, unnest(telefonos) p
      where errores = '{}'
    union all
    select fila, 3, 'email', email collate "C" from ${rows} r
      where errores = '{}' and email is not null
  )`;

/**
 * `file_dups(fila, primera, motivo)`, after `keys`: a row sharing a key with an earlier
 * valid row points at the earliest such row (the reason named first in alphabetical
 * order when several keys lead to the same row).
 */
export const fileDuplicates = (tx: Tx) => tx`
  firsts as (
    select orden, k, min(fila) as primera from keys group by orden, k having count(*) > 1
  ), file_dups as (
    select distinct on (keys.fila) keys.fila, firsts.primera, keys.motivo
    from keys join firsts on firsts.orden = keys.orden and firsts.k = keys.k
    where firsts.primera < keys.fila
    order by keys.fila, firsts.primera, keys.motivo
  )`;

/**
 * `matched(fila, id, motivo)`, after `keys`: the tenant's customer each valid row matches
 * (documents through kiwi_document_key, phones as E.164 through kiwi_phone_key, emails in
 * lower case); the document wins over the phone, the phone over the email, the oldest
 * customer over the others. One hash join over the tenant's customers (row-level security
 * keeps it to the tenant).
 */
export const tenantMatches = (tx: Tx) => tx`
  existing as (
    select id, 1 as orden, kiwi_document_key(documento) collate "C" as k from customers
      where documento is not null
    union all
    select c.id, 2, kiwi_phone_key(p) collate "C" from customers c, unnest(c.telefonos_contacto) p
    union all
    select id, 3, lower(email) collate "C" from customers where email is not null
  ), matched as (
    select distinct on (keys.fila) keys.fila, existing.id, keys.motivo
    from keys join existing on existing.orden = keys.orden and existing.k = keys.k
    order by keys.fila, keys.orden, existing.id
  )`;
