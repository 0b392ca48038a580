import type { ApiClient } from '@store/api-client';
import { consoleEndpoints } from '@store/api-client/console';
import type { ResourceAdapter } from '../resources/resource';

/** Wallet credits above an operator's cap, waiting for a second admin: one short list, oldest first. */
export const walletCreditsResource = (api: ApiClient): ResourceAdapter => ({
  async getList() {
    const { items } = await api.call(consoleEndpoints.walletCredits, { hideAlert: true });
    return { data: items, total: items.length };
  },
});
