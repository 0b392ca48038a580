'use client';

import { useAuth } from '../useAuth';
import { LoginFlow } from './LoginFlow';
import { SetPassword } from './SetPassword';
import { socialSignInConfig } from './social/social-config';
import { VerifyMobile } from './VerifyMobile';

// Asked as soon as this chunk arrives (often when the pointer nears "Log in"), so that the social
// buttons are there when the login screen opens instead of appearing under the visitor's eyes.
if (typeof window !== 'undefined') void socialSignInConfig();

/** Every dialog of the authentication area; loaded on first use (see modal-loader). */
export default function AuthDialogs() {
  const { dialog, mobile } = useAuth();
  if (!dialog) return null;
  if (dialog.kind === 'login') return <LoginFlow screen={dialog.screen} mobile={mobile} />;
  if (dialog.kind === 'verify_mobile') return <VerifyMobile askNumber={dialog.askNumber} />;
  return <SetPassword />;
}
