'use client';

import { endpoints } from '@store/api-client';
import type { FormEvent } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import styles from './Legal.module.css';
import { useFormSend } from './useFormSend';

const FAILED = 'We could not send your message. Please call or email us instead.';
const value = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** "Write to us": a message the support team answers by mobile or email (POST /v2/contact-us). */
export function ContactForm() {
  const api = useApi();
  const { state, send, fieldError } = useFormSend(FAILED);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const mobile = value(form, 'mobile');
    const email = value(form, 'email');
    const body = {
      name: value(form, 'name'),
      message: value(form, 'message'),
      ...(mobile && { mobile }),
      ...(email && { email }),
    };
    void send(() => api.callWithMessage(endpoints.contactUs, { body, hideAlert: true }), 'Thank you.');
  }

  if (state.kind === 'sent') {
    return (
      <section className={styles.form} data-testid="contact-form">
        <h2>Write to us</h2>
        <p className={styles.sent} role="status">
          {state.text}
        </p>
      </section>
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      data-testid="contact-form"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Write to us</h2>
      <Field label="Your name" name="name" error={fieldError('name')}>
        <input
          className={styles.input}
          id="contact-name"
          name="name"
          required
          maxLength={100}
          autoComplete="name"
        />
      </Field>
      <div className={styles.pair}>
        <Field label="Mobile" hint="(or email)" name="mobile" error={fieldError('mobile')}>
          <input
            className={styles.input}
            id="contact-mobile"
            name="mobile"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel-national"
          />
        </Field>
        <Field label="Email" hint="(or mobile)" name="email" error={fieldError('email')}>
          <input
            className={styles.input}
            id="contact-email"
            name="email"
            type="email"
            maxLength={200}
            autoComplete="email"
          />
        </Field>
      </div>
      <Field label="Your message" name="message" error={fieldError('message')}>
        <textarea className={styles.input} id="contact-message" name="message" required maxLength={2000} />
      </Field>
      {state.kind === 'failed' && (
        <p className={styles.error} role="alert">
          {state.text}
        </p>
      )}
      <p>
        <button type="submit" className="button-secondary" disabled={state.kind === 'sending'}>
          Send message
        </button>
      </p>
    </form>
  );
}

/** A labelled field with its server error, tied to the control for screen readers. */
export function Field(props: {
  label: string;
  hint?: string;
  name: string;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, inside the label
    <label className={styles.field}>
      <span className={styles.label}>
        {props.label} {props.hint && <span className={styles.hint}>{props.hint}</span>}
      </span>
      {props.children}
      {props.error && <span className={styles.error}>{props.error}</span>}
    </label>
  );
}
