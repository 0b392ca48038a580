import type { ApiClient } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import { pagedList } from '../resources/resource';

/** The audit resource: console actions, newest first, searchable (no page of its own). */
export const auditResource = (api: ApiClient) =>
  pagedList((query) => api.call(consoleEndpoints.audit, { query, hideAlert: true }));
