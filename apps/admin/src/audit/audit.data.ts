import type { ApiClient } from '@store/api-client';
import { adminEndpoints } from '@store/api-client/admin';
import { pagedList } from '../resources/resource';

/** The audit resource: console actions, newest first, searchable (no page of its own). */
export const auditResource = (api: ApiClient) =>
  pagedList((query) => api.call(adminEndpoints.audit, { query, hideAlert: true }));
