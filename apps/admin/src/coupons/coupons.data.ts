import type { ApiClient } from '@store/api-client';
import { adminEndpoints } from '@store/api-client/admin';
import { pagedList, type ResourceAdapter } from '../resources/resource';

/** Coupons with their use; a coupon's page lists every order that used it. */
export const couponsResource = (api: ApiClient): ResourceAdapter => ({
  ...pagedList((query) => api.call(adminEndpoints.coupons, { query, hideAlert: true })),
  async getOne(id) {
    return { data: await api.call(adminEndpoints.coupon, { params: { id: Number(id) }, hideAlert: true }) };
  },
});

/** Gift codes with who redeemed each. */
export const giftCodesResource = (api: ApiClient) =>
  pagedList((query) => api.call(adminEndpoints.giftCodes, { query, hideAlert: true }));
