/**
 * SQL builders shared by the API, the worker and the benchmarks (the customer list, its export and its bulk
 * actions must select exactly the same customers). Builders only: callers execute them.
 */
export * from './customer-filters';
export * from './customer-sort';
export * from './customer-joins';
export * from './customer-export';
export * from './render';
export * from './customer-bulk';
export * from './customer-page';
export * from './catalogue-sql';
export * from './catalogue-lists';
export * from './atencion-list';
