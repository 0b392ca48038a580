import type { ApiClient } from '@store/api-client';
import { adminEndpoints } from '@store/api-client/admin';
import type { ResourceAdapter } from '../resources/resource';
import { listQuery } from '../resources/resource';

/** The orders resource: the list with its filters, and one order's page. */
export const ordersResource = (api: ApiClient): ResourceAdapter => ({
  async getList(params) {
    const { items, total } = await api.call(adminEndpoints.orders, {
      query: listQuery(params, ['id', 'date', 'amount'] as const),
      hideAlert: true,
    });
    return { data: items, total };
  },
  async getOne(id) {
    return { data: await api.call(adminEndpoints.order, { params: { id }, hideAlert: true }) };
  },
});
