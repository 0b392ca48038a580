'use client';

import { failureText } from '@store/api-client';
import { formatInr, isBookingConfirmed, type PaymentStanding, paymentStanding } from '@store/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { linkSecret } from '@/lib/link-secrets';
import { openLogin, sessionCookieIsCurrent } from '@/modules/auth/auth-store';
import { PushOptIn } from '@/modules/auth/PushOptIn';
import { useAuth } from '@/modules/auth/useAuth';
import { ymdLabel } from '@/modules/booking/format';
import { useRuntimeConfig } from '@/modules/runtime/RuntimeConfig';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import styles from './Checkout.module.css';
import {
  confirmOfflineBooking,
  confirmPayment,
  type OrderSummary,
  orderById,
  type ServedOrder,
} from './checkout-api';
import { startOnlinePayment } from './payment-flow';

type View =
  | { kind: 'loading' }
  | { kind: 'signed_out' }
  | { kind: 'failed'; message: string }
  | {
      kind: 'order';
      order: OrderSummary;
      paymentFailed: boolean;
      /** Back from a payment the provider could not yet be asked about (Paytm's `status=confirming`). */
      confirming: boolean;
      trackingKey: string | undefined;
    };

const PAID_LABEL: Record<PaymentStanding, string> = {
  pay_on_delivery: 'To pay on delivery',
  paid: 'Paid',
  to_pay: 'To pay',
  nothing_due: 'Nothing to pay',
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
 * The success and failure pages of checkout, and the customer's confirmation of an offline booking.
 * With `trackedOrderId` it is the top of the order tracking screen (`/track_order/{id}`), which
 * renders the rest below it; there a booking that cannot be loaded sends the customer home
 * (docs/product.md, "Pages and paths").
 */
export function CheckoutResult({
  trackedOrderId,
  served,
  renderTracking,
}: {
  trackedOrderId?: number;
  /** The tracked order, already read by the server: shown at once, not asked for again. */
  served?: ServedOrder;
  renderTracking?: (order: OrderSummary, trackingKey: string | undefined, reload: () => void) => ReactNode;
} = {}) {
  const api = useApi();
  const auth = useAuth();
  const router = useRouter();
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
      setView({
        kind: 'order',
        order,
        paymentFailed: back.status === 'failed',
        confirming: back.status === 'confirming' || awaitingProvider,
        trackingKey: back.key,
      });
    } catch (error) {
      if (trackedOrderId !== undefined) return router.push('/');
      setView({
        kind: 'failed',
        message: failureText(error, LOAD_FAILED),
      });
    }
  }, [api, trackedOrderId, router]);

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

  return (
    <section className={styles.result} data-testid="checkout-result" data-state={view.kind}>
      {view.kind === 'loading' && <p aria-busy="true">Checking your booking…</p>}
      {view.kind === 'signed_out' && (
        <>
          <h1 className={styles.heading}>Sign in to see your booking</h1>
          <button type="button" className={styles.pay} onClick={openLogin}>
            Sign in
          </button>
        </>
      )}
      {view.kind === 'failed' && (
        <>
          <h1 className={styles.heading}>Something went wrong</h1>
          <p role="alert">{view.message}</p>
          <Link href="/" className={styles.homeLink}>
            Back to the store
          </Link>
        </>
      )}
      {view.kind === 'order' && (
        <OrderOutcome
          order={view.order}
          paymentFailed={view.paymentFailed}
          confirming={view.confirming}
          onChange={load}
          tracking={trackedOrderId !== undefined}
        />
      )}
      {view.kind === 'order' && renderTracking && (
        <>
          {renderTracking(view.order, view.trackingKey, load)}
          <HomeLink />
        </>
      )}
    </section>
  );
}

/** The last line of the money: paid, still to pay (and how), or nothing (called off unpaid). */
const standingOf = (order: OrderSummary): PaymentStanding =>
  paymentStanding({ ...order, paymentMethod: order.payment_method });

