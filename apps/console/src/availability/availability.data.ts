import type { ApiClient } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import type { RaRecord } from 'react-admin';
import { pagedList } from '../resources/resource';

/** Slots with capacity by experience, city and dates. */
export const slotsResource = (api: ApiClient) =>
  pagedList((query) => api.call(consoleEndpoints.slots, { query, hideAlert: true }));

/** Weekly patterns, newest first. */
export const slotPatternsResource = (api: ApiClient) =>
  pagedList((query) => api.call(consoleEndpoints.slotPatterns, { query, hideAlert: true }));

/** Date surges by date; a surge is one experience on one date (its id for react-admin). */
export const surgesResource = (api: ApiClient) =>
  pagedList(async (query) => {
    const { items, total } = await api.call(consoleEndpoints.surges, { query, hideAlert: true });
    const rows: RaRecord[] = items.map((s) => ({ ...s, id: `${s.experience.id}:${s.date}` }));
    return { items: rows, total };
  });
