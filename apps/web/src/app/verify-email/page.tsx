import type { Metadata } from 'next';
import { VerifyEmailPage } from '@/modules/profile/VerifyEmailPage';

export const metadata: Metadata = {
  title: 'Verify your email',
  robots: { index: false, follow: false },
};

export default function Page() {
  return <VerifyEmailPage />;
}
