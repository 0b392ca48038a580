'use client';

import { type FormEvent, useState } from 'react';
import { DialogForm } from '@/ui/Dialog';
import { Field, FormError, LinkButton, PasswordField, Submit } from '@/ui/fields';
import { useFormAction } from '@/ui/useFormAction';
import { emailProblem, isMobile, MOBILE_ERROR, problems } from './checks';
import styles from './modal.module.css';
import { useAuthCalls } from './use-calls';
import { useFinishSignIn } from './use-finish-sign-in';

/** "+91 98765 43210" and "098765 43210" are the same number; an email stays as typed. */
export function normaliseIdentifier(text: string): string {
  const trimmed = text.trim();
  if (trimmed.includes('@')) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** Screen login, password mode: mobile or email with a password. */
export function PasswordLogin(props: {
  initial: string;
  onForgot(identifier: string): void;
  onCode(): void;
}) {
  const calls = useAuthCalls();
  const finish = useFinishSignIn();
  const [identifier, setIdentifier] = useState(props.initial);
  const [password, setPassword] = useState('');
  const { busy, run, reject, forget, fields, formError } = useFormAction([
    'identifier',
    'mobile',
    'email',
    'password',
  ]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const who = normaliseIdentifier(identifier);
    const bad = problems({
      identifier: who.includes('@') ? emailProblem(who) : !isMobile(who) && MOBILE_ERROR,
      password: password === '' && 'Enter your password',
    });
    if (bad) return reject(bad);
    void run(async () => finish(await calls.passwordLogin(who, password)));
  }

  return (
    <DialogForm onSubmit={submit} noValidate data-testid="login-password-form">
      <Field
        label="Mobile number or email"
        autoComplete="username"
        value={identifier}
        onChange={(e) => {
          setIdentifier(e.target.value);
          for (const name of ['identifier', 'mobile', 'email']) forget(name);
        }}
        error={fields.identifier ?? fields.mobile ?? fields.email}
        testId="login-identifier"
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(typed) => {
          setPassword(typed);
          forget('password');
        }}
        error={fields.password}
        testId="login-password"
      />
      <div className={styles.rowEnd}>
        <LinkButton testId="login-forgot" onClick={() => props.onForgot(normaliseIdentifier(identifier))}>
          Forgot password?
        </LinkButton>
      </div>
      <FormError text={formError} />
      <Submit busy={busy} testId="login-password-submit">
        Log in
      </Submit>
      <div className={styles.divider}>or</div>
      <button type="button" className={styles.secondary} data-testid="login-use-code" onClick={props.onCode}>
        Get a one-time code instead
      </button>
    </DialogForm>
  );
}
