/** A 10-digit Indian mobile number: it starts with 6, 7, 8 or 9 (no country code, no spaces). */
export const MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
