import { randomBytes } from 'node:crypto';

// No 0/O or 1/I: codes are read aloud and typed from screenshots.
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Up to four letters of the name and four random characters, e.g. KAVY7Q2M. */
export function newReferralCode(firstName: string): string {
  const prefix =
    firstName
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 4) || 'USER';
  const bytes = randomBytes(4);
  return prefix + [...bytes].map((b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('');
}
