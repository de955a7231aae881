import type { KiwiTx } from '@kiwi/db';
import type { TCatalogueDeleteResult } from '@kiwi/domain';
import { badRequest, HttpError, notFound } from '../../../lib/http-errors';
import { deactivateRow, deleteRow, missingIds, nameTaken } from './catalogue-writes.queries';
import { usageCount, type UsageKind } from './usage.queries';

/** Refuses a name already used by the same operator (and segment): 400 on `name`. */
export async function assertFreeName(
  tx: KiwiTx,
  table: string,
  key: { name: string; operator: string; segment?: string | undefined },
  exceptId?: number,
): Promise<void> {
  if (await nameTaken(tx, table, key, exceptId)) {
    const scope = key.segment === undefined ? 'este operador' : 'este operador y segmento';
    throw badRequest({ name: [`Ya existe un elemento con este nombre para ${scope}`] });
  }
}

/** Refuses links to items that do not exist in the tenant: 400 on the field. */
export async function assertLinksExist(
  tx: KiwiTx,
  links: ReadonlyArray<{ field: string; table: string; ids: readonly number[] }>,
): Promise<void> {
  const missing = await Promise.all(links.map((l) => missingIds(tx, l.table, l.ids)));
  const fields: Record<string, string[]> = {};
  links.forEach((link, i) => {
    const ids = missing[i] ?? [];
    if (ids.length > 0) fields[link.field] = [`No existen: ${ids.join(', ')}`];
  });
  if (Object.keys(fields).length > 0) throw badRequest(fields);
}

/** A unique-index violation raced past the name check: the same 400. */
export function duplicateNameError(error: unknown): HttpError | null {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  if (code !== '23505') return null;
  return badRequest({
    name: ['Ya existe un elemento con este nombre para este operador y segmento'],
  });
}

const usedIn = (usage: UsageKind, n: number) =>
  usage === 'procedure'
    ? n === 1
      ? 'gestión de cliente'
      : 'gestiones de clientes'
    : n === 1
      ? 'oferta'
      : 'ofertas';

/**
 * DELETE of a catalogue item (decision 1503): an item that offers (or other records) use is
 * kept and deactivated, and the answer says so; an unused one is removed. 404 when absent.
 */
export async function deleteOrDeactivate(
  tx: KiwiTx,
  item: { table: string; usage: UsageKind; id: number; label: string; canDeactivate: boolean },
): Promise<TCatalogueDeleteResult> {
  const uses = await usageCount(tx, item.usage, item.id);
  if (uses === 0) {
    if (!(await deleteRow(tx, item.table, item.id))) throw notFound();
    return { deleted: true, deactivated: false, detail: 'Eliminado correctamente' };
  }
  if (!item.canDeactivate) {
    throw new HttpError(
      400,
      `No se puede eliminar ${item.label}: en uso en ${uses} registro${uses === 1 ? '' : 's'}`,
    );
  }
  if (!(await deactivateRow(tx, item.table, item.id))) throw notFound();
  return {
    deleted: false,
    deactivated: true,
    detail: `${item.label}: en uso en ${uses} ${usedIn(item.usage, uses)}, se ha desactivado en lugar de eliminarse`,
  };
}

/**
 * An edit's two independent reads, together: the item's current state (undefined when it is
 * not in the tenant) and the body's checks. A missing item is 404 before any 400.
 */
export async function currentThenChecks<T>(
  current: Promise<T | undefined>,
  checks: Promise<unknown>,
): Promise<T> {
  const [found, checked] = await Promise.allSettled([current, checks]);
  if (found.status === 'rejected') throw found.reason;
  if (found.value === undefined) throw notFound();
  if (checked.status === 'rejected') throw checked.reason;
  return found.value;
}
