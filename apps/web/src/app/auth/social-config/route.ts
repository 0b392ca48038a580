import {
  FACEBOOK_APP_ID,
  FACEBOOK_SDK_URL,
  GOOGLE_CLIENT_ID,
  GOOGLE_GSI_SCRIPT_URL,
} from '@/lib/config.server';
import type { SocialSignInConfig } from '@/modules/auth/modal/social/social-config';

/**
 * Which social sign-in buttons the login modal shows, read when it opens. Not part of the pages:
 * they are cached and shared (one build serves every store), so a setting baked into a page would
 * be the setting of whichever store rendered it first.
 */
export const dynamic = 'force-dynamic';

export function GET() {
  const config: SocialSignInConfig = {
    google: GOOGLE_CLIENT_ID ? { clientId: GOOGLE_CLIENT_ID, scriptUrl: GOOGLE_GSI_SCRIPT_URL } : null,
    facebook: FACEBOOK_APP_ID ? { appId: FACEBOOK_APP_ID, sdkUrl: FACEBOOK_SDK_URL } : null,
  };
  return Response.json(config, { headers: { 'Cache-Control': 'no-store' } });
}
