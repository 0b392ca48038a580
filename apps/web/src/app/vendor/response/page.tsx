import type { Metadata } from 'next';
import { VendorResponse } from '@/modules/vendor/VendorResponse';

export const metadata: Metadata = {
  title: 'Booking request',
  robots: { index: false, follow: false },
};

/** The vendor response screen (spec section 2): a booking request with accept and reject. */
export default function Page() {
  return <VendorResponse />;
}
