'use client';

import { type FormEvent, useState } from 'react';
import { DialogForm } from '@/ui/Dialog';
import { Field, FormError, Submit } from '@/ui/fields';
import { useFormAction } from '@/ui/useFormAction';
import { rememberedReferral } from '../referral-landing';
import type { RegisterInput } from './auth-calls';
import { emailProblem, problems } from './checks';
import styles from './modal.module.css';
import { useAuthCalls } from './use-calls';
import { useFinishSignIn } from './use-finish-sign-in';
import { useReferrer } from './use-referrer';

const SHOWN = ['first_name', 'last_name', 'email', 'referral_code'];

/** Screen register_otp_user: a confirmed number without an account gets one. */
export function RegisterForm(props: { mobile: string; registerKey: string }) {
  const calls = useAuthCalls();
  const finish = useFinishSignIn();
  const [form, setForm] = useState(() => ({
    first_name: '',
    last_name: '',
    email: '',
    referral_code: rememberedReferral(),
  }));
  const { busy, run, reject, forget, fields, formError } = useFormAction(SHOWN);
  const referrer = useReferrer(calls, form.referral_code);
  const edit = (name: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm((was) => ({ ...was, [name]: event.target.value }));
    forget(name);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const bad = problems({
      first_name: form.first_name.trim() === '' && 'Enter your first name',
      email: emailProblem(form.email),
    });
    if (bad) return reject(bad);
    const input: RegisterInput = {
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      mobile: props.mobile,
      register_key: props.registerKey,
    };
    if (form.email.trim()) input.email = form.email.trim();
    if (form.referral_code.trim()) input.referral_code = form.referral_code.trim();
    void run(async () => finish(await calls.register(input)));
  }

  const referralHint =
    referrer.state === 'found' ? (
      <span className={styles.invited} data-testid="register-referrer">
        Invited by {referrer.firstName}
      </span>
    ) : referrer.state === 'unknown' ? (
      'We could not find this code. Check it, or leave it empty.'
    ) : (
      'The code of the friend who invited you, if you have one.'
    );

  return (
    <DialogForm onSubmit={submit} noValidate data-testid="register-form">
      <div className={styles.pair}>
        <Field
          label="First name"
          autoComplete="given-name"
          value={form.first_name}
          onChange={edit('first_name')}
          error={fields.first_name}
          testId="register-first-name"
          required
        />
        <Field
          label="Last name (optional)"
          autoComplete="family-name"
          value={form.last_name}
          onChange={edit('last_name')}
          error={fields.last_name}
          testId="register-last-name"
        />
      </div>
      <Field
        label="Email (optional)"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.email}
        onChange={edit('email')}
        error={fields.email}
        hint="For booking confirmations and receipts."
        testId="register-email"
      />
      <Field
        label="Referral code (optional)"
        autoCapitalize="characters"
        value={form.referral_code}
        onChange={edit('referral_code')}
        error={fields.referral_code}
        hint={referralHint}
        testId="register-referral"
        maxLength={20}
      />
      <FormError text={formError} />
      <Submit busy={busy} testId="register-submit">
        Create account
      </Submit>
    </DialogForm>
  );
}
