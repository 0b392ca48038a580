import type { Metadata } from 'next';
import { VendorResponse } from '@/modules/vendor/VendorResponse';

// A personal page: its policy's nonce is new on every response (src/proxy.ts), and Next stamps it
// only on a page it renders per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Booking request',
  robots: { index: false, follow: false },
};

/**
 * The vendor response screen (docs/product.md, "Vendor response page"): a booking request with
 * accept and reject.
 */
export default function Page() {
  return <VendorResponse />;
}
