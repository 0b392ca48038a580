'use client';

import { failureText } from '@store/api-client';
import { BOOKING_CONFIRMED, confirmedHeadline, formatInr, isBookingConfirmed } from '@store/domain';
import Link from 'next/link';
import { useState } from 'react';
import { PushOptIn } from '@/modules/auth/PushOptIn';
import { useRuntimeConfig } from '@/modules/runtime/RuntimeConfig';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import styles from './Checkout.module.css';
import { confirmOfflineBooking, type OrderSummary } from './checkout-api';
import { OrderFacts } from './OrderFacts';
import { startOnlinePayment } from './pay';

/**
 * Where the order stands, in its title and its facts, and what the customer can do about it: confirm
 * an offline booking, pay (again), or wait for a payment being confirmed; then the ways on.
 */
export function OrderOutcome({
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
      toast(BOOKING_CONFIRMED, 'success');
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
            : confirmedHeadline(order.status)
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
      <OrderFacts order={order} bookingId={bookingId} />
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

export const HomeLink = () => (
  <Link href="/" className={styles.homeLink}>
    Back to the store
  </Link>
);
