export * from './queues';
export * from './payloads';
export * from './connection';
export * from './queue';
export * from './task-status';
export * from './storage';
