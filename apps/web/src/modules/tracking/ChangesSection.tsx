'use client';

import { formatInr } from '@store/domain';
import { useEffect, useRef, useState } from 'react';
import { openLogin } from '@/modules/auth/auth-store';
import { useAuth } from '@/modules/auth/useAuth';
import type { OrderSummary } from '@/modules/checkout/checkout-api';
import { useApi } from '@/modules/runtime/useApi';
import { CancelDialog } from './CancelDialog';
import { RescheduleDialog } from './RescheduleDialog';
import styles from './Tracking.module.css';
import { cancellationTerms, type CancellationTerms as Terms } from './tracking-api';

type Props = {
  order: OrderSummary;
  trackingKey: string | undefined;
  onChanged: () => void;
  /** The terms as the server read them with the page: not asked for again. */
  served?: Terms;
};

const REFUND_STATUS: Record<string, string> = {
  pending: 'being prepared',
  requested: 'sent to your bank',
  processed: 'done',
  failed: 'being tried again',
};

/**
 * Cancelling or moving the booking: what cancelling now gives back and why, as
 * the server's policy says it; the refunds and where they stand; another date or time while the
 * booking may still move.
 */
export function ChangesSection({ order, trackingKey, onChanged, served }: Props) {
  const api = useApi();
  const [terms, setTerms] = useState<Terms | null>(served ?? null);
  const [dialog, setDialog] = useState<'cancel' | 'move' | null>(null);
  const servedAtStart = useRef(served !== undefined);
  // A tracking link's key only shows the booking: a change asks its customer to sign in first.
  const signedIn = Boolean(useAuth().token);
  const keyOnly = trackingKey !== undefined && !signedIn;
  const openDialog = (which: 'cancel' | 'move') => (keyOnly ? openLogin() : setDialog(which));

  useEffect(() => {
    let live = true;
    if (servedAtStart.current) {
      servedAtStart.current = false;
      return;
    }
    cancellationTerms(api, order.id, trackingKey)
      .then((loaded) => live && setTerms(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, order.id, trackingKey]);

  if (!terms || (!terms.cancellable && !terms.reschedulable && terms.refunds.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="changes-title" data-testid="tracking-changes">
      <h2 id="changes-title" className={styles.sectionTitle}>
        {terms.refunds.length > 0 && !terms.cancellable ? 'Refund' : 'Change or cancel'}
      </h2>
      {terms.refunds.length > 0 && (
        <ul className={styles.bought} data-testid="refunds">
          {terms.refunds.map((refund) => (
            <li key={`${refund.created_at}-${refund.amount}`}>
              <span>
                {formatInr(refund.amount)}{' '}
                {refund.to === 'wallet' ? 'to your store wallet' : 'to your payment'}:{' '}
                {REFUND_STATUS[refund.status] ?? refund.status}
              </span>
            </li>
          ))}
        </ul>
      )}
      {(terms.cancellable || terms.reschedulable) && (
        <p className={styles.muted} data-testid="cancellation-terms">
          {terms.reason}
        </p>
      )}
      {keyOnly && (terms.cancellable || terms.reschedulable) && (
        <p className={styles.muted} data-testid="changes-sign-in">
          To change or cancel this booking, please sign in as its customer.
        </p>
      )}
      <div className={styles.buttons}>
        {terms.reschedulable && (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => openDialog('move')}
            data-testid="reschedule-open"
          >
            Change date or time
          </button>
        )}
        {terms.cancellable && (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => openDialog('cancel')}
            data-testid="cancel-open"
          >
            Cancel booking
          </button>
        )}
      </div>
      {dialog === 'cancel' && (
        <CancelDialog
          order={order}
          terms={terms}
          trackingKey={trackingKey}
          onClose={() => setDialog(null)}
          onDone={onChanged}
        />
      )}
      {dialog === 'move' && (
        <RescheduleDialog
          order={order}
          trackingKey={trackingKey}
          onClose={() => setDialog(null)}
          onDone={onChanged}
        />
      )}
    </section>
  );
}
