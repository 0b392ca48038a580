'use client';

import { SET_PASSWORD_REDIRECT_DELAY_MS } from '@store/domain';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/modules/toast/ToastProvider';
import { Dialog, DialogForm } from '@/ui/Dialog';
import { FormError, PasswordField, Submit } from '@/ui/fields';
import { useFormAction } from '@/ui/useFormAction';
import { closeDialog } from '../auth-store';
import { PASSWORD_HINT, passwordProblem, problems } from './checks';
import { useAuthCalls } from './use-calls';

export const PASSWORD_SET_MESSAGE = 'Password set successfully.';

/**
 * A password for an account made with a code; then home after 2 s (docs/product.md, "Sign-in and
 * the signed-in state"). An account that has one already must give it first (the API says so under
 * current_password).
 */
export function SetPassword() {
  const calls = useAuthCalls();
  const toast = useToast();
  const router = useRouter();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy, run, reject, forget, fields, formError } = useFormAction(['current_password', 'password']);

  function submit(event: FormEvent) {
    event.preventDefault();
    const bad = problems({
      password: passwordProblem(password),
      repeat: repeat !== password && 'The two passwords are not the same',
    });
    if (bad) return reject(bad);
    void run(async () => {
      const reply = await calls.setPassword(password, current);
      closeDialog();
      toast(reply.message || PASSWORD_SET_MESSAGE, 'success');
      setTimeout(() => router.push('/'), SET_PASSWORD_REDIRECT_DELAY_MS);
    });
  }

  return (
    <Dialog
      title="Set a password"
      lead="Log in with your mobile or email and this password next time, no code needed."
      testId="set-password-dialog"
      onClose={closeDialog}
    >
      <DialogForm onSubmit={submit} noValidate data-testid="set-password-form">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={(typed) => {
            setCurrent(typed);
            forget('current_password');
          }}
          error={fields.current_password}
          hint="Leave it empty if you have never set one."
          testId="set-password-current"
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
          testId="set-password-input"
        />
        <PasswordField
          label="Repeat the password"
          autoComplete="new-password"
          value={repeat}
          onChange={(typed) => {
            setRepeat(typed);
            forget('repeat');
          }}
          error={fields.repeat}
          testId="set-password-repeat"
        />
        <FormError text={formError} />
        <Submit busy={busy} testId="set-password-submit">
          Save password
        </Submit>
      </DialogForm>
    </Dialog>
  );
}
