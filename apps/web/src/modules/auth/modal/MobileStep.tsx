'use client';

import { type FormEvent, useState } from 'react';
import { useToast } from '@/modules/toast/ToastProvider';
import { mobileProblem, problems } from './checks';
import { FormError, MobileField, Submit } from './fields';
import styles from './modal.module.css';
import { SocialSignIn } from './social/SocialSignIn';
import { useAction } from './use-action';
import { useAuthCalls } from './use-calls';

/** Screen login, code mode: the number a sign-in code goes to. */
export function MobileStep(props: { initial: string; onSent(mobile: string): void; onPassword(): void }) {
  const calls = useAuthCalls();
  const toast = useToast();
  const [mobile, setMobile] = useState(props.initial);
  const { busy, run, reject, forget, fields, formError } = useAction(['mobile']);

  function submit(event: FormEvent) {
    event.preventDefault();
    const bad = problems({ mobile: mobileProblem(mobile) });
    if (bad) return reject(bad);
    void run(async () => {
      const sent = await calls.sendLoginCode(mobile);
      toast(sent.success_message, 'success');
      props.onSent(mobile);
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="login-otp-form">
      <MobileField
        value={mobile}
        onChange={(typed) => {
          setMobile(typed);
          forget('mobile');
        }}
        error={fields.mobile}
        testId="login-mobile"
      />
      <FormError text={formError} />
      <Submit busy={busy} testId="login-send-otp">
        Get code
      </Submit>
      <div className={styles.divider}>or</div>
      <SocialSignIn />
      <button
        type="button"
        className={styles.secondary}
        data-testid="login-use-password"
        onClick={props.onPassword}
      >
        Log in with password
      </button>
      <p className={styles.fine}>New here? The same code creates your account.</p>
    </form>
  );
}
