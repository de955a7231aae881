import { seedDemo } from '../seeds/demo/index';
import { madridDay } from '../seeds/time';
import { connectAdmin, provisionDatabase } from '../setup/provision';
import { databaseUrlWith } from '../urls';
import { demoFingerprint, migrationsFingerprint } from './fingerprint';

export const TEMPLATE_DATABASES = { empty: 'kiwi_tpl_empty', demo: 'kiwi_tpl_demo' } as const;
export type TemplateName = keyof typeof TEMPLATE_DATABASES;

const TEMPLATE_LOCK = 7_202_604_002;

/** Today in Madrid, the day demo data is placed around (the demo template is re-seeded when it changes). */
export const seedDay = (now = new Date()) => madridDay(now);

/**
 * Builds `kiwi_tpl_empty` (migrated) and `kiwi_tpl_demo` (migrated + demo seed) unless
 * the fingerprint stored as their COMMENT still matches. Serialised by an advisory lock
 * so parallel test workers can all call it.
 */
export async function prepareTestTemplates(options: { adminUrl: string }): Promise<void> {
  const admin = connectAdmin(options.adminUrl);
  try {
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
    try {
      const wanted: Record<TemplateName, string> = {
        empty: migrationsFingerprint(),
        demo: demoFingerprint(seedDay()),
      };
      for (const name of Object.keys(TEMPLATE_DATABASES) as TemplateName[]) {
        const database = TEMPLATE_DATABASES[name];
        const [row] = await admin<{ comment: string | null }[]>`
          select shobj_description(oid, 'pg_database') as comment
          from pg_database where datname = ${database}`;
        if (row?.comment === wanted[name]) continue;
        await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await provisionDatabase({ adminUrl: options.adminUrl, database });
        if (name === 'demo') await seedDemo({ url: databaseUrlWith(options.adminUrl, database) });
        await admin.unsafe(`COMMENT ON DATABASE ${database} IS '${wanted[name]}'`);
      }
    } finally {
      await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`;
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
}
