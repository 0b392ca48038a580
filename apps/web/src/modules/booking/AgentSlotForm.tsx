'use client';

import { endpoints } from '@store/api-client';
import { SLOT_CREATED } from '@store/domain';
import { type FormEvent, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { Field, FormError, Submit } from '@/ui/fields';
import { useFormAction } from '@/ui/useFormAction';
import styles from './AgentSlotForm.module.css';

const SHOWN = ['date', 'start_time', 'end_time', 'capacity'];

/**
 * An agent opens a slot for this experience in the page's city (POST /v5/experience/create-task-slot),
 * say for a customer on the phone who wants a time the calendar does not offer; the calendar is then
 * read again, with the new slot in it. Loaded only for a signed-in agent.
 */
export default function AgentSlotForm(props: {
  experienceId: number;
  cityId: number;
  city: string;
  date: string | null;
  onOpened(): void;
}) {
  const api = useApi();
  const toast = useToast();
  const [date, setDate] = useState(props.date ?? '');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [capacity, setCapacity] = useState('1');
  const { busy, run, reject, forget, fields, formError } = useFormAction(SHOWN);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!date) return reject({ date: 'Please choose the date' });
    if (!start || !end) return reject({ [start ? 'end_time' : 'start_time']: 'Please choose the time' });
    void run(async () => {
      const reply = await api.callWithMessage(endpoints.createTaskSlot, {
        body: {
          experience_id: props.experienceId,
          city_id: props.cityId,
          date,
          start_time: start,
          end_time: end,
          capacity: Number(capacity),
        },
        headers: { CITY: props.city },
        hideAlert: true,
      });
      toast(reply.message || SLOT_CREATED, 'success');
      props.onOpened();
    });
  }

  return (
    <details className={styles.agent} data-testid="agent-slot">
      <summary>Open a slot for a customer (agents)</summary>
      <form onSubmit={submit} noValidate className={styles.form}>
        <Field
          label="Date"
          type="date"
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            forget('date');
          }}
          error={fields.date}
          testId="agent-slot-date"
        />
        <div className={styles.pair}>
          <Field
            label="Starts"
            type="time"
            value={start}
            onChange={(e) => {
              setStart(e.target.value);
              forget('start_time');
            }}
            error={fields.start_time}
            testId="agent-slot-start"
          />
          <Field
            label="Ends"
            type="time"
            value={end}
            onChange={(e) => {
              setEnd(e.target.value);
              forget('end_time');
            }}
            error={fields.end_time}
            testId="agent-slot-end"
          />
        </div>
        <Field
          label="Places"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          value={capacity}
          onChange={(e) => {
            setCapacity(e.target.value);
            forget('capacity');
          }}
          error={fields.capacity}
          testId="agent-slot-capacity"
        />
        <FormError text={formError} />
        <Submit busy={busy} testId="agent-slot-open">
          Open the slot
        </Submit>
      </form>
    </details>
  );
}
