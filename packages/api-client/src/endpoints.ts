import type { storeOperations } from '@store/contract';
import { endpointsOf } from './endpoint';
import { storeRoutes } from './routes.generated';

/**
 * Every call of the HTTP contract (docs/http-contract.md, "Operations"), taken from the contract's
 * declarations (packages/contract/src/operations), the ones the API registers its routes from:
 * method and path, and the schemas of query, body and reply as types only, so no schema reaches
 * the store's bundles. A changed declaration changes these, so the web app's type check fails
 * where it no longer fits.
 */
export const endpoints = endpointsOf<typeof storeOperations>(storeRoutes);
