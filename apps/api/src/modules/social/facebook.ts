import { validationError } from '@store/domain';
import type { SocialConfig } from './social-config';
import type { SocialProfile } from './social-profile';

const FAILED = 'Facebook sign-in failed. Please try again.';

async function graph(url: URL): Promise<Record<string, unknown>> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`graph answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * A Facebook user access token: the Graph API must say it is valid and was issued to our app
 * (debug_token with the app token), then gives the user's id, name and email.
 */
export async function verifyFacebookToken(
  config: NonNullable<SocialConfig['facebook']>,
  accessToken: string,
): Promise<SocialProfile> {
  try {
    const debug = new URL(`${config.graphUrl}/debug_token`);
    debug.searchParams.set('input_token', accessToken);
    debug.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
    const check = (await graph(debug)).data as Record<string, unknown> | undefined;
    if (check?.is_valid !== true || String(check.app_id) !== config.appId || !check.user_id) {
      throw new Error('token not valid for this app');
    }
    const me = new URL(`${config.graphUrl}/me`);
    me.searchParams.set('fields', 'id,first_name,last_name,email');
    me.searchParams.set('access_token', accessToken);
    const user = await graph(me);
    if (String(user.id) !== String(check.user_id)) throw new Error('token and profile disagree');
    const text = (key: string) => (typeof user[key] === 'string' ? (user[key] as string) : '');
    // Facebook only returns an email the person has confirmed.
    return {
      provider: 'facebook',
      subject: String(user.id),
      email: text('email') || null,
      emailVerified: text('email') !== '',
      firstName: text('first_name'),
      lastName: text('last_name'),
    };
  } catch {
    throw validationError({ access_token: FAILED }, FAILED);
  }
}
