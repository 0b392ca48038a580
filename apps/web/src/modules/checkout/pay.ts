import type { ApiClient } from '@store/api-client';

/**
 * The payment flows (payment-flow.ts) load when the customer pays, not with the pages that offer
 * a Pay button (checkout, the result page, tracking's add-ons): most visits of those never pay.
 * A flow that cannot load rejects like a payment window that cannot open, and its callers say so.
 */
export async function startOnlinePayment(api: ApiClient, apiUrl: string, orderId: number): Promise<void> {
  const flow = await import('./payment-flow');
  return flow.startOnlinePayment(api, apiUrl, orderId);
}

export async function startPaytmPayment(api: ApiClient, orderId: number): Promise<void> {
  const flow = await import('./payment-flow');
  return flow.startPaytmPayment(api, orderId);
}
