'use client';

import { OTP_RESEND_AFTER_S } from '@store/domain';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/modules/toast/ToastProvider';
import { DialogForm } from '@/ui/Dialog';
import { CodeInput, FormError, LinkButton, MobileField, PasswordField, Submit } from '@/ui/fields';
import { useFormAction } from '@/ui/useFormAction';
import { isMobile, otpProblem, PASSWORD_HINT, passwordProblem, problems } from './checks';
import styles from './modal.module.css';
import { useAuthCalls } from './use-calls';
import { useCooldown } from './use-cooldown';
import { useFinishSignIn } from './use-finish-sign-in';
import { useSendCodeForm } from './use-send-code';

/** Forgot password, first step: a code to the account's mobile. */
export function ForgotRequest(props: { initial: string; onSent(mobile: string): void }) {
  const calls = useAuthCalls();
  const form = useSendCodeForm(calls.sendCode, isMobile(props.initial) ? props.initial : '', props.onSent);
  return (
    <DialogForm onSubmit={form.submit} noValidate data-testid="forgot-form">
      <MobileField {...form.field} testId="forgot-mobile" />
      <FormError text={form.formError} />
      <Submit busy={form.busy} testId="forgot-send">
        Send code
      </Submit>
    </DialogForm>
  );
}

/** Forgot password, second step: the code and a new password, then straight in with it. */
export function ResetPassword(props: { mobile: string }) {
  const calls = useAuthCalls();
  const toast = useToast();
  const finish = useFinishSignIn();
  const cooldown = useCooldown(OTP_RESEND_AFTER_S);
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const { busy, run, reject, forget, fields, formError } = useFormAction(['otp', 'password']);

  function submit(event: FormEvent) {
    event.preventDefault();
    const bad = problems({ otp: otpProblem(otp), password: passwordProblem(password) });
    if (bad) return reject(bad);
    void run(async () => {
      await calls.resetPassword(props.mobile, otp, password);
      finish(await calls.passwordLogin(props.mobile, password));
    });
  }

  function resend() {
    void run(async () => {
      const sent = await calls.resendCode(props.mobile);
      toast(sent.success_message, 'success');
      cooldown.start();
    });
  }

  return (
    <DialogForm onSubmit={submit} noValidate data-testid="reset-form">
      <CodeInput
        value={otp}
        onChange={(code) => {
          setOtp(code);
          forget('otp');
        }}
        error={fields.otp}
        testId="reset-otp"
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={(typed) => {
          setPassword(typed);
          forget('password');
        }}
        error={fields.password}
        hint={PASSWORD_HINT}
        testId="reset-password"
      />
      <FormError text={formError} />
      <Submit busy={busy} testId="reset-submit">
        Save password and log in
      </Submit>
      <div className={styles.row}>
        {cooldown.left > 0 ? (
          <span className={styles.muted}>Resend code in {cooldown.left}s</span>
        ) : (
          <LinkButton testId="reset-resend" onClick={resend} disabled={busy}>
            Resend code
          </LinkButton>
        )}
      </div>
    </DialogForm>
  );
}
