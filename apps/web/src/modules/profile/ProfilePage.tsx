'use client';

import { endpoints } from '@store/api-client';
import { PROFILE_TABS, profileTabOf, type ProfileTab as Tab } from '@store/domain';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { LOGGED_OUT_MESSAGE } from '@/modules/auth/AccountButton';
import { clearSession, openLogin } from '@/modules/auth/auth-store';
import { useAuth } from '@/modules/auth/useAuth';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { AddressBook } from './AddressBook';
import { BookingsTab } from './BookingsTab';
import { DatesTab } from './DatesTab';
import styles from './Profile.module.css';
import { ProfileTab } from './ProfileTab';
import { ReferralTab } from './ReferralTab';
import { VouchersTab } from './VouchersTab';
import { WalletTab } from './WalletTab';
import { WishlistTab } from './WishlistTab';
import { YourData } from './YourData';

/** The tab the address hash names, following later hash changes (links from the header menu). */
function useHashTab(): Tab | null {
  const [tab, setTab] = useState<Tab | null>(null);
  useEffect(() => {
    const read = () => setTab(profileTabOf(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return tab;
}

/** The account area: its tabs are the hashes of spec section 2, so each can be linked to. */
export function ProfilePage() {
  const { ready, token, profile } = useAuth();
  const tab = useHashTab();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = PROFILE_TABS.find((t) => t.hash === tab)?.title ?? '';

  if (!ready || tab === null) return <p aria-busy="true">Loading your account…</p>;
  if (!token || !profile) {
    return (
      <section className={styles.signedOut} data-testid="profile-signed-out">
        <h1 className={styles.heading}>Your account</h1>
        <p>Log in to see your bookings, wallet, wishlist and saved occasions.</p>
        <button type="button" className="button-secondary" onClick={openLogin} data-testid="profile-login">
          Log in
        </button>
      </section>
    );
  }

  return (
    <div className={styles.layout} data-testid="profile-page" data-tab={tab}>
      <nav aria-label="Your account" className={styles.tabs}>
        <ul>
          {PROFILE_TABS.map((t) => (
            <li key={t.hash}>
              <a
                href={`#${t.hash}`}
                className={styles.tab}
                aria-current={t.hash === tab ? 'page' : undefined}
                data-testid={`profile-tab-${t.hash}`}
                onClick={() => heading.current?.focus({ preventScroll: true })}
              >
                {t.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby="profile-tab-title">
        <h1
          id="profile-tab-title"
          ref={heading}
          tabIndex={-1}
          className={styles.heading}
          data-testid="profile-tab-title"
        >
          {title}
        </h1>
        {tab === 'upcoming_bookings' && <BookingsTab tab="upcoming" title={title} />}
        {tab === 'past_bookings' && <BookingsTab tab="past" title={title} />}
        {tab === 'wishlist' && <WishlistTab userId={profile.id} title={title} />}
        {tab === 'profile' && (
          <ProfileTab profile={profile}>
            <AddressBook />
            <YourData />
          </ProfileTab>
        )}
        {tab === 'wallet' && <WalletTab title={title} />}
        {tab === 'vouchers' && <VouchersTab title={title} />}
        {tab === 'dates' && <DatesTab title={title} />}
        {tab === 'referral' && <ReferralTab />}
        {tab === 'logout' && <LogoutTab />}
      </section>
    </div>
  );
}

/** The Logout tab asks once, then ends the session and goes home. */
function LogoutTab() {
  const api = useApi();
  const toast = useToast();
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    await api.call(endpoints.logout, { hideAlert: true }).catch(() => undefined);
    clearSession();
    toast(LOGGED_OUT_MESSAGE, 'success');
    router.push('/');
  }

  return (
    <div className={styles.stack}>
      <p>Log out of this browser? Your bookings and wallet stay in your account.</p>
      <p>
        <button
          type="button"
          className="button-secondary"
          onClick={logout}
          disabled={leaving}
          data-testid="profile-logout"
        >
          {leaving ? 'Logging out…' : 'Log out'}
        </button>
      </p>
    </div>
  );
}
