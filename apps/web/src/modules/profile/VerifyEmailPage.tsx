'use client';

import { endpoints, failureText } from '@store/api-client';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { linkSecret } from '@/lib/link-secrets';
import { authStore, updateProfile } from '@/modules/auth/auth-store';
import { useApi } from '@/modules/runtime/useApi';
import styles from './Profile.module.css';

type Outcome = { kind: 'checking' } | { kind: 'verified'; email: string } | { kind: 'refused'; why: string };

/**
 * Where the link mailed to an address lands: its token proves the address, with or without a
 * session (the mailbox is often on another device). A signed-in tab of the same account learns it
 * at once.
 */
export function VerifyEmailPage() {
  const api = useApi();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const token = linkSecret('token') ?? '';
    api
      .call(endpoints.verifyEmail, { body: { token }, hideAlert: true })
      .then((proof) => {
        const { profile } = authStore.get();
        if (profile && profile.email === proof.email) updateProfile({ ...profile, email_verified: true });
        setOutcome({ kind: 'verified', email: proof.email });
      })
      .catch((error: unknown) => {
        // A refusal of the link says why; our side failing, or no answer, asks for another try.
        const why = failureText(
          error,
          'We could not check the link just now. Please open it again in a minute.',
          ['bad-request', 'signed-out', 'forbidden', 'refusal'],
        );
        setOutcome({ kind: 'refused', why });
      });
  }, [api]);

  return (
    <section className={styles.layout}>
      <div className={styles.content} data-testid="verify-email">
        <h1 className={styles.heading}>Verify your email</h1>
        {outcome.kind === 'checking' && <p aria-busy="true">Checking your link…</p>}
        {outcome.kind === 'verified' && (
          <p role="status" data-testid="verify-email-done">
            {outcome.email} is verified. Your booking emails will reach it.
          </p>
        )}
        {outcome.kind === 'refused' && (
          <p role="alert" data-testid="verify-email-refused">
            {outcome.why}
          </p>
        )}
        <p>
          <Link href="/profile#profile">Go to your profile</Link>
        </p>
      </div>
    </section>
  );
}
