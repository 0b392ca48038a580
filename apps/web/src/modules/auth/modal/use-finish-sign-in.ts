'use client';

import type { LoginResult } from '@store/contract';
import { loginGreeting } from '@store/domain';
import { useToast } from '@/modules/toast/ToastProvider';
import { acceptSession, closeDialog } from '../auth-store';

/**
 * Login success: token and profile stored, the dialog closed, the greeting shown (docs/product.md,
 * "Sign-in and the signed-in state").
 */
export function useFinishSignIn(): (result: LoginResult) => void {
  const toast = useToast();
  return (result) => {
    acceptSession(result);
    closeDialog();
    toast(loginGreeting(result.profile?.first_name), 'success');
  };
}
