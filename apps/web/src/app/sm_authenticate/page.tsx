import type { Metadata } from 'next';
import { GoBack } from '@/modules/auth/GoBack';

// A personal page: its policy's nonce is new on every response (src/proxy.ts), and Next stamps it
// only on a page it renders per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Signing in', robots: { index: false, follow: false } };

/**
 * Where a social sign-in lands when it fails: the visitor goes back one page (docs/product.md,
 * "Pages and paths").
 */
export default function SocialAuthenticatePage() {
  return <GoBack />;
}
