'use client';

import { DialogForm } from '@/ui/Dialog';
import { FormError, MobileField, Submit } from '@/ui/fields';
import styles from './modal.module.css';
import { SocialSignIn } from './social/SocialSignIn';
import { useAuthCalls } from './use-calls';
import { useSendCodeForm } from './use-send-code';

/** Screen login, code mode: the number a sign-in code goes to. */
export function MobileStep(props: { initial: string; onSent(mobile: string): void; onPassword(): void }) {
  const calls = useAuthCalls();
  const form = useSendCodeForm(calls.sendLoginCode, props.initial, props.onSent);

  return (
    <DialogForm onSubmit={form.submit} noValidate data-testid="login-otp-form">
      <MobileField {...form.field} testId="login-mobile" />
      <FormError text={form.formError} />
      <Submit busy={form.busy} testId="login-send-otp">
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
    </DialogForm>
  );
}
