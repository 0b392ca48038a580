'use client';

import { OTP_RESEND_AFTER_S } from '@store/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useToast } from '@/modules/toast/ToastProvider';
import { Dialog, DialogForm } from '@/ui/Dialog';
import { CodeInput, FormError, LinkButton, MobileField, Submit } from '@/ui/fields';
import { useFormAction } from '@/ui/useFormAction';
import { closeDialog, updateProfile } from '../auth-store';
import { spacedMobile } from '../format';
import { useAuth } from '../useAuth';
import { mobileProblem, otpProblem, problems } from './checks';
import styles from './modal.module.css';
import { useAuthCalls } from './use-calls';
import { useCooldown } from './use-cooldown';

const MOBILE_VERIFIED_MESSAGE = 'Mobile verified successfully.';

/**
 * 'Mobile field is missing' asks for the number first; 'Mobile is not verified' is the forced code
 * entry: the code goes to the account's number at once (docs/product.md, "Checkout").
 */
export function VerifyMobile({ askNumber }: { askNumber: boolean }) {
  const { profile } = useAuth();
  const calls = useAuthCalls();
  const toast = useToast();
  const cooldown = useCooldown(OTP_RESEND_AFTER_S);
  const [mobile, setMobile] = useState(askNumber ? '' : (profile?.mobile ?? ''));
  const [codeSent, setCodeSent] = useState(false);
  const [otp, setOtp] = useState('');
  const { busy, run, reject, forget, fields, formError } = useFormAction(['mobile', 'otp']);
  const autoSent = useRef(false);

  function send(resend: boolean) {
    void run(async () => {
      const sent = await (resend ? calls.resendCode(mobile) : calls.sendCode(mobile));
      if (resend) toast(sent.success_message, 'success');
      setCodeSent(true);
      cooldown.start();
    });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the forced entry texts the code once, on opening.
  useEffect(() => {
    if (askNumber || autoSent.current || !mobile) return;
    autoSent.current = true;
    send(false);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!codeSent) {
      const bad = problems({ mobile: mobileProblem(mobile) });
      return bad ? reject(bad) : send(false);
    }
    const bad = problems({ otp: otpProblem(otp) });
    if (bad) return reject(bad);
    void run(async () => {
      updateProfile(await calls.verifyMobile(mobile, otp));
      closeDialog();
      toast(MOBILE_VERIFIED_MESSAGE, 'success');
    });
  }

  const lead = codeSent
    ? `Enter the 6‑digit code sent to ${spacedMobile(mobile)}.`
    : askNumber
      ? 'Your account has no mobile number yet. Add one to continue.'
      : 'Please verify your mobile number to continue.';

  return (
    <Dialog
      title={codeSent ? 'Verify your mobile' : askNumber ? 'Add your mobile number' : 'Verify your mobile'}
      lead={lead}
      testId="verify-mobile-dialog"
      onClose={closeDialog}
    >
      <DialogForm onSubmit={submit} noValidate data-testid="verify-mobile-form">
        {codeSent ? (
          <CodeInput
            value={otp}
            onChange={(code) => {
              setOtp(code);
              forget('otp');
            }}
            error={fields.otp}
            testId="verify-otp"
          />
        ) : (
          <MobileField
            value={mobile}
            onChange={(typed) => {
              setMobile(typed);
              forget('mobile');
            }}
            error={fields.mobile}
            testId="verify-mobile"
          />
        )}
        <FormError text={formError} />
        <Submit busy={busy} testId="verify-submit">
          {codeSent ? 'Verify' : 'Send code'}
        </Submit>
        {codeSent && (
          <div className={styles.row}>
            {cooldown.left > 0 ? (
              <span className={styles.muted}>Resend code in {cooldown.left}s</span>
            ) : (
              <LinkButton testId="verify-resend" onClick={() => send(true)} disabled={busy}>
                Resend code
              </LinkButton>
            )}
            <LinkButton
              testId="verify-change-number"
              onClick={() => {
                setCodeSent(false);
                setOtp('');
              }}
            >
              Change number
            </LinkButton>
          </div>
        )}
      </DialogForm>
    </Dialog>
  );
}
