'use client';

import { endpoints } from '@store/api-client';
import type { FormEvent } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { FormShell, FormShellField } from '@/ui/FormShell';
import { useFormSend } from '@/ui/useFormSend';
import styles from './Legal.module.css';

const FAILED = 'We could not send your message. Please call or email us instead.';
const value = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * "Write to us": a message the support team answers by mobile or email (POST /v2/contact-us), on the
 * contact page and in the contact modal (a booking's tracking page starts the message with its number).
 */
export function ContactForm({ initialMessage = '' }: { initialMessage?: string } = {}) {
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

  return (
    <FormShell
      id="contact-form"
      title="Write to us"
      state={state}
      submitLabel="Send message"
      onSubmit={submit}
    >
      <FormShellField label="Your name" error={fieldError('name')}>
        <input className={styles.input} name="name" required maxLength={100} autoComplete="name" />
      </FormShellField>
      <div className={styles.pair}>
        <FormShellField label="Mobile" hint="(or email)" error={fieldError('mobile')}>
          <input
            className={styles.input}
            name="mobile"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel-national"
          />
        </FormShellField>
        <FormShellField label="Email" hint="(or mobile)" error={fieldError('email')}>
          <input className={styles.input} name="email" type="email" maxLength={200} autoComplete="email" />
        </FormShellField>
      </div>
      <FormShellField label="Your message" error={fieldError('message')}>
        <textarea
          className={styles.input}
          name="message"
          required
          maxLength={2000}
          defaultValue={initialMessage}
        />
      </FormShellField>
    </FormShell>
  );
}
