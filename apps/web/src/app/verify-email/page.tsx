import type { Metadata } from 'next';
import { VerifyEmailPage } from '@/modules/profile/VerifyEmailPage';

// A personal page: its policy's nonce is new on every response (src/proxy.ts), and Next stamps it
// only on a page it renders per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Verify your email',
  robots: { index: false, follow: false },
};

export default function Page() {
  return <VerifyEmailPage />;
}
