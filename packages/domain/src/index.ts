export * from './access/roles';
export * from './access/groups';
export * from './access/api-access';
