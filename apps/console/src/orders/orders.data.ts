import type { ApiClient } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import { pagedList, type ResourceAdapter } from '../resources/resource';

/** The orders resource: the list with its filters (sortable by id, slot day and amount), and one order's page. */
export const ordersResource = (api: ApiClient): ResourceAdapter => ({
  ...pagedList((query) => api.call(consoleEndpoints.orders, { query, hideAlert: true }), [
    'id',
    'date',
    'amount',
  ] as const),
  async getOne(id) {
    return { data: await api.call(consoleEndpoints.order, { params: { id }, hideAlert: true }) };
  },
});
