'use client';

import { endpoints } from '@store/api-client';
import type { Profile } from '@store/contract';
import type { ProfileTab as Tab } from '@store/domain';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { LOGGED_OUT_MESSAGE } from '@/modules/auth/AccountButton';
import { clearSession } from '@/modules/auth/auth-store';
import { useApi } from '@/modules/runtime/useApi';
import { useToast } from '@/modules/toast/ToastProvider';
import { Loading } from './Empty';
import styles from './Profile.module.css';

// Each tab's code is its own chunk: the tab a customer opens loads only what it shows (the
// bookings list is a fifth of all the tabs' code), which shortens the task that runs it.
const BookingsTab = dynamic(() => import('./BookingsTab').then((m) => m.BookingsTab), {
  ssr: false,
  loading: () => <Loading />,
});
const WishlistTab = dynamic(() => import('./WishlistTab').then((m) => m.WishlistTab), {
  ssr: false,
  loading: () => <Loading />,
});
const ProfileTab = dynamic(() => import('./ProfileDetailsTab').then((m) => m.ProfileDetailsTab), {
  ssr: false,
  loading: () => <Loading />,
});
const WalletTab = dynamic(() => import('./WalletTab').then((m) => m.WalletTab), {
  ssr: false,
  loading: () => <Loading />,
});
const VouchersTab = dynamic(() => import('./VouchersTab').then((m) => m.VouchersTab), {
  ssr: false,
  loading: () => <Loading />,
});
const DatesTab = dynamic(() => import('./DatesTab').then((m) => m.DatesTab), {
  ssr: false,
  loading: () => <Loading />,
});
const ReferralTab = dynamic(() => import('./ReferralTab').then((m) => m.ReferralTab), {
  ssr: false,
  loading: () => <Loading />,
});

/** The content of the account tab the hash names. */
export function ProfileTabContent({ tab, title, profile }: { tab: Tab; title: string; profile: Profile }) {
  return (
    <>
      {tab === 'upcoming_bookings' && <BookingsTab tab="upcoming" title={title} />}
      {tab === 'past_bookings' && <BookingsTab tab="past" title={title} />}
      {tab === 'wishlist' && <WishlistTab userId={profile.id} title={title} />}
      {tab === 'profile' && <ProfileTab profile={profile} />}
      {tab === 'wallet' && <WalletTab title={title} />}
      {tab === 'vouchers' && <VouchersTab title={title} />}
      {tab === 'dates' && <DatesTab title={title} />}
      {tab === 'referral' && <ReferralTab />}
      {tab === 'logout' && <LogoutTab />}
    </>
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
