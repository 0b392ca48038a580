import { isCalledOff, isOpenForCustomizations } from '@store/domain';
import { cookies } from 'next/headers';
import { getCustomizations } from '@/lib/api.server';
import { requestApi } from '@/lib/request-api.server';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { type OrderSummary, orderById } from '@/modules/checkout/checkout-api';
import {
  cancellationTerms,
  orderQuestions,
  type ServedTracking,
  type TrackingSections,
} from './tracking-api';

/**
 * The tracked order, read on the server with what the browser sent: the session cookie of a
 * signed-in customer and the `key` of the order's tracking link, as the page's own call would send
 * them. Anything else (neither, an expired session, another customer's order, the API down) is
 * undefined, and the page asks from the browser as before, which also shows why.
 */
export async function serveTrackedOrder(
  orderId: number,
  key: string | undefined,
): Promise<ServedTracking | undefined> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const trackingKey = key || undefined;
  if (!token && !trackingKey) return undefined;
  const api = await requestApi({ token });
  // The sections' own calls need only the order's id, so they go with the order's.
  const [order, questions, terms] = await Promise.all([
    orderById(api, orderId, trackingKey).catch(() => undefined),
    orderQuestions(api, orderId, trackingKey).catch(() => undefined),
    cancellationTerms(api, orderId, trackingKey).catch(() => undefined),
  ]);
  if (!order) return undefined;
  return {
    order,
    trackingKey,
    sections: {
      ...(questions && !isCalledOff(order.status) && { questions }),
      ...(terms && { terms }),
      ...(token && (await customizationsToOffer(order))),
      signedIn: Boolean(token),
    } satisfies TrackingSections,
  };
}

/** The add-ons a signed-in customer may still add: the catalogue's, cached as the experience page's are. */
async function customizationsToOffer(order: OrderSummary): Promise<Partial<TrackingSections>> {
  if (order.kind !== 'booking' || !isOpenForCustomizations(order.status)) return {};
  const customizations = await getCustomizations(order.experience_id, order.city_id).catch(() => undefined);
  return customizations ? { customizations } : {};
}
