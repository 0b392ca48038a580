import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, MOBILE_PATTERN, OTP_LENGTH, OTP_PATTERN } from '@store/domain';
import type { FieldErrors } from '@/ui/useFormAction';

// The same rules the API's contract applies, checked first so a typo needs no round trip.

export const MOBILE_ERROR = 'Enter a 10-digit mobile number';
const OTP_ERROR = `Enter the ${OTP_LENGTH}‑digit code`;
const PASSWORD_ERROR = `Use at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters.`;
export const EMAIL_ERROR = 'Enter a valid email address';

export const isMobile = (text: string): boolean => MOBILE_PATTERN.test(text);

/** The errors of a form, or null when it may be sent. */
export function problems(checks: Record<string, string | false>): FieldErrors | null {
  const found = Object.fromEntries(
    Object.entries(checks).filter(([, text]) => text !== false),
  ) as FieldErrors;
  return Object.keys(found).length > 0 ? found : null;
}

export const mobileProblem = (mobile: string): string | false => !isMobile(mobile) && MOBILE_ERROR;
export const otpProblem = (otp: string): string | false => !OTP_PATTERN.test(otp) && OTP_ERROR;
export const passwordProblem = (password: string): string | false =>
  password.length < MIN_PASSWORD_LENGTH && PASSWORD_ERROR;
export const emailProblem = (email: string): string | false =>
  email.trim() !== '' && !EMAIL_PATTERN.test(email.trim()) && EMAIL_ERROR;
