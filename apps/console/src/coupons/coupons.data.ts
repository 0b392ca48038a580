import type { ApiClient } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import { pagedList, type ResourceAdapter } from '../resources/resource';

/** Coupons with their use; a coupon's page lists every order that used it. */
export const couponsResource = (api: ApiClient): ResourceAdapter => ({
  ...pagedList((query) => api.call(consoleEndpoints.coupons, { query, hideAlert: true })),
  async getOne(id) {
    return { data: await api.call(consoleEndpoints.coupon, { params: { id: Number(id) }, hideAlert: true }) };
  },
});

/** Gift codes with who redeemed each. */
export const giftCodesResource = (api: ApiClient) =>
  pagedList((query) => api.call(consoleEndpoints.giftCodes, { query, hideAlert: true }));
