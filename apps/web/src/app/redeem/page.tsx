import type { Metadata } from 'next';
import { RedeemPage } from '@/modules/profile/RedeemPage';

export const metadata: Metadata = {
  title: 'Redeem a gift code',
  robots: { index: false, follow: false },
};

export default function Page() {
  return <RedeemPage />;
}
