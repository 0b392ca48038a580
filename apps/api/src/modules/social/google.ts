import { validationError } from '@store/domain';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { SocialConfig } from './social-config';
import type { SocialProfile } from './social-profile';

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    keySets.set(url, set);
  }
  return set;
}

const FAILED = 'Google sign-in failed. Please try again.';

/** A Google ID token: signature against the JWKS, issuer, audience (our client id) and expiry. */
export async function verifyGoogleIdToken(
  config: NonNullable<SocialConfig['google']>,
  idToken: string,
  now: Date,
): Promise<SocialProfile> {
  try {
    const { payload } = await jwtVerify(idToken, keySet(config.jwksUrl), {
      issuer: config.issuers,
      audience: config.clientId,
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no subject');
    const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : '');
    return {
      provider: 'google',
      subject: payload.sub,
      email: text('email') || null,
      emailVerified: payload.email_verified === true,
      firstName: text('given_name') || text('name'),
      lastName: text('family_name'),
    };
  } catch {
    throw validationError({ id_token: FAILED }, FAILED);
  }
}
