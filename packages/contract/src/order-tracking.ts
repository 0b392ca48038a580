import { z } from 'zod';
import { draftCustomization, pricedCustomization } from './booking';
import { bookingAnswers, bookingQuestionView } from './booking-questions';
import { id, text } from './bounds';

// The tracking page's calls (docs/product.md, "Order tracking"): answers, review opt-in, feedback
// and add-ons of one order. Each takes the order's owner, or anyone with its tracking link's key
// (?key=…).

// ── GET and POST /v2/booking/{id}/questions ({id} is the order) ──
export const orderQuestions = z.object({
  questions: z.array(bookingQuestionView),
  /** Some answer is stored (the submitted flag, docs/product.md, "Order tracking"). */
  submitted: z.boolean(),
  /** Whether answers may be given or changed now. */
  editable: z.boolean(),
  /** The last moment they may change (ISO); null for an order without a slot time. */
  editable_until: z.string().nullable(),
  /** Why they can no longer change; null while they can. */
  locked_reason: z.string().nullable(),
  /** 'You can change these answers until …' in the city's time, while they can; else null. */
  editable_note: z.string().nullable(),
});
export type OrderQuestions = z.infer<typeof orderQuestions>;

/** Every answer as the modal holds it; the flag is always true, as the contract has it. */
export const orderQuestionsBody = z.object({
  question_response: bookingAnswers,
  submitted: z.literal(true, { error: 'submitted must be true' }).default(true),
});

// ── POST /v5/update-google-review-opt-in-status/{id} ──
export const reviewOptInBody = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1' }),
});
export const reviewOptIn = z.object({
  order_id: z.number().int(),
  is_google_review_opt_in: z.union([z.literal(0), z.literal(1)]),
});
export type ReviewOptIn = z.infer<typeof reviewOptIn>;

// ── GET and POST /v2/experience/feedback ──
export const orderFeedbackQuery = z.object({
  order_id: z.coerce.number({ error: 'order_id must be a number' }).pipe(id()),
  key: text(64, 'key').optional(),
});
export const orderFeedbackBody = z.object({
  order_id: id(),
  rating: z.number({ error: 'rating must be a number from 1 to 5' }).int().min(1).max(5),
  comment: text(2000, 'comment').trim().default(''),
});
export const orderFeedbackView = z.object({
  order_id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
});
export const orderFeedbackState = z.object({
  /** The feedback given; null until then. */
  feedback: orderFeedbackView.nullable(),
  /** Whether it can be given now: once, after the booking is completed. */
  can_share: z.boolean(),
  /** Why it cannot; null when it can. */
  reason: z.string().nullable(),
});
export type OrderFeedbackState = z.infer<typeof orderFeedbackState>;

// ── POST /v5/add_task_customization ──
/**
 * One more add-on for a booked task: the server prices the add-ons chosen so far with it, so the
 * tracking page shows the server's total before the add-ons are bought (book_order_customisation).
 */
export const addTaskCustomizationBody = z.object({
  order_id: id(),
  /** The add-ons chosen so far; the new one is refused when its id is already here. */
  customizations: z.array(draftCustomization).max(49).default([]),
  customization: draftCustomization,
});
export const taskCustomizations = z.object({
  customizations: z.array(pricedCustomization),
  /** What buying them costs, surge included: book_order_customisation's amount. */
  amount: z.number().int(),
});
export type TaskCustomizations = z.infer<typeof taskCustomizations>;
