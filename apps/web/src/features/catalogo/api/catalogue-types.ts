import type {
  TAdditionalLine,
  TDatabaseOrigin,
  TInsurance,
  TObjectiveType,
  TProcedure,
  TPromotion,
  TSva,
  TTariff,
} from '@kiwi/domain';

/**
 * Rows of the catalogue lists as the API answers them (spec section 3 field
 * names; @kiwi/domain schemas). Price and upfront history rows also carry the
 * name of the object they belong to and the date their price applies from.
 */
export type TariffRow = TTariff;
export type AdditionalLineRow = TAdditionalLine;
export type SvaRow = TSva;
export type PromotionRow = TPromotion;
export type InsuranceRow = TInsurance;
export type ProcedureRow = TProcedure;
export type DatabaseOriginRow = TDatabaseOrigin;
export type ObjectiveTypeRow = TObjectiveType;

export interface PriceHistoryRow {
  id: number;
  price: string;
  object_id: number;
  content_type?: string | null;
  object_name?: string | null;
  is_active: boolean;
  /** The Madrid day (or instant) from which the price applies; may be in the future. */
  valid_from?: string | null;
  created_on?: string | null;
}

export interface UpfrontRow {
  id: number;
  upfront: string;
  familia_objetivo: number | null;
  familia_objetivo_nombre?: string | null;
  tipo: string | null;
  object_id: number;
  content_type: string;
  object_name?: string | null;
  is_active: boolean;
}

/** Any row of a catalogue list: every one has an id; most have is_active. */
export interface CatalogueRow {
  id: number;
  is_active?: boolean;
}

/**
 * The answer of DELETE {id}/: deleted, or deactivated instead because offers
 * use the item; `detail` says which, in Spanish.
 */
export interface DeleteAnswer {
  deleted?: boolean;
  deactivated?: boolean;
  detail?: string;
}
