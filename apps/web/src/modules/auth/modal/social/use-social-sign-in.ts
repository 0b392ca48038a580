'use client';

import { ApiError, errorKind, NO_RESPONSE_ALERT } from '@store/api-client';
import type { LoginResult } from '@store/contract';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useToast } from '@/modules/toast/ToastProvider';
import { closeDialog } from '../../auth-store';
import { useFinishSignIn } from '../use-finish-sign-in';

export type SocialProvider = 'google' | 'facebook';

export const SIGN_IN_FAILED: Record<SocialProvider, string> = {
  google: 'Google sign-in failed. Please try again.',
  facebook: 'Facebook sign-in failed. Please try again.',
};

/**
 * A failed social sign-in lands here, and that page goes back one page (docs/product.md, "Pages and
 * paths").
 */
export const SOCIAL_FAILURE_PATH = '/sm_authenticate';

function failureText(error: unknown, provider: SocialProvider): string {
  if (!(error instanceof ApiError)) return SIGN_IN_FAILED[provider];
  return errorKind(error) === 'no-answer' ? NO_RESPONSE_ALERT : error.message || SIGN_IN_FAILED[provider];
}

/**
 * Success finishes like every other sign-in (token, profile, greeting, agent rule); any failure
 * closes the dialog, says why in a toast and goes through /sm_authenticate.
 */
export function useSocialSignIn() {
  const finish = useFinishSignIn();
  const toast = useToast();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  function fail(text: string): void {
    closeDialog();
    toast(text, 'error');
    router.push(SOCIAL_FAILURE_PATH);
  }

  async function complete(provider: SocialProvider, call: () => Promise<LoginResult>): Promise<void> {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      finish(await call());
    } catch (error) {
      fail(failureText(error, provider));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { busy, complete, fail };
}
