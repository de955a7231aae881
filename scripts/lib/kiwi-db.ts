// The @kiwi/db entry points the scripts use, in one place.
export { appUrlFor, createPool, databaseUrlWith } from '@kiwi/db';
export { connectAdmin, isDatabaseSeeded, provisionDatabase } from '@kiwi/db/setup';
export {
  DEFAULT_DEMO_PASSWORD,
  SCALE_CLI_OPTIONS,
  formatSummary,
  scaleOptionsFromArgs,
  scaleSummary,
  seedDemo,
  seedScale,
} from '@kiwi/db/seeds';
export { prepareTestTemplates } from '@kiwi/db/testing';
