export { DEFAULT_DEMO_PASSWORD, seedDemo } from './demo/index';
export type { SeedDemoOptions } from './demo/index';
export { seedScale } from './scale';
export type { SeedScaleOptions } from './scale';
