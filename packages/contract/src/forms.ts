import { EMAIL_PATTERN, MOBILE_PATTERN } from '@store/domain';
import { z } from 'zod';
import { text } from './bounds';

const name = text(100, 'name').trim().min(1, 'name is required');
const mobile = text(20, 'mobile').regex(MOBILE_PATTERN, 'mobile must be a 10-digit Indian mobile number');
const email = text(200, 'email').regex(EMAIL_PATTERN, 'email is not valid');
const message = text(2000, 'message').trim().min(1, 'message is required');

// ── POST /v2/feedback: what a visitor thinks of the store ──
export const siteFeedbackBody = z.object({
  message,
  rating: z
    .number()
    .int()
    .min(1, 'rating must be from 1 to 5')
    .max(5, 'rating must be from 1 to 5')
    .optional(),
  email: email.optional(),
  /** The page the visitor was on. */
  page: text(300, 'page').optional(),
});

// ── POST /v2/contact-us: a message to the support team (the contact page and modal) ──
export const contactBody = z
  .object({ name, mobile: mobile.optional(), email: email.optional(), message })
  .refine((b) => b.mobile !== undefined || b.email !== undefined, {
    message: 'mobile or email is required, so we can answer',
    path: ['mobile'],
  });

// ── POST /v5/save-dynamic-form: the requirement form (an event, a corporate order) ──
export const requirementBody = z.object({
  name,
  mobile,
  email: email.optional(),
  question_response: z
    .array(
      z.object({
        question: text(200, 'question').trim().min(1, 'question is required'),
        answer: text(2000, 'answer').trim(),
      }),
    )
    .min(1, 'question_response needs at least one answer')
    .max(30, 'question_response has at most 30 answers'),
});

export const formReceipt = z.object({ id: z.number().int() });
