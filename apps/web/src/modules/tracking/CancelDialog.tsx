'use client';

import { endpoints } from '@store/api-client';
import { formatInr } from '@store/domain';
import { useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { Dialog } from '@/ui/Dialog';
import { ChangeConfirm, type ChangeDialogProps, changeProblem } from './ChangeConfirm';
import styles from './Tracking.module.css';
import { type CancellationTerms as Terms, withKey } from './tracking-api';

/** Cancelling the booking: what comes back, and where the money goes when some was paid online. */
export function CancelDialog({
  order,
  terms,
  trackingKey,
  onClose,
  onDone,
}: ChangeDialogProps & { terms: Terms }) {
  const api = useApi();
  const toast = useToast();
  const [refundTo, setRefundTo] = useState<'source' | 'wallet'>('source');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function cancel() {
    setBusy(true);
    setError('');
    try {
      await api.call(endpoints.cancelOrder, {
        params: { id: order.id },
        body: { refund_to: refundTo },
        ...withKey(trackingKey),
        hideAlert: true,
      });
      toast('Your booking is cancelled.', 'success');
      onDone();
    } catch (failure) {
      setError(changeProblem(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog title={`Cancel booking #${order.id}?`} testId="cancel-dialog" onClose={onClose}>
      <div className={styles.answersForm}>
        <p>
          {terms.refund_amount > 0
            ? `You get back ${formatInr(terms.refund_amount)}.`
            : 'Nothing was paid online for it, so there is nothing to refund.'}
        </p>
        {terms.refund_online > 0 && (
          <fieldset className={styles.choiceList}>
            <legend>Where should the money go?</legend>
            <label>
              <input
                type="radio"
                name="refund_to"
                checked={refundTo === 'source'}
                onChange={() => setRefundTo('source')}
              />
              Back to my payment ({formatInr(terms.refund_online)}, 5-7 working days)
            </label>
            <label>
              <input
                type="radio"
                name="refund_to"
                checked={refundTo === 'wallet'}
                onChange={() => setRefundTo('wallet')}
              />
              To my store wallet, at once
            </label>
          </fieldset>
        )}
        <ChangeConfirm
          error={error}
          busy={busy}
          onConfirm={cancel}
          testId="cancel-confirm"
          label="Yes, cancel the booking"
          busyLabel="Cancelling…"
        />
      </div>
    </Dialog>
  );
}
