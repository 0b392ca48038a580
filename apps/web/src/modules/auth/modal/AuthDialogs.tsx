'use client';

import { useAuth } from '../useAuth';
import { LoginFlow } from './LoginFlow';
import { SetPassword } from './SetPassword';
import { VerifyMobile } from './VerifyMobile';

/** Every dialog of the authentication area; loaded on first use (see modal-loader). */
export default function AuthDialogs() {
  const { dialog, mobile } = useAuth();
  if (!dialog) return null;
  if (dialog.kind === 'login') return <LoginFlow screen={dialog.screen} mobile={mobile} />;
  if (dialog.kind === 'verify_mobile') return <VerifyMobile askNumber={dialog.askNumber} />;
  return <SetPassword />;
}
