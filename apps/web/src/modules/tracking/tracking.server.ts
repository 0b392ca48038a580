import { endpoints } from '@store/api-client';
import { cookies } from 'next/headers';
import { requestApi } from '@/lib/request-api.server';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import type { ServedOrder } from '@/modules/checkout/checkout-api';

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
  const api = await requestApi({ token });
  try {
    const order = await api.call(endpoints.orderDetail, {
      params: { id: orderId },
      ...(trackingKey && { query: { key: trackingKey } }),
      hideAlert: true,
    });
    return { order, trackingKey };
  } catch {
    return undefined;
  }
}
