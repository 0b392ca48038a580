/**
 * A friend's share link is the store with `?referral_code=CODE`: the code is kept for this visit
 * (session storage), so the sign-up form has it filled in whenever the visitor gets there.
 */
const KEY = 'referral_code';
const CODE = /^[A-Za-z0-9]{4,20}$/;

export function rememberReferralFromUrl(): void {
  try {
    const code = new URLSearchParams(window.location.search).get(KEY)?.trim();
    if (code && CODE.test(code)) window.sessionStorage.setItem(KEY, code.toUpperCase());
  } catch {
    // Storage may be blocked; the visitor can still type the code.
  }
}

export function rememberedReferral(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
