import { EMAIL_PATTERN } from '@store/domain';
import { z } from 'zod';

/** A 10-digit Indian mobile number; anything else is a 400 naming `mobile`. */
export const mobileField = z
  .string()
  .trim()
  .regex(/^[6-9][0-9]{9}$/, 'mobile must be a 10-digit Indian mobile number');
const emailField = z.string().trim().max(200).regex(EMAIL_PATTERN, 'email is not valid');
const otpField = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, 'otp must be 6 digits');
const passwordField = z.string().min(8, 'password must have at least 8 characters').max(200);
const deviceId = z.string().trim().min(8, 'device_id is required').max(100);
const nameField = z.string().trim().max(100);

// ── Sign-in by one-time code ──
export const loginOtpBody = z.object({
  mobile: mobileField,
  device_os: z.literal('web_app').default('web_app'),
  device_id: deviceId,
});
export const loginOtpConfirmBody = loginOtpBody.extend({ otp: otpField });

export const profile = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string().nullable(),
  mobile_verified: z.boolean(),
  email: z.string().nullable(),
  referral_code: z.string(),
  role: z.string(),
  /** The session token to send as X-CSRF-TOKEN (spec section 3, Profile). */
  token: z.string(),
});
export type Profile = z.infer<typeof profile>;

/** A signed-in user, or for a number without an account the key that lets it register. */
export const loginResult = z.object({
  token: z.string().nullable(),
  profile: profile.nullable(),
  register_key: z.string().nullable(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const otpSent = z.object({
  mobile: z.string(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
  success_message: z.string(),
});

/**
 * A person registers with the register_key of a confirmed code (it proves the mobile); an agent
 * registers a customer without one, and without a password (issue 11, item 9).
 */
export const registerBody = z.object({
  first_name: nameField.min(1, 'first_name is required'),
  last_name: nameField.default(''),
  email: emailField.optional(),
  mobile: mobileField,
  register_key: z.string().min(16).max(200).optional(),
  password: passwordField.optional(),
  referral_code: z.string().trim().min(4).max(20).optional(),
});

export const passwordLoginBody = z
  .object({
    mobile: mobileField.optional(),
    email: emailField.optional(),
    password: z.string().min(1, 'password is required').max(200),
  })
  .refine((b) => b.mobile !== undefined || b.email !== undefined, {
    message: 'mobile or email is required',
    path: ['mobile'],
  });

export const sendOtpBody = z.object({ mobile: mobileField });
export const verifyOtpBody = z.object({ mobile: mobileField, otp: otpField });
/** current_password is needed when the account already has one. */
export const setPasswordBody = z.object({
  password: passwordField,
  current_password: z.string().min(1, 'current_password is required').max(200).optional(),
});
export const resetPasswordBody = z.object({ mobile: mobileField, otp: otpField, password: passwordField });
export const changePasswordBody = z.object({
  old_password: z.string().min(1, 'old_password is required').max(200),
  new_password: passwordField,
});
export const profileUpdateBody = z.object({
  first_name: nameField.min(1, 'first_name is required').optional(),
  last_name: nameField.optional(),
  email: emailField.optional(),
});

export const roleResult = z.object({ role: z.string() });
export const userSearchQuery = z.object({
  query: z.string().trim().min(3, 'query needs at least 3 characters').max(100),
});
export const userSummary = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export const userSearchResult = z.array(userSummary);
export const referralCodeParams = z.object({ code: z.string().trim().min(4).max(20) });
export const referrer = z.object({ first_name: z.string(), referral_code: z.string() });

export const deviceRegistrationBody = z.object({
  device_id: deviceId,
  device_os: z.literal('web_app'),
  /** The push subscription (JSON text) or token. */
  registration_id: z.string().min(1).max(4000),
  registration_app: z.string().trim().min(1).max(50),
});
export const deviceRegistered = z.object({ device_id: z.string() });

export const outboxMessage = z.object({
  id: z.number().int(),
  mobile: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export const outboxQuery = z.object({ mobile: mobileField.optional() });
export const emptyResult = z.object({});

// ── Social sign-in ──
export const googleLoginBody = z.object({ id_token: z.string().min(20, 'id_token is required').max(5000) });
export const facebookLoginBody = z.object({
  access_token: z.string().min(10, 'access_token is required').max(5000),
});
export const vapidPublicKey = z.object({ public_key: z.string() });
export const pushMessageBody = z.object({
  user_id: z.number().int().positive(),
  title: z.string().trim().min(1).max(100),
  body: z.string().trim().max(300).default(''),
  /** A path of the store the notification opens. */
  url: z
    .string()
    .regex(/^\/[^\s]*$/, 'url must be a path such as /track_order/12')
    .default('/'),
});
export const pushReport = z.object({
  sent: z.number().int(),
  removed: z.number().int(),
  failed: z.number().int(),
});
