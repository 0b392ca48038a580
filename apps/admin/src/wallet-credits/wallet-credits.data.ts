import type { ApiClient } from '@store/api-client';
import { adminEndpoints } from '@store/api-client/admin';
import type { ResourceAdapter } from '../resources/resource';

/** Wallet credits above an operator's cap, waiting for a second admin: one short list, oldest first. */
export const walletCreditsResource = (api: ApiClient): ResourceAdapter => ({
  async getList() {
    const { items } = await api.call(adminEndpoints.walletCredits, { hideAlert: true });
    return { data: items, total: items.length };
  },
});
