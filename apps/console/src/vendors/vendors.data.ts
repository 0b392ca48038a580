import type { ApiClient } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import { pagedList, type ResourceAdapter } from '../resources/resource';

/** The vendors resource: by name or mobile, city, experience and whether active. */
export const vendorsResource = (api: ApiClient): ResourceAdapter => ({
  ...pagedList((query) => api.call(consoleEndpoints.vendors, { query, hideAlert: true })),
  async getOne(id) {
    return { data: await api.call(consoleEndpoints.vendor, { params: { id }, hideAlert: true }) };
  },
});
