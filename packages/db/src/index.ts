export * from './database';
export * as schema from './schema';
export type { DeliveryAddress } from './schema/orders';
export * from './unavailable';
