'use client';

import { ApiError, ENQUIRY_FAILURE, ENQUIRY_SUCCESS, enquiryFailureText } from '@store/api-client';
import type { EnquiryBody } from '@store/contract';
import { type FormEvent, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { sendEnquiry } from './booking-api';
import type { BookingExperience } from './booking-types';
import controls from './controls.module.css';
import styles from './GroupBookingStep.module.css';

type Status = { kind: 'idle' | 'sending' } | { kind: 'sent' | 'failed'; text: string };

const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * The group booking screen: an enquiry an agent calls back on (texts: docs/product.md, "Forms and
 * enquiries").
 */
const GROUP_LEAD =
  'Planning for 10 or more people? Tell us about your group and our agent will call you back with a plan and a price.';

export function GroupBookingStep({
  experience,
  date,
  lead = GROUP_LEAD,
}: {
  experience: BookingExperience;
  date?: string;
  /** What the form is for: a group booking, or the price of an experience sold on request. */
  lead?: string;
}) {
  const api = useApi();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [fields, setFields] = useState<Record<string, string>>({});
  /** What was sent last: "send another" starts from it. */
  const [last, setLast] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setLast(Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])));
    const email = field(form, 'email');
    const preferred = field(form, 'date');
    const body: EnquiryBody = {
      experience_id: experience.id,
      name: field(form, 'name'),
      mobile: field(form, 'mobile'),
      group_size: Number(field(form, 'group_size')),
      message: field(form, 'message'),
      ...(email ? { email } : {}),
      ...(preferred ? { date: preferred } : {}),
    };
    setStatus({ kind: 'sending' });
    setFields({});
    try {
      const reply = await sendEnquiry(api, experience.city, body);
      const text = reply.message || ENQUIRY_SUCCESS;
      setStatus({ kind: 'sent', text });
    } catch (error) {
      const text = error instanceof ApiError ? enquiryFailureText(error) : ENQUIRY_FAILURE;
      if (error instanceof ApiError) setFields(error.fields);
      setStatus({ kind: 'failed', text });
    }
  }

  if (status.kind === 'sent') {
    return (
      <div className={styles.sentPanel} data-testid="enquiry-sent">
        <p className={styles.sentIcon} aria-hidden="true">
          ✓
        </p>
        <p role="status" data-testid="enquiry-status">
          {status.text}
        </p>
        <button
          type="button"
          className={controls.linkButton}
          onClick={() => setStatus({ kind: 'idle' })}
          data-testid="enquiry-again"
        >
          Send another enquiry
        </button>
      </div>
    );
  }

  const error = (name: string) =>
    fields[name] ? (
      <span className={controls.errorText} id={`enquiry-${name}-error`}>
        {fields[name]}
      </span>
    ) : null;
  return (
    <form className={styles.enquiryForm} onSubmit={submit} data-testid="enquiry-form">
      <p className={controls.stepLead}>{lead}</p>
      <label className={styles.formField}>
        <span className={controls.fieldLabel}>Your name</span>
        <input
          className={controls.input}
          name="name"
          defaultValue={last.name}
          required
          maxLength={100}
          autoComplete="name"
          data-testid="enquiry-name"
        />
        {error('name')}
      </label>
      <label className={styles.formField}>
        <span className={controls.fieldLabel}>Mobile number</span>
        <input
          className={controls.input}
          name="mobile"
          defaultValue={last.mobile}
          required
          inputMode="numeric"
          pattern="[6-9][0-9]{9}"
          maxLength={10}
          autoComplete="tel-national"
          placeholder="10-digit mobile"
          data-testid="enquiry-mobile"
        />
        {error('mobile')}
      </label>
      <div className={styles.formPair}>
        <label className={styles.formField}>
          <span className={controls.fieldLabel}>Group size</span>
          <input
            className={controls.input}
            name="group_size"
            type="number"
            required
            min={2}
            max={10000}
            defaultValue={last.group_size ?? 10}
            data-testid="enquiry-size"
          />
          {error('group_size')}
        </label>
        <label className={styles.formField}>
          <span className={controls.fieldLabel}>Preferred date</span>
          <input
            className={controls.input}
            name="date"
            type="date"
            defaultValue={last.date ?? date}
            data-testid="enquiry-date"
          />
          {error('date')}
        </label>
      </div>
      <label className={styles.formField}>
        <span className={controls.fieldLabel}>
          Email <span className={controls.hint}>(optional)</span>
        </span>
        <input
          className={controls.input}
          name="email"
          type="email"
          maxLength={200}
          autoComplete="email"
          defaultValue={last.email}
        />
        {error('email')}
      </label>
      <label className={styles.formField}>
        <span className={controls.fieldLabel}>
          Anything we should know? <span className={controls.hint}>(optional)</span>
        </span>
        <textarea
          className={controls.input}
          name="message"
          rows={3}
          maxLength={2000}
          defaultValue={last.message}
        />
      </label>
      {status.kind === 'failed' && (
        <p className={controls.errorPanel} role="alert" data-testid="enquiry-status">
          {status.text}
        </p>
      )}
      <button
        type="submit"
        className={controls.primaryButton}
        disabled={status.kind === 'sending'}
        data-testid="enquiry-submit"
      >
        {status.kind === 'sending' ? 'Sending…' : 'Send enquiry'}
      </button>
    </form>
  );
}
