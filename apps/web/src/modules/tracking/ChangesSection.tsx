'use client';

import { ApiError, endpoints, type ReplyOf } from '@store/api-client';
import { formatInr } from '@store/domain';
import { useEffect, useRef, useState } from 'react';
import { openLogin } from '@/modules/auth/auth-store';
import { useAuth } from '@/modules/auth/useAuth';
import type { OrderSummary } from '@/modules/checkout/checkout-api';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { Dialog } from '@/ui/Dialog';
import styles from './Tracking.module.css';
import { cancellationTerms, type CancellationTerms as Terms, withKey } from './tracking-api';

type Slots = ReplyOf<typeof endpoints.slots>;
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
const problem = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : 'That did not work. Please try again.';

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

type DialogProps = {
  order: OrderSummary;
  trackingKey: string | undefined;
  onClose: () => void;
  onDone: () => void;
};

function CancelDialog({ order, terms, trackingKey, onClose, onDone }: DialogProps & { terms: Terms }) {
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
      setError(problem(failure));
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
        <Confirm
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

function RescheduleDialog({ order, trackingKey, onClose, onDone }: DialogProps) {
  const api = useApi();
  const toast = useToast();
  const [slots, setSlots] = useState<Slots | null>(null);
  const [date, setDate] = useState('');
  const [slotId, setSlotId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    api
      .call(endpoints.slots, {
        params: { id: order.experience_id },
        headers: { CITY: String(order.city_id) },
        hideAlert: true,
      })
      .then((loaded) => live && setSlots(loaded))
      .catch((failure: unknown) => live && setError(problem(failure)));
    return () => {
      live = false;
    };
  }, [api, order.experience_id, order.city_id]);

  // A booking moves only to a date priced as its own (the server refuses another: no money changes
  // hands), so only those dates are offered.
  const booked = slots?.dates.find((d) => d.date === order.date);
  const open =
    slots?.dates.filter(
      (d) =>
        d.available_slots > 0 &&
        (!booked ||
          (d.task_dynamic_percentage === booked.task_dynamic_percentage &&
            d.customization_dynamic_percentage === booked.customization_dynamic_percentage)),
    ) ?? [];
  const day = open.find((d) => d.date === date);

  async function move() {
    if (!date || slotId === null) return setError('Please choose a date and a time.');
    setBusy(true);
    setError('');
    try {
      await api.call(endpoints.rescheduleOrder, {
        params: { id: order.id },
        body: { date, slot_id: slotId },
        ...withKey(trackingKey),
        hideAlert: true,
      });
      toast('Your booking has a new date and time.', 'success');
      onDone();
    } catch (failure) {
      setError(problem(failure));
      setBusy(false);
    }
  }

  return (
    <Dialog title="Change date or time" testId="reschedule-dialog" onClose={onClose}>
      <div className={styles.answersForm}>
        {!slots && !error && <p aria-busy="true">Finding open dates…</p>}
        {slots && <p className={styles.muted}>Dates at the same price as your booking:</p>}
        {slots && (
          <label className={styles.field}>
            <span>Date</span>
            <select
              value={date}
              onChange={(e) => {
                setDate(e.target.value);
                setSlotId(null);
              }}
              data-testid="reschedule-date"
            >
              <option value="">Choose a date</option>
              {open.map((d) => (
                <option key={d.date} value={d.date}>
                  {new Date(`${d.date}T00:00:00Z`).toLocaleDateString('en-IN', {
                    weekday: 'short',
                    day: 'numeric',
                    month: 'short',
                    timeZone: 'UTC',
                  })}
                </option>
              ))}
            </select>
          </label>
        )}
        {day && (
          <fieldset className={styles.choiceList}>
            <legend>Time</legend>
            {day.slots
              .filter((s) => s.is_available && !(order.date === day.date && s.slot_id === order.slot_id))
              .map((s) => (
                <label key={s.slot_id}>
                  <input
                    type="radio"
                    name="slot"
                    checked={slotId === s.slot_id}
                    onChange={() => setSlotId(s.slot_id)}
                  />
                  {s.display_time}
                </label>
              ))}
          </fieldset>
        )}
        <Confirm
          error={error}
          busy={busy}
          onConfirm={move}
          testId="reschedule-confirm"
          label="Move my booking"
          busyLabel="Moving…"
        />
      </div>
    </Dialog>
  );
}

/** A change dialog's last lines: why it was refused, if it was, and the button that makes it. */
function Confirm(props: {
  error: string;
  busy: boolean;
  onConfirm: () => void;
  testId: string;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {props.error && (
        <p className={styles.alert} role="alert">
          {props.error}
        </p>
      )}
      <button
        type="button"
        className={styles.primary}
        disabled={props.busy}
        onClick={props.onConfirm}
        data-testid={props.testId}
      >
        {props.busy ? props.busyLabel : props.label}
      </button>
    </>
  );
}
