import type { ApiClient } from '@store/api-client';
import { adminEndpoints } from '@store/api-client/admin';
import { pagedList } from '../resources/resource';

/** The inbox resource: enquiries, requirement forms, contact messages and feedback, newest first. */
export const inboxResource = (api: ApiClient) =>
  pagedList((query) => api.call(adminEndpoints.inbox, { query, hideAlert: true }));

/** Customers' reviews of their bookings, the waiting ones first. */
export const reviewQueueResource = (api: ApiClient) =>
  pagedList((query) => api.call(adminEndpoints.reviewQueue, { query, hideAlert: true }));
