import { pageSetting } from '@/modules/runtime/page-setting';

/** The providers this store signs in with (GET /auth/social-config); null: no button, no script. */
export type SocialSignInConfig = {
  google: { clientId: string; scriptUrl: string } | null;
  facebook: { appId: string; sdkUrl: string } | null;
};

const NONE: SocialSignInConfig = { google: null, facebook: null };
const askSocialConfig = pageSetting<SocialSignInConfig>('/auth/social-config', 'social sign-in settings');

/**
 * Without an answer the modal shows no social buttons (rather than breaking) and asks again the
 * next time it opens.
 */
export function socialSignInConfig(): Promise<SocialSignInConfig> {
  return askSocialConfig().catch(() => NONE);
}
