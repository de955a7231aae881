import type { RoleId } from '../access/roles';

/**
 * The record-history registry (decision 0902): how the API shows the rows that the
 * database triggers write into `record_history` (decision 0901). One entry per tracked table.
 */

/** How a stored value is shown in the history (`antes` / `despues`). */
export type HistoryFormat =
  | { kind: 'texto' }
  | { kind: 'fecha' }
  | { kind: 'fecha-hora' }
  | { kind: 'si-no' }
  | { kind: 'dinero' }
  | { kind: 'lista' }
  | { kind: 'json' }
  /** A code shown with the label of a catalogue (sales status 1..7, customer state…). */
  | { kind: 'catalogo'; options: readonly { value: string | number; label: string }[] }
  /** A foreign key shown as the name of the referenced record (see HISTORY_REFERENCES). */
  | { kind: 'referencia'; ref: HistoryReferenceName };

/** The tables whose ids the history shows by name. */
export const HISTORY_REFERENCES = {
  cuenta: { table: 'accounts', columns: ['nombre', 'apellidos'] },
  cliente: { table: 'customers', columns: ['nombre'] },
  origen: { table: 'database_origins', columns: ['nombre'] },
  gestion: { table: 'catalogue_procedures', columns: ['name'] },
  oferta: { table: 'offers', columns: ['isp'] },
  tarifa: { table: 'tariffs', columns: ['name'] },
  adicional: { table: 'additional_lines', columns: ['name'] },
  promocion: { table: 'promotions', columns: ['name'] },
  terminal: { table: 'devices', columns: ['name'] },
  seguro: { table: 'insurances', columns: ['name'] },
} as const satisfies Record<string, { table: string; columns: readonly string[] }>;
export type HistoryReferenceName = keyof typeof HISTORY_REFERENCES;

export interface HistoryField {
  /** Spanish label shown to users. */
  label: string;
  /** Default: plain text. */
  format?: HistoryFormat;
}

/**
 * Who may read a record's history: `cliente` = whoever may see the customer it belongs to
 * (a Comercial only their own and the unassigned ones); a role = at least that role.
 */
export type HistoryVisibility = { kind: 'cliente' } | { kind: 'rol'; minRole: RoleId };

export interface HistoryEntity {
  /** The `{entidad}` of GET /api/historial/{entidad}/{id}/ (Spanish, plural, URL-safe). */
  alias: string;
  /** The tracked table (`kiwi_track_history('<table>')`). */
  table: string;
  /** Singular Spanish name of one record: 'cliente', 'nota'. */
  label: string;
  /** Grammatical gender of `label`, for 'Nota añadida' / 'Cliente añadido'. */
  gender: 'm' | 'f';
  /** Every tracked column: shown with its label. */
  fields: Readonly<Record<string, HistoryField>>;
  /** Tracked columns never shown to users (passwords, tokens, internal links). */
  hidden?: readonly string[];
  visibility: HistoryVisibility;
  /**
   * For root records (a customer): the history also lists the changes of the records
   * whose trigger names it as their parent (`parent_table`/`parent_id`).
   */
  includesChildren?: boolean;
}
