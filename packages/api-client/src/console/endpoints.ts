import type { consoleOperations } from '@store/contract/console';
import { endpointsOf } from '../endpoint';
import { consoleRoutes } from './routes.generated';

/**
 * Every call of the operator console's API, from the contract's declarations as the store's are
 * (../endpoints.ts). Its own entry point (`@store/api-client/console`): the storefront never imports
 * it, so none of it reaches the store's bundles.
 */
export const consoleEndpoints = endpointsOf<typeof consoleOperations>(consoleRoutes);
