import type { ApiClient } from '@store/api-client';
import { adminEndpoints } from '@store/api-client/admin';
import { listQuery, type ResourceAdapter } from '../resources/resource';

/** The audit resource: console actions, newest first, searchable (no page of its own). */
export const auditResource = (api: ApiClient): ResourceAdapter => ({
  async getList(params) {
    const { items, total } = await api.call(adminEndpoints.audit, {
      query: listQuery(params),
      hideAlert: true,
    });
    return { data: items, total };
  },
});
