import type { Metadata } from 'next';
import { RedeemPage } from '@/modules/profile/RedeemPage';

// A personal page: its policy's nonce is new on every response (src/proxy.ts), and Next stamps it
// only on a page it renders per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Redeem a gift code',
  robots: { index: false, follow: false },
};

export default function Page() {
  return <RedeemPage />;
}
