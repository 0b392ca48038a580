import type { ApiClient } from '@store/api-client';
import { adminEndpoints } from '@store/api-client/admin';
import { pagedList } from '../resources/resource';

/** The people resource: customers, agents and operators by id, mobile, email, name or role. */
export const peopleResource = (api: ApiClient) =>
  pagedList((query) => api.call(adminEndpoints.people, { query, hideAlert: true }));
