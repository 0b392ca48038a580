/** The providers this store signs in with (GET /auth/social-config); null: no button, no script. */
export type SocialSignInConfig = {
  google: { clientId: string; scriptUrl: string } | null;
  facebook: { appId: string; sdkUrl: string } | null;
};

const NONE: SocialSignInConfig = { google: null, facebook: null };
let asked: Promise<SocialSignInConfig> | null = null;

/**
 * Asked once per page. Without an answer the modal shows no social buttons (rather than breaking)
 * and asks again the next time it opens.
 */
export function socialSignInConfig(): Promise<SocialSignInConfig> {
  asked ??= fetch('/auth/social-config')
    .then((res) => {
      if (!res.ok) throw new Error(`social sign-in settings: ${res.status}`);
      return res.json() as Promise<SocialSignInConfig>;
    })
    .catch(() => {
      asked = null;
      return NONE;
    });
  return asked;
}
