'use client';

import { confirmEvent, OTP_LENGTH, OTP_RESEND_AFTER_S } from '@store/domain';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/modules/toast/ToastProvider';
import { DialogForm } from '@/ui/Dialog';
import { CodeInput, FormError, LinkButton, Submit } from '@/ui/fields';
import { useFormAction } from '@/ui/useFormAction';
import { otpProblem, problems } from './checks';
import styles from './modal.module.css';
import { useAuthCalls } from './use-calls';
import { useCooldown } from './use-cooldown';
import { useFinishSignIn } from './use-finish-sign-in';

/** Screen otp_screen: the texted code signs in, or for a new number leads to registration. */
export function OtpEntry(props: {
  mobile: string;
  onNewNumber(registerKey: string): void;
  onChangeNumber(): void;
}) {
  const calls = useAuthCalls();
  const toast = useToast();
  const finish = useFinishSignIn();
  const cooldown = useCooldown(OTP_RESEND_AFTER_S);
  const [otp, setOtp] = useState('');
  const { busy, run, reject, forget, fields, formError } = useFormAction(['otp']);

  function confirm(code: string) {
    const bad = problems({ otp: otpProblem(code) });
    if (bad) return reject(bad);
    void run(async () => {
      const reply = await calls.confirmLoginCode(props.mobile, code);
      if (confirmEvent(reply) === 'new_number_confirmed' && reply.register_key)
        props.onNewNumber(reply.register_key);
      else finish(reply);
    });
  }

  function resend() {
    void run(async () => {
      // A sign-in code is bound to this browser's attempt, so a resend asks login-otp again.
      const sent = await calls.sendLoginCode(props.mobile);
      toast(sent.success_message, 'success');
      setOtp('');
      cooldown.start();
    });
  }

  return (
    <DialogForm
      noValidate
      data-testid="login-otp-entry"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        confirm(otp);
      }}
    >
      <CodeInput
        value={otp}
        error={fields.otp}
        testId="otp-input"
        onChange={(code) => {
          setOtp(code);
          forget('otp');
          // The sixth digit submits: nothing else to decide.
          if (code.length === OTP_LENGTH && !busy) confirm(code);
        }}
      />
      <FormError text={formError} />
      <Submit busy={busy} testId="otp-submit">
        Verify and continue
      </Submit>
      <div className={styles.row}>
        {cooldown.left > 0 ? (
          <span className={styles.muted} data-testid="otp-resend-wait">
            Resend code in {cooldown.left}s
          </span>
        ) : (
          <LinkButton testId="otp-resend" onClick={resend} disabled={busy}>
            Resend code
          </LinkButton>
        )}
        <LinkButton testId="otp-change-number" onClick={props.onChangeNumber}>
          Change number
        </LinkButton>
      </div>
    </DialogForm>
  );
}
