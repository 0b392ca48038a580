const MINUTE_MS = 60_000;

/**
 * Site feedback, contact messages and requirement forms per sender (forms are rate limited:
 * docs/server-rules.md, "Audit, limits, input").
 */
export const FORM_LIMITS = {
  perAddress: { limit: 5, windowMs: 10 * MINUTE_MS },
  perDayPerAddress: { limit: 20, windowMs: 24 * 60 * MINUTE_MS },
} as const;

/** The 429 text; the store adds ' Please try after Some time' (docs/product.md, "Forms and enquiries"). */
export const FORM_LIMIT_MESSAGE = 'You have sent too many messages.';

/**
 * What the store shows after a requirement form (exactly: docs/product.md, "Forms and enquiries");
 * the API answers the first.
 */
export const REQUIREMENT_FORM_SUCCESS =
  'Your requirement is submitted successfully. \nOur Account Manager will connect with you soon.';
export const REQUIREMENT_FORM_FAILURE = 'We are Facing some issue on our side';
