export * from './database';
export * as schema from './schema';
export * from './unavailable';
