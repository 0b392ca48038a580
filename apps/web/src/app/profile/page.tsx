import type { Metadata } from 'next';
import { ProfilePage } from '@/modules/profile/ProfilePage';

export const metadata: Metadata = {
  title: 'Your account',
  robots: { index: false, follow: false },
};

/** The customer's account area; its tabs are hashes (#upcoming_bookings ... #logout, spec section 2). */
export default function Page() {
  return <ProfilePage />;
}
