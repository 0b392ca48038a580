import type { Metadata } from 'next';
import { VendorStatements } from '@/modules/vendor/VendorStatements';

// A personal page: its policy's nonce is new on every response (src/proxy.ts), and Next stamps it
// only on a page it renders per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Payout statements',
  robots: { index: false, follow: false },
};

/** A vendor's payout statements from their signed link (docs/product.md, "Vendor payouts"). */
export default function Page() {
  return <VendorStatements />;
}
