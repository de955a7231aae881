import { prepareTestTemplates } from '@kiwi/db/testing';

/** Builds (or reuses) the migrated and demo-seeded template databases once per run. */
export default async function setup() {
  const adminUrl =
    process.env.KIWI_TEST_ADMIN_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  await prepareTestTemplates({ adminUrl });
}
