const MINUTE_MS = 60_000;

/**
 * Group-booking enquiries per sender (forms are rate limited: docs/server-rules.md, "Audit, limits,
 * input").
 */
export const ENQUIRY_LIMITS = {
  perAddress: { limit: 5, windowMs: 10 * MINUTE_MS },
  perMobile: { limit: 3, windowMs: 60 * MINUTE_MS },
} as const;

/** The 429 text; the store adds ' Please try after Some time' (docs/product.md, "Forms and enquiries"). */
export const ENQUIRY_LIMIT_MESSAGE = 'You have sent too many enquiries.';

/**
 * Looking up who a referral code belongs to, per address: enough for a person typing codes, too
 * few to walk the code space and collect customers' first names.
 */
export const REFERRAL_LOOKUP_LIMIT = { limit: 20, windowMs: 10 * MINUTE_MS } as const;
export const REFERRAL_LOOKUP_LIMIT_MESSAGE = 'You have looked up too many referral codes.';
