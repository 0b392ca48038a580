import type { ApiClient } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import { pagedList, type ResourceAdapter } from '../resources/resource';

/** The payouts resource: statements by week, vendor and status; one statement with its lines. */
export const payoutsResource = (api: ApiClient): ResourceAdapter => ({
  ...pagedList((query) => api.call(consoleEndpoints.payouts, { query, hideAlert: true })),
  async getOne(id) {
    return { data: await api.call(consoleEndpoints.payout, { params: { id }, hideAlert: true }) };
  },
});
