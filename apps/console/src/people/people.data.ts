import type { ApiClient } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import { pagedList, type ResourceAdapter } from '../resources/resource';

/** The people resource: customers, agents and operators by id, mobile, email, name or role; one person's page. */
export const peopleResource = (api: ApiClient): ResourceAdapter => ({
  ...pagedList((query) => api.call(consoleEndpoints.people, { query, hideAlert: true })),
  async getOne(id) {
    return { data: await api.call(consoleEndpoints.person, { params: { id }, hideAlert: true }) };
  },
});
