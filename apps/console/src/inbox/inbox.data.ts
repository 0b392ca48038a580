import type { ApiClient } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import { pagedList } from '../resources/resource';

/** The inbox resource: enquiries, requirement forms, contact messages and feedback, newest first. */
export const inboxResource = (api: ApiClient) =>
  pagedList((query) => api.call(consoleEndpoints.inbox, { query, hideAlert: true }));

/** Customers' reviews of their bookings, the waiting ones first. */
export const reviewQueueResource = (api: ApiClient) =>
  pagedList((query) => api.call(consoleEndpoints.reviewQueue, { query, hideAlert: true }));
