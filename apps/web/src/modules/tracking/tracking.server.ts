import { createApiClient, endpoints } from '@store/api-client';
import { cookies, headers } from 'next/headers';
import { API_URL } from '@/lib/config.server';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import type { OrderSummary } from '@/modules/checkout/checkout-api';

/** An order the server could read for this request, with the tracking link's key it was read with. */
export type ServedOrder = { readonly order: OrderSummary; readonly trackingKey: string | undefined };

/**
 * The tracked order, read on the server with what the browser sent: the session cookie of a
 * signed-in customer and the `key` of the order's tracking link, as the page's own call would send
 * them. Anything else (neither, an expired session, another customer's order, the API down) is
 * undefined, and the page asks from the browser as before, which also shows why.
 */
export async function serveTrackedOrder(
  orderId: number,
  key: string | undefined,
): Promise<ServedOrder | undefined> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const trackingKey = key || undefined;
  if (!token && !trackingKey) return undefined;
  const requestId = (await headers()).get('x-request-id');
  const api = createApiClient({
    baseUrl: API_URL,
    getToken: () => token ?? null,
    // The customer's own data: never kept by the store's server.
    fetch: (input, init) => fetch(input, { ...init, cache: 'no-store' }),
  });
  try {
    const order = await api.call(endpoints.orderDetail, {
      params: { id: orderId },
      ...(trackingKey && { query: { key: trackingKey } }),
      hideAlert: true,
      ...(requestId && { headers: { 'X-Request-Id': requestId } }),
    });
    return { order, trackingKey };
  } catch {
    return undefined;
  }
}