function OrderOutcome({
  order,
  paymentFailed,
  confirming,
  onChange,
  tracking,
}: {
  order: OrderSummary;
  paymentFailed: boolean;
  confirming: boolean;
  onChange: () => void;
  /** On the tracking page itself: no link to it. */
  tracking: boolean;
}) {
  const api = useApi();
  const { apiUrl } = useRuntimeConfig();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const when = order.date ? `${ymdLabel(order.date, true)}${order.time ? `, ${order.time}` : ''}` : null;

  async function act(action: () => Promise<void>) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(failureText(failure, 'Please try again.'));
      setBusy(false);
    }
  }
  // Confirming leads to payment: online opens the payment window; cash places it where allowed.
  const confirmOffline = (how: 'online' | 'cod') =>
    act(async () => {
      const confirmed = await confirmOfflineBooking(api, order.id, how);
      toast('Booking confirmed!', 'success');
      if (confirmed.status === 'pending_payment') return startOnlinePayment(api, apiUrl, order.id);
      setBusy(false);
      onChange();
    });
  const payAgain = () => act(() => startOnlinePayment(api, apiUrl, order.id));

  const confirmed = isBookingConfirmed(order.status);
  // Add-ons bought after booking are an order of their own: the page names the booking they join.
  const bookingId = order.kind === 'booking' ? null : order.parent_order_id;
  // Paying again now could take the money twice: the customer waits for the answer instead.
  const awaitingConfirmation = confirming && order.status === 'pending_payment';
  return (
    <>
      <p className={styles.resultIcon} aria-hidden="true">
        {confirmed ? '✓' : '!'}
      </p>
      <h1 className={styles.heading} data-testid="result-title">
        {confirmed
          ? bookingId !== null
            ? `Add-ons added to booking #${bookingId}`
            : 'Your booking is confirmed'
          : order.status === 'offline_pending'
            ? 'Please confirm your booking'
            : order.status === 'pending_payment'
              ? awaitingConfirmation
                ? 'We are confirming your payment'
                : paymentFailed
                  ? 'Your payment did not go through'
                  : 'Waiting for your payment'
              : 'This booking is no longer active'}
      </h1>
      <dl className={styles.info} data-testid="result-order">
        {bookingId !== null ? (
          <>
            <div>
              <dt>Added to booking</dt>
              <dd>#{bookingId}</dd>
            </div>
            <div data-testid="result-add-ons">
              <dt>Add-ons</dt>
              <dd>
                {order.customizations
                  .map((c) => (c.quantity > 1 ? `${c.name} × ${c.quantity}` : c.name))
                  .join(', ')}
              </dd>
            </div>
          </>
        ) : (
          <div>
            <dt>Booking</dt>
            <dd>#{order.id}</dd>
          </div>
        )}
        <div>
          <dt>Experience</dt>
          <dd>{order.experience_name}</dd>
        </div>
        {when && (
          <div>
            <dt>Date and time</dt>
            <dd>{when}</dd>
          </div>
        )}
        {order.delivery_address && (
          <div data-testid="result-address">
            <dt>Where</dt>
            <dd>
              {[
                order.delivery_address.line1,
                order.delivery_address.line2,
                order.delivery_address.landmark,
                order.delivery_address.pincode,
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
        )}
        <div>
          <dt>Price</dt>
          <dd data-testid="result-price">{formatInr(order.amount)}</dd>
        </div>
        {order.amount_discounted > 0 && (
          <div data-testid="result-coupon">
            <dt>Coupon{order.coupon_code ? ` ${order.coupon_code}` : ''}</dt>
            <dd>−{formatInr(order.amount_discounted)}</dd>
          </div>
        )}
        {order.cash_used > 0 && (
          <div data-testid="result-wallet">
            <dt>Wallet money</dt>
            <dd>−{formatInr(order.cash_used)}</dd>
          </div>
        )}
        <div>
          <dt>{PAID_LABEL[standingOf(order)]}</dt>
          <dd data-testid="result-payable">
            <strong>{formatInr(standingOf(order) === 'nothing_due' ? 0 : order.payable)}</strong>
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {order.payment_method === 'cod'
              ? 'Cash on delivery'
              : order.payment_method === 'offline'
                ? 'Offline booking'
                : 'Online'}
          </dd>
        </div>
      </dl>
      {order.status === 'offline_pending' && (
        <>
          {order.payment_note && (
            <p className={styles.resultNote} data-testid="offline-note">
              {order.payment_note}
            </p>
          )}
          <button
            type="button"
            className={styles.pay}
            disabled={busy}
            onClick={() => confirmOffline('online')}
            data-testid="confirm-offline"
          >
            Confirm and pay {formatInr(order.payable)} online
          </button>
          {order.cod_available && (
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => confirmOffline('cod')}
              data-testid="confirm-offline-cod"
            >
              Confirm and pay in cash on delivery
            </button>
          )}
        </>
      )}
      {awaitingConfirmation && (
        <>
          <p className={styles.resultNote} data-testid="confirming-note" aria-live="polite">
            The payment provider has not told us yet whether your payment went through. We are checking with
            it, and this page updates by itself once it answers. Please do not pay again.
          </p>
          <button type="button" className={styles.secondary} onClick={onChange} data-testid="check-again">
            Check again
          </button>
        </>
      )}
      {order.status === 'pending_payment' && !awaitingConfirmation && order.payment_note && (
        <p className={styles.resultNote} data-testid="hold-note">
          {order.payment_note}
        </p>
      )}
      {order.status === 'pending_payment' && !awaitingConfirmation && (
        <button
          type="button"
          className={styles.pay}
          disabled={busy}
          onClick={payAgain}
          data-testid="pay-again"
        >
          {paymentFailed ? 'Try paying again' : 'Pay now'}
        </button>
      )}
      {error && (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      {/* On the tracking page the offer ends the booking's column (OrderTracking). */}
      {confirmed && !tracking && <PushOptIn />}
      {!tracking && (
        <Link
          href={`/track_order/${bookingId ?? order.id}`}
          className={styles.trackLink}
          data-testid="track-booking"
        >
          Track this booking
        </Link>
      )}
      {!tracking && <HomeLink />}
    </>
  );
}

const HomeLink = () => (
  <Link href="/" className={styles.homeLink}>
    Back to the store
  </Link>
);
