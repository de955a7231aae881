/**
 * Command-line options of the scale seed, shared by `packages/db/src/seeds/cli.ts` and
 * `pnpm db:seed:scale` (scripts/db.ts), so both accept the same flags.
 */
import type { SeedScaleOptions } from './index';

export const SCALE_CLI_OPTIONS = {
  customers: { type: 'string' },
  attempts: { type: 'string' },
  tenants: { type: 'string' },
  tenant: { type: 'string' },
  tariffs: { type: 'string' },
  commercials: { type: 'string' },
  summary: { type: 'boolean' },
} as const;

export const SCALE_DEFAULTS = { customers: 100_000, attempts: 1_000_000, tenants: 2 } as const;

type ScaleArgs = Partial<Record<Exclude<keyof typeof SCALE_CLI_OPTIONS, 'summary'>, string>>;

function wholeNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} debe ser un número entero`);
  return n;
}

/** The seedScale options a command line asks for (without url and log). */
export function scaleOptionsFromArgs(args: ScaleArgs): Omit<SeedScaleOptions, 'url' | 'log'> {
  const optional = {
    tenants: wholeNumber(args.tenants, 'tenants'),
    tenantId: wholeNumber(args.tenant, 'tenant'),
    tariffs: wholeNumber(args.tariffs, 'tariffs'),
    commercials: wholeNumber(args.commercials, 'commercials'),
  };
  return {
    customers: wholeNumber(args.customers, 'customers') ?? SCALE_DEFAULTS.customers,
    attempts: wholeNumber(args.attempts, 'attempts') ?? SCALE_DEFAULTS.attempts,
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}
