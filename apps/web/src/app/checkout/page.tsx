import type { Metadata } from 'next';
import { preconnectToApi } from '@/lib/preconnect-api';
import { CheckoutPage } from '@/modules/checkout/CheckoutPage';

export const metadata: Metadata = {
  title: 'Checkout',
  description: 'Review your booking and its price.',
  robots: { index: false, follow: false },
};

/** Reached after the chosen experience is stored for checkout (spec section 2); the draft lives in the browser. */
export default function Page() {
  preconnectToApi();
  return <CheckoutPage />;
}
