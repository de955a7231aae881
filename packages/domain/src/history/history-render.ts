import type { TRecordHistoryChange } from './history-schemas';
import type { HistoryEntity, HistoryFormat, HistoryReferenceName } from './history-types';

/** Looks up the name of a referenced record (undefined when it is gone). */
export type HistoryNameLookup = (ref: HistoryReferenceName, id: number) => string | undefined;

type Values = Readonly<Record<string, unknown>> | null | undefined;

/** What the trigger stores for a redacted column (decision 0901). */
const REDACTED = '***';
const TEXT: HistoryFormat = { kind: 'texto' };

const madridDateTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

function plain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A stored value as users read it; null = empty. */
export function formatHistoryValue(
  format: HistoryFormat,
  value: unknown,
  names: HistoryNameLookup,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === REDACTED) return '(oculto)';
  switch (format.kind) {
    case 'fecha-hora': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? plain(value) : madridDateTime.format(date);
    }
    case 'fecha': {
      const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
      return match ? `${match[3]}/${match[2]}/${match[1]}` : plain(value);
    }
    case 'si-no':
      return value === true ? 'Sí' : value === false ? 'No' : plain(value);
    case 'dinero': {
      const amount = Number(value);
      return Number.isFinite(amount) ? euros.format(amount) : plain(value);
    }
    case 'lista':
      if (!Array.isArray(value)) return plain(value);
      return value.length === 0 ? null : value.map(plain).join(', ');
    case 'json':
      return JSON.stringify(value);
    case 'catalogo':
      return format.options.find((option) => option.value === value)?.label ?? plain(value);
    case 'referencia': {
      const id = Number(value);
      return (Number.isInteger(id) ? names(format.ref, id) : undefined) ?? `#${plain(value)}`;
    }
    default:
      return Array.isArray(value) ? value.map(plain).join(', ') : plain(value);
  }
}

/** Shown columns of an entry in registry order, then any column the registry lacks. */
function shownColumns(entity: HistoryEntity, oldValues: Values, newValues: Values): string[] {
  const present = new Set([...Object.keys(oldValues ?? {}), ...Object.keys(newValues ?? {})]);
  const hidden = new Set(entity.hidden ?? []);
  const known = Object.keys(entity.fields).filter((column) => present.has(column));
  const unknown = [...present]
    .filter((column) => !(column in entity.fields) && !hidden.has(column))
    .sort();
  return [...known, ...unknown];
}

/** The `cambios` of one history row: `[{campo, etiqueta, antes, despues}]`. */
export function describeHistoryChanges(
  entity: HistoryEntity,
  oldValues: Values,
  newValues: Values,
  names: HistoryNameLookup,
): TRecordHistoryChange[] {
  return shownColumns(entity, oldValues, newValues).map((campo) => {
    const field = entity.fields[campo];
    const format = field?.format ?? TEXT;
    return {
      campo,
      etiqueta: field?.label ?? campo,
      antes: formatHistoryValue(format, oldValues?.[campo], names),
      despues: formatHistoryValue(format, newValues?.[campo], names),
    };
  });
}

/** The referenced ids an entry's shown columns carry, to resolve their names in one query per table. */
export function historyReferences(
  entity: HistoryEntity,
  oldValues: Values,
  newValues: Values,
): [HistoryReferenceName, number][] {
  const found: [HistoryReferenceName, number][] = [];
  for (const [campo, field] of Object.entries(entity.fields)) {
    if (field.format?.kind !== 'referencia') continue;
    for (const values of [oldValues, newValues]) {
      const id = Number(values?.[campo]);
      if (values?.[campo] != null && Number.isInteger(id)) found.push([field.format.ref, id]);
    }
  }
  return found;
}
