'use client';

import { failureText } from '@store/api-client';
import { isBookingConfirmed } from '@store/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { linkSecret } from '@/lib/link-secrets';
import { sessionCookieIsCurrent } from '@/modules/auth/auth-store';
import { useAuth } from '@/modules/auth/useAuth';
import { clearPaidDraft } from '@/modules/booking/draft-storage';
import { useApi } from '@/modules/runtime/useApi';
import { clearStoredAnswers } from './answers-storage';
import { confirmPayment, type OrderSummary, orderById, type ServedOrder } from './checkout-api';
import { type TrackingFailure, trackingFailure } from './tracking-failure';

type View =
  | { kind: 'loading' }
  | { kind: 'signed_out' }
  | { kind: 'failed'; message: string }
  | { kind: 'unavailable'; failure: TrackingFailure }
  | {
      kind: 'order';
      order: OrderSummary;
      paymentFailed: boolean;
      /** Back from a payment the provider could not yet be asked about (Paytm's `status=confirming`). */
      confirming: boolean;
      trackingKey: string | undefined;
    };

/** How often a payment being confirmed is looked at again (the reconciliation job asks Paytm every few minutes). */
const CONFIRMING_RECHECK_MS = 15_000;
const LOAD_FAILED =
  'We could not load this booking. Please check Upcoming Bookings in your account or contact us.';

/** The `key` of a tracking link (`/track_order/{id}?key=…`), when the page was opened by one. */
function trackingKeyInUrl(): string | undefined {
  return linkSecret('key');
}

function readReturn() {
  const q = new URLSearchParams(window.location.search);
  return {
    orderId: Number(q.get('order_id')),
    status: q.get('status'),
    paid: {
      razorpay_order_id: q.get('razorpay_order_id') ?? '',
      razorpay_payment_id: q.get('razorpay_payment_id') ?? '',
      razorpay_signature: q.get('razorpay_signature') ?? '',
    },
    key: undefined,
  };
}

/**
 * What the result page shows, and its reload: the order (the server's copy first, when it read
 * one), after confirming a payment the provider sent the customer back with; looked at again while
 * the payment is being confirmed.
 */
export function useResultView(trackedOrderId: number | undefined, served: ServedOrder | undefined) {
  const api = useApi();
  const auth = useAuth();
  const [view, setView] = useState<View>(() =>
    served
      ? {
          kind: 'order',
          order: served.order,
          paymentFailed: false,
          confirming: false,
          trackingKey: served.trackingKey,
        }
      : { kind: 'loading' },
  );
  /** Whether the order on screen is the server's, not yet checked against this browser's session. */
  const fromServer = useRef(served !== undefined);

  const load = useCallback(async () => {
    const back =
      trackedOrderId === undefined
        ? readReturn()
        : {
            orderId: trackedOrderId,
            status: null,
            paid: { razorpay_order_id: '', razorpay_payment_id: '', razorpay_signature: '' },
            key: trackingKeyInUrl(),
          };
    if (!Number.isInteger(back.orderId) || back.orderId <= 0)
      return setView({ kind: 'failed', message: LOAD_FAILED });
    try {
      // The store settles a payment only once the provider shows it captured: until then the
      // page says it is being confirmed and looks again.
      let awaitingProvider = false;
      if (back.status === 'paid') {
        const reported = await confirmPayment(api, { order_id: back.orderId, ...back.paid });
        awaitingProvider = reported.status === 'pending_payment';
        // The confirmation is done: a reload of this page must not send it again.
        window.history.replaceState(
          null,
          '',
          `/checkout/result?order_id=${back.orderId}${awaitingProvider ? '&status=confirming' : ''}`,
        );
      }
      const order = await orderById(api, back.orderId, back.key);
      // Paid: the checkout kept for a return from the payment window has done its work.
      if (trackedOrderId === undefined && isBookingConfirmed(order.status)) {
        clearPaidDraft(order.id);
        clearStoredAnswers(order.experience_id);
      }
      setView({
        kind: 'order',
        order,
        paymentFailed: back.status === 'failed',
        confirming: back.status === 'confirming' || awaitingProvider,
        trackingKey: back.key,
      });
    } catch (error) {
      if (trackedOrderId !== undefined)
        return setView({ kind: 'unavailable', failure: trackingFailure(error) });
      setView({
        kind: 'failed',
        message: failureText(error, LOAD_FAILED),
      });
    }
  }, [api, trackedOrderId]);

  useEffect(() => {
    if (!auth.ready) return;
    // The tracking link of an order's texts opens it where its customer is not signed in.
    if (!auth.token && !(trackedOrderId !== undefined && trackingKeyInUrl()))
      return setView({ kind: 'signed_out' });
    // The server read it with this link's key or this session: asking again would only repeat it.
    const servedForThisBrowser = fromServer.current && (trackingKeyInUrl() || sessionCookieIsCurrent());
    fromServer.current = false;
    if (!servedForThisBrowser) void load();
  }, [auth.ready, auth.token, load, trackedOrderId]);

  // A payment being confirmed is looked at again until the order is no longer waiting for it.
  const stillConfirming = view.kind === 'order' && view.confirming && view.order.status === 'pending_payment';
  useEffect(() => {
    if (!stillConfirming) return;
    const timer = window.setInterval(() => void load(), CONFIRMING_RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [stillConfirming, load]);

  return { view, load };
}
