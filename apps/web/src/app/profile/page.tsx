import type { Metadata } from 'next';
import { preconnectToApi } from '@/lib/preconnect-api';
import { ProfilePage } from '@/modules/profile/ProfilePage';

// A personal page: its policy's nonce is new on every response (src/proxy.ts), and Next stamps it
// only on a page it renders per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Your account',
  robots: { index: false, follow: false },
};

/**
 * The customer's account area; its tabs are hashes (#upcoming_bookings ... #logout:
 * docs/product.md, "Profile area").
 */
export default function Page() {
  preconnectToApi();
  return <ProfilePage />;
}
