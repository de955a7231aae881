import type { CountPolicy } from '../../../lib/capped-count';

/** Atención lists count exactly up to 500 matches within 50 ms, an estimate beyond (decision 1407). */
export const ATENCION_COUNT: CountPolicy = { cap: 500, budgetMs: 50 };
