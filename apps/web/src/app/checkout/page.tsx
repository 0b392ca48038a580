import type { Metadata } from 'next';
import { preconnectToApi } from '@/lib/preconnect-api';
import { CheckoutPage } from '@/modules/checkout/CheckoutPage';

// A personal page: its policy's nonce is new on every response (src/proxy.ts), and Next stamps it
// only on a page it renders per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Checkout',
  description: 'Review your booking and its price.',
  robots: { index: false, follow: false },
};

/**
 * Reached after the chosen experience is stored for checkout (docs/product.md, "Pages and paths");
 * the draft lives in the browser.
 */
export default function Page() {
  preconnectToApi();
  return <CheckoutPage />;
}
