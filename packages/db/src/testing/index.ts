import { prepareTestTemplates } from './templates';
import { dropStaleTestDatabases, testAdminUrl } from './test-database';

export { createTestDatabase, dropStaleTestDatabases, testAdminUrl } from './test-database';
export type { TestDatabase } from './test-database';
export { TEMPLATE_PREFIXES, prepareTestTemplates, templateDatabase } from './templates';
export type { TemplateName } from './templates';

/**
 * Vitest `globalSetup` hook: `export { setup } from '@kiwi/db/testing';` in a
 * global-setup file builds the templates once before the workers start.
 */
export async function setup(): Promise<void> {
  await dropStaleTestDatabases();
  await prepareTestTemplates({ adminUrl: testAdminUrl() });
}
