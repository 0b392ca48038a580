import { z } from 'zod';
import { id, text } from './bounds';

// ── GET /v2/booking/{id}/getQuestionsByCheckout (docs/product.md, "Booking questions") ──
export const bookingQuestionView = z.object({
  question_id: z.number().int(),
  question: z.string(),
  /** text | single_select | multi_select | address */
  type: z.string(),
  /** The options of select questions; empty for text and address. */
  choices: z.array(z.string()),
  mandatory: z.boolean(),
  /** Max characters (text, address: 10000 unless set) or max selections (the choices' count unless set). */
  limit: z.number().int(),
  /** The stored answer (multi-select comma-joined); null when unanswered. */
  value: z.string().nullable(),
  ordered_address_id: z.number().int().nullable(),
});
export type BookingQuestionView = z.infer<typeof bookingQuestionView>;

export const checkoutQuestions = z.object({ questions: z.array(bookingQuestionView) });
export type CheckoutQuestions = z.infer<typeof checkoutQuestions>;

/** One answer sent with an order (docs/product.md, "Booking questions"): id is the question_id. */
export const bookingAnswer = z.object({
  id: id(),
  // Long enough for a 10000-character answer with emoji, which are dropped before the limit applies.
  value: text(40_000, 'value').nullable().default(null),
  ordered_address_id: id().nullable().optional(),
});
export const bookingAnswers = z.array(bookingAnswer).max(50);
