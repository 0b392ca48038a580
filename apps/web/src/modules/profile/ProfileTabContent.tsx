'use client';

import { endpoints } from '@store/api-client';
import type { Profile } from '@store/contract';
import type { ProfileTab as Tab } from '@store/domain';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { LOGGED_OUT_MESSAGE } from '@/modules/auth/AccountButton';
import { clearSession } from '@/modules/auth/auth-store';
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

/** The content of the account tab the hash names. */
export function ProfileTabContent({ tab, title, profile }: { tab: Tab; title: string; profile: Profile }) {
  return (
    <>
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
