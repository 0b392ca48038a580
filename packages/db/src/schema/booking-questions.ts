import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { experiences } from './catalogue';
import { orders } from './orders';
import { users } from './users';

export type BookingQuestionKind = 'text' | 'single_select' | 'multi_select' | 'address';

/** What checkout asks before an order is placed (docs/product.md, "Booking questions"). */
export const bookingQuestions = pgTable(
  'booking_questions',
  {
    id: serial('id').primaryKey(),
    /** Null: asked for every experience. */
    experienceId: integer('experience_id').references(() => experiences.id),
    question: text('question').notNull(),
    kind: text('kind').$type<BookingQuestionKind>().notNull(),
    /** The options of single_select and multi_select questions; empty for the others. */
    choices: jsonb('choices').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    mandatory: boolean('mandatory').notNull().default(false),
    /** Max characters (text, address) or selections (multi_select); null takes the default. */
    answerLimit: integer('answer_limit'),
    position: integer('position').notNull().default(0),
    /** When the console removed it: no longer asked; the orders that answered it still show it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_questions_experience').on(t.experienceId, t.position),
    check('booking_questions_kind', sql`${t.kind} IN ('text', 'single_select', 'multi_select', 'address')`),
    check('booking_questions_limit', sql`${t.answerLimit} IS NULL OR ${t.answerLimit} > 0`),
  ],
);

/** An order's answer to one booking question; multi-select values are comma-joined. */
export const orderAnswers = pgTable(
  'order_answers',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => bookingQuestions.id),
    value: text('value').notNull(),
    orderedAddressId: integer('ordered_address_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.questionId] })],
);

/** Whether a customer wants booking updates on WhatsApp; the last choice wins. */
export const whatsappOptIns = pgTable('whatsapp_opt_ins', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  checked: boolean('checked').notNull(),
  /** The customer, or the agent who set it for them. */
  updatedBy: integer('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
