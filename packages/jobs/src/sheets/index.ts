export * from './read-sheet';
