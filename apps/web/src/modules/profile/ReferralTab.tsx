'use client';

import { endpoints } from '@store/api-client';
import { formatInr, referralLink, referralMessage, whatsappShareUrl } from '@store/domain';
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { LoadFailed, Loading } from './Empty';
import styles from './Profile.module.css';
import { useLoad } from './useLoad';

export const LINK_COPIED = 'Referral link copied';
const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The customer's code and share link (WhatsApp or copy), the friends who joined with it and the credit. */
export function ReferralTab() {
  const api = useApi();
  const toast = useToast();
  const load = useCallback((signal: AbortSignal) => api.call(endpoints.referrals, { signal }), [api]);
  const referral = useLoad(load);
  // The link names this store's own address, known only in the browser.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);

  if (referral.kind === 'loading') return <Loading />;
  if (referral.kind === 'failed') return <LoadFailed retry={referral.reload} />;
  const r = referral.data;
  const link = referralLink(origin, r.referral_code);
  const message = referralMessage(origin, r.referral_code);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast(LINK_COPIED, 'success');
    } catch {
      toast(`Copy this link: ${link}`, 'info');
    }
  }

  return (
    <div className={styles.stack}>
      <p>
        Invite friends: when one signs up with your code and pays for their first booking, you get{' '}
        {formatInr(r.referrer_credit)} and they get {formatInr(r.friend_credit)} in their wallet.
      </p>
      <p className={styles.referralCode}>
        Your code: <strong data-testid="referral-code">{r.referral_code}</strong>
      </p>
      <p className={`${styles.muted} ${styles.shareLink}`} data-testid="referral-link">
        {link}
      </p>
      <p className={styles.actions}>
        <a
          className={styles.primaryLink}
          href={whatsappShareUrl(message)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="referral-whatsapp"
        >
          Share on WhatsApp
        </a>
        <button type="button" className="button-secondary" onClick={copy} data-testid="referral-copy">
          Copy link
        </button>
      </p>
      <h3 className={styles.itemTitle}>Friends who joined</h3>
      {r.friends.length === 0 ? (
        <p className={styles.muted} data-testid="referral-friends-empty">
          No one has joined with your code yet.
        </p>
      ) : (
        <ul className={styles.list} data-testid="referral-friends">
          {r.friends.map((f) => (
            <li key={`${f.first_name}-${f.joined_at}`}>
              {f.first_name} joined on {day.format(new Date(f.joined_at))}:{' '}
              {f.pending
                ? 'your credit comes with their first paid booking'
                : `you got ${formatInr(f.credit)}`}
            </li>
          ))}
        </ul>
      )}
      <p>
        Earned from referrals: <strong data-testid="referral-earned">{formatInr(r.earned)}</strong>
      </p>
    </div>
  );
}
