import type { CountPolicy } from '../../../lib/capped-count';

/** Atención lists count exactly up to 1 000 matches within 50 ms, an estimate beyond (decision 1407). */
export const ATENCION_COUNT: CountPolicy = { cap: 1000, budgetMs: 50 };
