import type { ApiClient } from '@store/api-client';
import { adminEndpoints } from '@store/api-client/admin';
import { pagedList, type ResourceAdapter } from '../resources/resource';

/** The vendors resource: by name or mobile, city, experience and whether active. */
export const vendorsResource = (api: ApiClient): ResourceAdapter => ({
  ...pagedList((query) => api.call(adminEndpoints.vendors, { query, hideAlert: true })),
  async getOne(id) {
    return { data: await api.call(adminEndpoints.vendor, { params: { id }, hideAlert: true }) };
  },
});
