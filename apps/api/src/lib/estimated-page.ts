import { z } from 'zod';

/**
 * A page of a list over a large table whose count is exact when small or cheap and the
 * planner's estimate otherwise (decisions 1112, 1407, 1410): `{results, count, current,
 * count_estimated}` (the UI words an estimate "≈ 12.345" and pages on while pages are full).
 */
export interface EstimatedPage<T> {
  results: T[];
  count: number;
  current: number;
  count_estimated: boolean;
}

export const estimatedPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    count: z.number().int(),
    current: z.number().int(),
    count_estimated: z.boolean(),
  });
