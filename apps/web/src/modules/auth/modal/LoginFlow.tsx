'use client';

import type { LoginScreen } from '@store/domain';
import { useState } from 'react';
import { Dialog } from '@/ui/Dialog';
import { closeDialog, loginEvent } from '../auth-store';
import { spacedMobile as spaced } from '../format';
import { ForgotRequest, ResetPassword } from './ForgotPassword';
import { MobileStep } from './MobileStep';
import { OtpEntry } from './OtpEntry';
import { PasswordLogin } from './PasswordLogin';
import { RegisterForm } from './RegisterForm';

type Mode = 'code' | 'password' | 'forgot';

/** The login modal: screens login (by code, by password, forgot password), otp_screen, register_otp_user. */
export function LoginFlow({ screen, mobile }: { screen: LoginScreen; mobile: string }) {
  const [mode, setMode] = useState<Mode>('code');
  const [identifier, setIdentifier] = useState('');
  const [resetFor, setResetFor] = useState<string | null>(null);
  const [registerKey, setRegisterKey] = useState<string | null>(null);

  if (screen === 'otp_screen') {
    return (
      <Dialog
        title="Enter the code"
        lead={`We sent a 6‑digit code to ${spaced(mobile)}. It is valid for 5 minutes.`}
        testId="login-modal"
        onClose={closeDialog}
        onBack={() => loginEvent('back')}
      >
        <OtpEntry
          mobile={mobile}
          onChangeNumber={() => loginEvent('change_number')}
          onNewNumber={(key) => {
            setRegisterKey(key);
            loginEvent('new_number_confirmed');
          }}
        />
      </Dialog>
    );
  }

  if (screen === 'register_otp_user' && registerKey) {
    return (
      <Dialog
        title="Create your account"
        lead={`${spaced(mobile)} is verified. Tell us your name and you are in.`}
        testId="login-modal"
        onClose={closeDialog}
        onBack={() => loginEvent('back')}
      >
        <RegisterForm mobile={mobile} registerKey={registerKey} />
      </Dialog>
    );
  }

  if (mode === 'password') {
    return (
      <Dialog
        title="Log in with password"
        testId="login-modal"
        onClose={closeDialog}
        onBack={() => setMode('code')}
      >
        <PasswordLogin
          initial={identifier || mobile}
          onCode={() => setMode('code')}
          onForgot={(typed) => {
            setIdentifier(typed);
            setMode('forgot');
          }}
        />
      </Dialog>
    );
  }

  if (mode === 'forgot') {
    return (
      <Dialog
        title={resetFor ? 'Choose a new password' : 'Reset your password'}
        lead={
          resetFor
            ? `Enter the code sent to ${spaced(resetFor)} and a new password.`
            : 'We will text a code to the mobile number of your account.'
        }
        testId="login-modal"
        onClose={closeDialog}
        onBack={() => (resetFor ? setResetFor(null) : setMode('password'))}
      >
        {resetFor ? (
          <ResetPassword mobile={resetFor} />
        ) : (
          <ForgotRequest initial={identifier || mobile} onSent={setResetFor} />
        )}
      </Dialog>
    );
  }

  return (
    <Dialog
      title="Log in or sign up"
      lead="Enter your mobile number and we will text you a 6‑digit code."
      testId="login-modal"
      onClose={closeDialog}
    >
      <MobileStep
        initial={mobile}
        onSent={(sentTo) => loginEvent('code_sent', sentTo)}
        onPassword={() => setMode('password')}
      />
    </Dialog>
  );
}
