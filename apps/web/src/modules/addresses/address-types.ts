import type { endpoints, ReplyOf } from '@store/api-client';

export type CustomerAddress = ReplyOf<typeof endpoints.saveAddress>;
/** The city an address is added in: the map opens at its centre, and its pincodes are the ones served. */
export type AddressCity = { id: number; shortName: string; name: string };
