'use client';

import { endpoints, type ReplyOf } from '@store/api-client';
import { useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { Dialog } from '@/ui/Dialog';
import { ChangeConfirm, type ChangeDialogProps, changeProblem } from './ChangeConfirm';
import styles from './Tracking.module.css';
import { withKey } from './tracking-api';

type Slots = ReplyOf<typeof endpoints.slots>;

/** Moving the booking to another date or time at its own price. */
export function RescheduleDialog({ order, trackingKey, onClose, onDone }: ChangeDialogProps) {
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
      .catch((failure: unknown) => live && setError(changeProblem(failure)));
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
      setError(changeProblem(failure));
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
        <ChangeConfirm
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
