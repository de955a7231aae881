import { CATALOGUE_HISTORY_ENTITIES } from '../catalogue/history-entities';
import { CUSTOMER_HISTORY_ENTITIES } from './customer-area';
import type { HistoryEntity } from './history-types';

/**
 * Every tracked table, once. A module whose migration adds `kiwi_track_history('<table>')`
 * adds its entry here (decision 0902); the API test walks the database catalog and fails
 * on a tracked table or column without one.
 */
export const HISTORY_ENTITIES: readonly HistoryEntity[] = [
  ...CUSTOMER_HISTORY_ENTITIES,
  ...CATALOGUE_HISTORY_ENTITIES,
];

const byAlias = new Map(HISTORY_ENTITIES.map((entity) => [entity.alias, entity]));
const byTable = new Map(HISTORY_ENTITIES.map((entity) => [entity.table, entity]));

export const HISTORY_ENTITY_ALIASES = HISTORY_ENTITIES.map((entity) => entity.alias);

export function findHistoryEntity(alias: string): HistoryEntity | undefined {
  return byAlias.get(alias);
}

export function historyEntityOfTable(table: string): HistoryEntity | undefined {
  return byTable.get(table);
}

/** The database's INSERT / UPDATE / DELETE as users name them. */
export const RECORD_HISTORY_ACTIONS = {
  INSERT: { value: 'alta', label: 'Alta' },
  UPDATE: { value: 'modificacion', label: 'Modificación' },
  DELETE: { value: 'baja', label: 'Baja' },
} as const;
export type RecordHistoryAction =
  (typeof RECORD_HISTORY_ACTIONS)[keyof typeof RECORD_HISTORY_ACTIONS]['value'];

const PAST = {
  INSERT: { m: 'añadido', f: 'añadida' },
  UPDATE: { m: 'modificado', f: 'modificada' },
  DELETE: { m: 'eliminado', f: 'eliminada' },
} as const;

/** 'Nota añadida', 'Cliente modificado', 'Oferta eliminada'. */
export function historyEntryTitle(
  entity: Pick<HistoryEntity, 'label' | 'gender'>,
  action: keyof typeof RECORD_HISTORY_ACTIONS,
): string {
  const name = entity.label.charAt(0).toUpperCase() + entity.label.slice(1);
  return `${name} ${PAST[action][entity.gender]}`;
}
