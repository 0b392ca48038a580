'use client';

import { endpoints, REQUIREMENT_FORM_FAILURE, REQUIREMENT_FORM_SUCCESS } from '@store/api-client';
import type { FormEvent } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { FormShell, FormShellField } from '@/ui/FormShell';
import { useFormSend } from '@/ui/useFormSend';
import styles from './Legal.module.css';

/** The requirement form's questions, sent as asked (question_response) for the account manager. */
const QUESTIONS = [
  { name: 'occasion', question: 'What is the occasion?' },
  { name: 'date', question: 'When is it?' },
  { name: 'guests', question: 'How many guests?' },
  { name: 'city', question: 'Which city?' },
  { name: 'budget', question: 'What is your budget?' },
  { name: 'details', question: 'Anything else we should know?' },
] as const;

const value = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** "Planning something bigger?": an event or a corporate order, called back by an account manager. */
export function RequirementForm() {
  const api = useApi();
  const { state, send, fieldError } = useFormSend(REQUIREMENT_FORM_FAILURE);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = value(form, 'email');
    const body = {
      name: value(form, 'name'),
      mobile: value(form, 'mobile'),
      ...(email && { email }),
      question_response: QUESTIONS.map((q) => ({ question: q.question, answer: value(form, q.name) })).filter(
        (a) => a.answer !== '',
      ),
    };
    void send(
      () => api.callWithMessage(endpoints.saveRequirement, { body, hideAlert: true }),
      REQUIREMENT_FORM_SUCCESS,
    );
  }

  return (
    <FormShell
      id="requirement-form"
      title="Planning something bigger?"
      state={state}
      submitLabel="Send requirement"
      onSubmit={submit}
    >
      <p>
        A wedding, an office party, a hundred gifts: tell us, and an account manager calls you back with a
        plan.
      </p>
      <div className={styles.pair}>
        <FormShellField label="Your name" error={fieldError('name')}>
          <input className={styles.input} name="name" required maxLength={100} autoComplete="name" />
        </FormShellField>
        <FormShellField label="Mobile" error={fieldError('mobile')}>
          <input
            className={styles.input}
            name="mobile"
            required
            inputMode="numeric"
            pattern="[6-9][0-9]{9}"
            maxLength={10}
            autoComplete="tel-national"
          />
        </FormShellField>
      </div>
      <FormShellField label="Email" hint="(optional)" error={fieldError('email')}>
        <input className={styles.input} name="email" type="email" maxLength={200} autoComplete="email" />
      </FormShellField>
      <div className={styles.pair}>
        <FormShellField label={QUESTIONS[0].question}>
          <input className={styles.input} name="occasion" required maxLength={200} />
        </FormShellField>
        <FormShellField label={QUESTIONS[1].question}>
          <input className={styles.input} name="date" type="date" />
        </FormShellField>
        <FormShellField label={QUESTIONS[2].question}>
          <input className={styles.input} name="guests" type="number" min={1} max={100000} />
        </FormShellField>
        <FormShellField label={QUESTIONS[3].question}>
          <input className={styles.input} name="city" maxLength={100} autoComplete="address-level2" />
        </FormShellField>
      </div>
      <FormShellField label={QUESTIONS[4].question}>
        <select className={styles.input} name="budget" defaultValue="">
          <option value="">Not sure yet</option>
          <option>Under ₹25,000</option>
          <option>₹25,000 to ₹1,00,000</option>
          <option>Over ₹1,00,000</option>
        </select>
      </FormShellField>
      <FormShellField label={QUESTIONS[5].question} hint="(optional)" error={fieldError('question_response')}>
        <textarea className={styles.input} name="details" maxLength={2000} />
      </FormShellField>
    </FormShell>
  );
}
