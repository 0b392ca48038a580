import type { ApiClient } from '@store/api-client';
import { adminEndpoints } from '@store/api-client/admin';
import { listQuery, type ResourceAdapter } from '../resources/resource';

/** The people resource: customers, agents and operators by id, mobile, email, name or role. */
export const peopleResource = (api: ApiClient): ResourceAdapter => ({
  async getList(params) {
    const { items, total } = await api.call(adminEndpoints.people, {
      query: listQuery(params),
      hideAlert: true,
    });
    return { data: items, total };
  },
});
