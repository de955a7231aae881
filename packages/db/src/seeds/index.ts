export { DEFAULT_DEMO_PASSWORD, seedDemo } from './demo/index';
export type { SeedDemoOptions } from './demo/index';
export { formatSummary, scaleSummary, seedScale } from './scale/index';
export type { SeedScaleOptions, SeedScaleResult } from './scale/index';
export type { ScaleSummary } from './scale/summary';
export { SCALE_CLI_OPTIONS, scaleOptionsFromArgs } from './scale/options';
