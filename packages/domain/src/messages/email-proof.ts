/**
 * Proving an email address: the store mails only to an address its owner proved by opening a link
 * sent to it, so a typo or someone else's address typed at sign-up never receives a booking's
 * details. The link lives a day; a new address needs a new link.
 */
export const EMAIL_PROOF_PATH = '/verify-email';
export const EMAIL_PROOF_TTL_MS = 24 * 3_600_000;
/** Links asked for per account per hour: each is an email to an address nobody has proved yet. */
export const EMAIL_PROOF_SENDS_PER_HOUR = 3;

export const EMAIL_PROOF_MESSAGES = {
  sent: 'We have emailed you a link. Open it within a day to verify your email.',
  already: 'Your email is already verified.',
  verified: 'Your email is verified.',
  noEmail: 'Add an email address to your profile first.',
  invalid: 'This link is not valid any more. Please ask for a new one from your profile.',
  takenByAnother: 'This email is already verified on another account.',
  tooMany: 'Too many verification emails asked for',
} as const;

/** The message with the link: nothing in it but the store's own words and the link. */
export function emailProofMessage(link: string): { text: string; subject: string } {
  return {
    subject: 'Verify your email for your bookings',
    text: `Please verify this email address for your bookings: ${link}\n\nThe link works for a day. If you did not add this address to an account, ignore this email: nothing will be sent to it.`,
  };
}
