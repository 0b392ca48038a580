/** Rupees each side's wallet gets, once, when a new customer registers with a code (DESIGN.md section 4). */
export const REFERRAL_CREDIT = { referrer: 200, friend: 200 } as const;

/** The link a customer shares: the store's home with their code, which the sign-up form picks up. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?referral_code=${encodeURIComponent(code)}`;
}

/** The message a customer sends a friend, by WhatsApp or copied. */
export function referralMessage(origin: string, code: string): string {
  return `Plan your next celebration with us and we both get Rs ${REFERRAL_CREDIT.friend} in our wallets. Sign up with my code ${code}: ${referralLink(origin, code)}`;
}

/** WhatsApp's click-to-chat link with the message filled in (the friend is picked in WhatsApp). */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
