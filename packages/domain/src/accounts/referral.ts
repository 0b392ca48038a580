import { DEFAULT_TIME_ZONE } from '../constants';
import { formatInr } from '../format/inr';
import { ymdInZone, zonedDateTimeToInstant } from '../time/zoned';

/**
 * Rupees each side's wallet gets, once, when a customer who joined with a code has proven their
 * mobile and paid for a first order. Credit on registration alone let anyone mint wallet money
 * with throwaway sign-ups.
 */
export const REFERRAL_CREDIT = { referrer: 200, friend: 200 } as const;

/** Friends per calendar month (India time) whose first paid order earns their referrer a credit. */
export const REFERRAL_MONTHLY_CAP = 10;

/** The first instant of the calendar month (India time) that holds `now`. */
export function referralMonthStart(now: Date): Date {
  return zonedDateTimeToInstant(
    `${ymdInZone(now, DEFAULT_TIME_ZONE).slice(0, 8)}01`,
    '00:00',
    DEFAULT_TIME_ZONE,
  );
}

/**
 * What a referral pays once it is earned: the friend always gets the welcome credit; the referrer
 * gets theirs until the month's cap, so a ring of fake friends mints at most the cap a month.
 */
export function earnedReferralCredit(referrerCreditsThisMonth: number): { referrer: number; friend: number } {
  return {
    referrer: referrerCreditsThisMonth < REFERRAL_MONTHLY_CAP ? REFERRAL_CREDIT.referrer : 0,
    friend: REFERRAL_CREDIT.friend,
  };
}

/** The link a customer shares: the store's home with their code, which the sign-up form picks up. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?referral_code=${encodeURIComponent(code)}`;
}

/** The message a customer sends a friend, by WhatsApp or copied. */
export function referralMessage(origin: string, code: string): string {
  return `Plan your next celebration with us: sign up with my code and book, and we both get ${formatInr(REFERRAL_CREDIT.friend)} in our wallets. My code ${code}: ${referralLink(origin, code)}`;
}

/** WhatsApp's click-to-chat link with the message filled in (the friend is picked in WhatsApp). */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
