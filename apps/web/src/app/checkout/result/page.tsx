import type { Metadata } from 'next';
import { CheckoutResult } from '@/modules/checkout/CheckoutResult';

// A personal page: its policy's nonce is new on every response (src/proxy.ts), and Next stamps it
// only on a page it renders per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Your booking',
  robots: { index: false, follow: false },
};

/** Where checkout and the payment provider send the customer: success, failure or an offline booking to confirm. */
export default function Page() {
  return <CheckoutResult />;
}
