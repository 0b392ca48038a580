import type { Metadata } from 'next';
import { CheckoutResult } from '@/modules/checkout/CheckoutResult';

export const metadata: Metadata = {
  title: 'Your booking',
  robots: { index: false, follow: false },
};

/** Where checkout and the payment provider send the customer: success, failure or an offline booking to confirm. */
export default function Page() {
  return <CheckoutResult />;
}
