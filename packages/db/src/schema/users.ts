import type { Role } from '@store/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Operators run slots, pincodes and the catalogue (docs/product.md, "Who uses it"); agents sell for
// customers.

// An email is a sign-in identifier only once proven (a provider's verified claim); until then it is a
// contact address several accounts may type, so only proven emails are unique.
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    mobile: text('mobile').unique(),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>().notNull().default('user'),
    referralCode: text('referral_code').notNull().unique(),
    referredBy: integer('referred_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when the customer deleted their account: personal fields are erased, orders kept. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_verified').on(t.email).where(sql`${t.emailVerified}`)],
);

/**
 * store: the storefront's session. console: the operator console's, opened only with a password
 * and a one-time code; each works only on its own API, so a store session alone can
 * never call the console.
 */
export type SessionKind = 'store' | 'console';

// Only the token's hash is stored; the token itself exists only in the client.
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    kind: text('kind').$type<SessionKind>().notNull().default('store'),
  },
  (t) => [
    index('sessions_user').on(t.userId),
    check('sessions_kind_known', sql`${t.kind} in ('store', 'console')`),
  ],
);
