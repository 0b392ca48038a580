import { z } from 'zod';
import { id, text } from '../bounds';
import { positiveIntString } from '../params';

// What an experience's checkout asks (its booking questions) and the terms a cancellation follows,
// each edited by admins on the experience's form and read by any operator.

/** The kinds of question the store's checkout knows how to ask. */
export const QUESTION_KINDS = ['text', 'single_select', 'multi_select', 'address'] as const;

/** A booking question of one experience, as the console edits it. */
export const consoleQuestion = z.object({
  id: z.number().int(),
  experience_id: z.number().int(),
  question: z.string(),
  kind: z.enum(QUESTION_KINDS),
  choices: z.array(z.string()),
  mandatory: z.boolean(),
  /** Max characters (text, address) or selections (multi_select); null: the store's default. */
  limit: z.number().int().nullable(),
  position: z.number().int(),
});
export type ConsoleQuestion = z.infer<typeof consoleQuestion>;
export const consoleQuestions = z.object({ items: z.array(consoleQuestion) });

const questionFields = {
  question: text(500, 'question').trim().min(1, 'question must not be empty'),
  kind: z.enum(QUESTION_KINDS, { error: `kind must be one of ${QUESTION_KINDS.join(', ')}` }),
  choices: z
    .array(text(200, 'choices').trim().min(1, 'a choice must not be empty'))
    .max(50, 'choices has at most 50 options'),
  mandatory: z.boolean(),
  limit: z
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(10_000, 'limit must be at most 10000')
    .nullable(),
};

// ── POST /admin/v1/catalogue/experiences/{id}/questions (admins): asked last, until reordered ──
export const questionCreateBody = z.object({
  ...questionFields,
  choices: questionFields.choices.default([]),
  mandatory: questionFields.mandatory.default(false),
  limit: questionFields.limit.default(null),
});

// ── PUT /admin/v1/catalogue/experiences/{id}/questions/{question_id} (admins): the fields sent ──
export const questionUpdateBody = z
  .object(questionFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');

// ── PUT /admin/v1/catalogue/experiences/{id}/question-order (admins): every question, in order ──
export const questionOrderBody = z.object({
  question_ids: z.array(id()).min(1, 'question_ids must list the questions').max(100),
});

export const questionParams = z.object({
  id: positiveIntString('id'),
  question_id: positiveIntString('question_id'),
});

// ── Cancellation terms ──
const hours = (field: string) =>
  z
    .number({ error: `${field} must be whole hours` })
    .int(`${field} must be whole hours`)
    .min(0, `${field} must not be below zero`)
    .max(8760, `${field} must be at most a year`);

/** An experience's own numbers: a full refund until, the late share until the cut-off, then none. */
export const cancellationTermsValues = z.object({
  full_refund_hours: hours('full_refund_hours'),
  late_refund_percent: z
    .number({ error: 'late_refund_percent must be a percent' })
    .int('late_refund_percent must be a whole percent')
    .min(0, 'late_refund_percent must be from 0 to 100')
    .max(100, 'late_refund_percent must be from 0 to 100'),
  cutoff_hours: hours('cutoff_hours'),
});

/** The terms that apply, whether the experience's own or the store's default, with their steps. */
export const consoleCancellationTerms = cancellationTermsValues.extend({
  own: z.boolean(),
  /** Farthest first: from this many hours before the slot, this percent comes back. */
  steps: z.array(z.object({ from_hours: z.number().int(), percent: z.number().int() })),
});

// ── PUT /admin/v1/catalogue/experiences/{id}/cancellation-terms (admins): own terms, or null: the default ──
export const cancellationTermsBody = z.object({ terms: cancellationTermsValues.nullable() });
