import { seedDemo } from '../seeds/demo/index';
import { madridDay } from '../seeds/time';
import { connectAdmin, provisionDatabase } from '../setup/provision';
import { databaseUrlWith } from '../urls';
import { demoFingerprint, migrationsFingerprint } from './fingerprint';

/** Name prefixes of the two templates; the full name ends with the fingerprint of what built it. */
export const TEMPLATE_PREFIXES = { empty: 'kiwi_tpl_empty', demo: 'kiwi_tpl_demo' } as const;
export type TemplateName = keyof typeof TEMPLATE_PREFIXES;

const TEMPLATE_LOCK = 7_202_604_002;
/** Templates built from other migrations or seeds are dropped once this old. */
const STALE_TEMPLATE_SECONDS = 26 * 3600;

/** Today in Madrid, the day demo data is placed around (the demo template is re-seeded when it changes). */
export const seedDay = (now = new Date()) => madridDay(now);

/**
 * The template database for this checkout's migrations (and seeds, for `demo`). The name
 * carries the fingerprint, so two checkouts with different migrations (git worktrees, a
 * branch and main) can run their suites on one server at the same time without rebuilding
 * each other's templates.
 */
export function templateDatabase(name: TemplateName, today = seedDay()): string {
  const fingerprint = name === 'empty' ? migrationsFingerprint() : demoFingerprint(today);
  return `${TEMPLATE_PREFIXES[name]}_${fingerprint.slice(0, 16)}`;
}

/**
 * Builds the empty (migrated) and demo (migrated + demo seed) templates of this checkout
 * unless they already exist complete (their COMMENT is written last). Serialised by an
 * advisory lock so parallel test workers can all call it; templates of other fingerprints
 * older than a day are dropped.
 */
export async function prepareTestTemplates(options: { adminUrl: string }): Promise<void> {
  const admin = connectAdmin(options.adminUrl, { holdsLock: true });
  try {
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
    try {
      const wanted = (Object.keys(TEMPLATE_PREFIXES) as TemplateName[]).map((name) => ({
        name,
        database: templateDatabase(name),
      }));
      for (const { name, database } of wanted) {
        const [row] = await admin<{ comment: string | null }[]>`
          select shobj_description(oid, 'pg_database') as comment
          from pg_database where datname = ${database}`;
        if (row?.comment?.startsWith('ready')) continue;
        await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await provisionDatabase({ adminUrl: options.adminUrl, database });
        if (name === 'demo') await seedDemo({ url: databaseUrlWith(options.adminUrl, database) });
        const now = Math.floor(Date.now() / 1000);
        await admin.unsafe(`COMMENT ON DATABASE ${database} IS 'ready ${now}'`);
      }
      await dropStaleTemplates(
        admin,
        wanted.map((w) => w.database),
      );
    } finally {
      await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`;
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
}

async function dropStaleTemplates(admin: ReturnType<typeof connectAdmin>, keep: string[]) {
  const rows = await admin<{ datname: string; comment: string | null }[]>`
    select datname, shobj_description(oid, 'pg_database') as comment
    from pg_database where datname like 'kiwi\_tpl\_%'`;
  const cutoff = Math.floor(Date.now() / 1000) - STALE_TEMPLATE_SECONDS;
  for (const { datname, comment } of rows) {
    if (keep.includes(datname)) continue;
    const builtAt = Number(comment?.split(' ')[1]);
    if (Number.isFinite(builtAt) && builtAt > cutoff) continue;
    await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}
