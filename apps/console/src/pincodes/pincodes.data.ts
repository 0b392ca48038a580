import type { ApiClient } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import type { RaRecord } from 'react-admin';
import { pagedList } from '../resources/resource';

/** Pincodes of a city with their delivery charge; the pincode is the id. */
export const pincodesResource = (api: ApiClient) =>
  pagedList(async (query) => {
    const { items, total } = await api.call(consoleEndpoints.pincodes, { query, hideAlert: true });
    const rows: RaRecord[] = items.map((p) => ({ ...p, id: p.pincode }));
    return { items: rows, total };
  });
