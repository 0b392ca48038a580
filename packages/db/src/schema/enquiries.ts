import { INBOX_STATUSES, type InboxStatus } from '@store/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cities, experiences } from './catalogue';
import { users } from './users';

/** The console's inbox status an operator sets: new until someone takes it up. */
const inboxStatus = () => text('status').$type<InboxStatus>().notNull().default('new');
const knownStatus = (column: unknown) =>
  sql`${column} in (${sql.raw(INBOX_STATUSES.map((status) => `'${status}'`).join(', '))})`;

/** Group-booking enquiries (POST /v5/enquire-now); operations call the customer back. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id').references(() => experiences.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    groupSize: integer('group_size').notNull(),
    date: date('date', { mode: 'string' }),
    message: text('message').notNull().default(''),
    status: inboxStatus(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('enquiries_created').on(t.createdAt), check('enquiries_status_known', knownStatus(t.status))],
);

/**
 * Fixed-window request counters shared by every API replica (no process-local state:
 * docs/architecture.md, "One dialect, two engines"). One upsert per request increments and reads
 * the count atomically.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), check('rate_limits_count', sql`${t.count} >= 0`)],
);

export const FORM_KINDS = ['site_feedback', 'contact', 'requirement'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/**
 * What visitors write to the store outside a booking: site feedback, contact messages and
 * requirement forms, kept for the operators to read and answer.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<FormKind>().notNull(),
    userId: integer('user_id').references(() => users.id),
    cityId: integer('city_id').references(() => cities.id),
    name: text('name'),
    mobile: text('mobile'),
    email: text('email'),
    message: text('message').notNull().default(''),
    rating: integer('rating'),
    page: text('page'),
    /** The requirement form's questions and answers, as asked. */
    answers: jsonb('answers').$type<{ question: string; answer: string }[]>(),
    status: inboxStatus(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('form_submissions_kind').on(t.kind, t.createdAt),
    check('form_submissions_status_known', knownStatus(t.status)),
    check('form_submissions_kind_known', sql`${t.kind} in ('site_feedback', 'contact', 'requirement')`),
  ],
);
