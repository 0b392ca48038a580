export * from './database';
export * from './pglite-files';
export * from './prepared';
export { REPLICA_CHECK_MS } from './replica-reads';
export * as schema from './schema';
export type { InvoiceCustomer } from './schema/invoices';
export type { DeliveryAddress } from './schema/orders';
export type { SessionKind } from './schema/users';
export * from './unavailable';
