import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MOBILE_PATTERN, OTP_LENGTH, OTP_PATTERN } from '@store/domain';
import { z } from 'zod';
import { id, text } from './bounds';

/** A 10-digit Indian mobile number; anything else is a 400 naming `mobile`. */
export const mobileField = text(20, 'mobile')
  .trim()
  .regex(MOBILE_PATTERN, 'mobile must be a 10-digit Indian mobile number');
export const emailField = text(EMAIL_MAX_LENGTH, 'email').trim().regex(EMAIL_PATTERN, 'email is not valid');
export const otpField = text(20, 'otp', { required: 'otp is required' })
  .trim()
  .regex(OTP_PATTERN, `otp must be ${OTP_LENGTH} digits`);
export const passwordField = text(200, 'password').min(8, 'password must have at least 8 characters');
const deviceId = text(100, 'device_id').trim().min(8, 'device_id is required');
const nameField = text(100, 'name').trim();

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
  /** Whether the email was proved by a link mailed to it: only a proved address gets mail. */
  email_verified: z.boolean(),
  referral_code: z.string(),
  role: z.string(),
  /** The session token to send as X-CSRF-TOKEN (docs/http-contract.md, "Headers"). */
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
 * registers a customer without one, and without a password.
 */
export const registerBody = z.object({
  first_name: nameField.min(1, 'first_name is required'),
  last_name: nameField.default(''),
  email: emailField.optional(),
  mobile: mobileField,
  register_key: text(200, 'register_key').min(16).optional(),
  password: passwordField.optional(),
  referral_code: text(20, 'referral_code').trim().min(4).optional(),
});

export const passwordLoginBody = z
  .object({
    mobile: mobileField.optional(),
    email: emailField.optional(),
    password: text(200, 'password').min(1, 'password is required'),
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
  current_password: text(200, 'current_password').min(1, 'current_password is required').optional(),
});
export const resetPasswordBody = z.object({ mobile: mobileField, otp: otpField, password: passwordField });
export const changePasswordBody = z.object({
  old_password: text(200, 'old_password').min(1, 'old_password is required'),
  new_password: passwordField,
});
export const profileUpdateBody = z.object({
  first_name: nameField.min(1, 'first_name is required').optional(),
  last_name: nameField.optional(),
  email: emailField.optional(),
});

export const roleResult = z.object({ role: z.string() });
export const userSearchQuery = z.object({
  query: text(100, 'query').trim().min(3, 'query needs at least 3 characters'),
});
export const userSummary = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export const userSearchResult = z.array(userSummary);
export const referralCodeParams = z.object({ code: text(20, 'code').trim().min(4) });
export const referrer = z.object({ first_name: z.string(), referral_code: z.string() });

export const deviceRegistrationBody = z.object({
  device_id: deviceId,
  device_os: z.literal('web_app'),
  /** The push subscription (JSON text) or token. */
  registration_id: text(4000, 'registration_id').min(1),
  registration_app: text(50, 'registration_app').trim().min(1),
});
export const deviceRegistered = z.object({ device_id: z.string() });

export const outboxMessage = z.object({
  id: z.number().int(),
  mobile: z.string(),
  body: z.string(),
  created_at: z.string(),
});
/** One mobile's texts at a time: the outbox never lists everyone's codes and links together. */
export const outboxQuery = z.object({ mobile: mobileField });
/** The development viewer of WhatsApp and email messages their local outbox kept (no provider set). */
export const messageOutboxQuery = z.object({
  channel: z.enum(['whatsapp', 'email']),
  /** A mobile (WhatsApp) or an email address: one recipient's messages at a time. */
  to: text(EMAIL_MAX_LENGTH, 'to').trim().min(1, 'to is required'),
});
export const messageOutboxItem = z.object({
  id: z.number().int(),
  channel: z.string(),
  kind: z.string(),
  recipient: z.string(),
  body: z.string(),
  sent_at: z.string(),
});
export const emptyResult = z.object({});
/** The development endpoint that runs one of the API's jobs now (its name as the queue knows it). */
export const devJobParams = z.object({ name: text(64, 'name').regex(/^[a-z-]+$/, 'name is a job name') });
/** `at`: the moment the job takes as now (a demo of next week's reminders); absent, the clock's. */
export const devJobBody = z.object({ at: z.iso.datetime({ offset: true }).max(40).optional() }).nullish();
export const devJobQueued = z.object({ job: z.string(), queued: z.boolean() });

// ── Social sign-in ──
export const googleLoginBody = z.object({ id_token: text(5000, 'id_token').min(20, 'id_token is required') });
export const facebookLoginBody = z.object({
  access_token: text(5000, 'access_token').min(10, 'access_token is required'),
});
export const vapidPublicKey = z.object({ public_key: z.string() });
export const pushMessageBody = z.object({
  user_id: id(),
  title: text(100, 'title').trim().min(1),
  body: text(300, 'body').trim().default(''),
  /**
   * A path of the store the notification opens: one leading slash, never `//host` or `/\host`
   * (which browsers read as another site), no spaces or backslashes.
   */
  url: text(500, 'url')
    .regex(/^\/(?![/\\])[^\s\\]*$/, 'url must be a path of the store such as /track_order/12')
    .default('/'),
});
export const pushReport = z.object({
  sent: z.number().int(),
  removed: z.number().int(),
  failed: z.number().int(),
});

// ── Proving an email address ──
/** POST /v2/user/email/verify: the token of the link mailed to the address. */
export const emailProofBody = z.object({
  token: text(80, 'token', { required: 'token is required' }).trim().min(1, 'token is required'),
});
/** The account's address and whether it is proved (send_link and verify alike). */
export const emailProofResult = z.object({ email: z.string(), email_verified: z.boolean() });
