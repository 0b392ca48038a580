import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * console: the operator console's second factor, bound to its password step; vendor: a vendor's
 * mobile proven in the console (the vendor reads the code out to the operator).
 */
export type OtpPurpose = 'login' | 'verify' | 'reset' | 'console' | 'delete' | 'vendor';

/**
 * One-time codes: only a salted hash is kept. A code is bound to its attempt (the mobile, the
 * purpose and the device that asked), lives 5 minutes, takes at most 5 guesses and works once.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    deviceId: text('device_id').notNull().default(''),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    guesses: integer('guesses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_codes_attempt').on(t.mobile, t.purpose, t.deviceId, t.createdAt),
    index('otp_codes_mobile_sent').on(t.mobile, t.createdAt),
    check('otp_codes_guesses', sql`${t.guesses} >= 0`),
  ],
);

/** A proof that a mobile answered a code, spent once: the register_key of an unknown number. */
export const mobileProofs = pgTable('mobile_proofs', {
  id: serial('id').primaryKey(),
  keyHash: text('key_hash').notNull().unique(),
  mobile: text('mobile').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Text messages waiting for (or logged instead of) an SMS gateway: the local default
 * (docs/architecture.md, "Outside services").
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_mobile').on(t.mobile, t.createdAt)],
);

/** Browsers registered for push messages, by the UUID each keeps. */
export const devices = pgTable(
  'devices',
  {
    deviceId: text('device_id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    deviceOs: text('device_os').notNull(),
    registrationId: text('registration_id').notNull(),
    registrationApp: text('registration_app').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // Every message counts the customer's browsers, and a push goes to each of them.
  (t) => [index('devices_user').on(t.userId)],
);

export type SocialProvider = 'google' | 'facebook';

/** A Google or Facebook account linked to a user, by the provider's stable subject id. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').$type<SocialProvider>().notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/**
 * The VAPID key pair push messages are signed with, made on first start when none is configured, so
 * every API replica signs with the same one.
 */
export const pushKeys = pgTable('push_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Password attempts per account typed (a mobile or an email, known or not): each attempt counts
 * until a right one clears the row. Past a few, every next attempt waits a growing delay from the
 * last (capped at minutes), instead of a lock a stranger could set by typing wrong passwords.
 */
export const passwordAttempts = pgTable(
  'password_attempts',
  {
    account: text('account').primaryKey(),
    attempts: integer('attempts').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('password_attempts_count', sql`${t.attempts} > 0`)],
);
