export * from './fields';
export * from './limits';
export * from './values';
export * from './body';
export * from './schemas';
