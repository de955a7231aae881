export { connectAdmin, isDatabaseSeeded, migrationsFolder, provisionDatabase } from './provision';
export type { ProvisionOptions } from './provision';
