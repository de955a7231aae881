// The @kiwi/db entry points the scripts use, in one place. Imported by relative
// path until the root package.json lists "@kiwi/db": "workspace:*"; then only
// these lines change to '@kiwi/db', '@kiwi/db/setup', ...
export { appUrlFor, databaseUrlWith } from '../../packages/db/src/urls';
export { isDatabaseSeeded, provisionDatabase } from '../../packages/db/src/setup/index';
export { connectAdmin } from '../../packages/db/src/setup/provision';
export { DEFAULT_DEMO_PASSWORD, seedDemo, seedScale } from '../../packages/db/src/seeds/index';
export { prepareTestTemplates } from '../../packages/db/src/testing/index';
