export * from './platform';
export * from './accounts';
