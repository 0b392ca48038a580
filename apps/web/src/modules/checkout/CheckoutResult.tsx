'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { openLogin } from '@/modules/auth/auth-store';
import styles from './Checkout.module.css';
import type { OrderSummary, ServedOrder } from './checkout-api';
import { HomeLink, OrderOutcome } from './OrderOutcome';
import { useResultView } from './useResultView';

/**
 * The success and failure pages of checkout, and the customer's confirmation of an offline booking.
 * With `trackedOrderId` it is the top of the order tracking screen (`/track_order/{id}`), which
 * renders the rest below it; there a booking that cannot be loaded says why (docs/product.md,
 * "Order tracking") with the way on: try again, sign in, or back to the store.
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
  const { view, load } = useResultView(trackedOrderId, served);

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
      {view.kind === 'unavailable' && (
        <div data-testid="tracking-unavailable" data-reason={view.failure.reason}>
          <h1 className={styles.heading}>{view.failure.title}</h1>
          <p role="alert">{view.failure.text}</p>
          {view.failure.reason === 'network' && (
            <button type="button" className={styles.pay} onClick={() => void load()}>
              Try again
            </button>
          )}
          {view.failure.reason === 'link_expired' && (
            <button type="button" className={styles.pay} onClick={openLogin}>
              Sign in
            </button>
          )}
          <Link href="/" className={styles.homeLink}>
            Back to the store
          </Link>
        </div>
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
