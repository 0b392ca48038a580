import type { contactBody, requirementBody, siteFeedbackBody } from '@store/contract';
import type { Db } from '@store/db';
import { FORM_LIMIT_MESSAGE, FORM_LIMITS } from '@store/domain';
import type { z } from 'zod';
import { enforceRateLimits } from '../rate-limits';
import { insertFormSubmission } from './forms.repository';

/** Who sent a form: the client's address (for the limits), the signed-in user if any, the city. */
export type Sender = { ip: string; userId: number | null; cityId: number | null; now: Date };

/** Every form counts against the same limits per address: a flood of one kind cannot go round them. */
async function limit(db: Db, sender: Sender): Promise<void> {
  const { perAddress, perDayPerAddress } = FORM_LIMITS;
  await enforceRateLimits(
    db,
    [
      { key: `form:ip:${sender.ip}`, ...perAddress, message: FORM_LIMIT_MESSAGE },
      { key: `form:day:ip:${sender.ip}`, ...perDayPerAddress, message: FORM_LIMIT_MESSAGE },
    ],
    sender.now,
  );
}

const from = (sender: Sender) => ({ userId: sender.userId, cityId: sender.cityId, createdAt: sender.now });

/** POST /v2/feedback: what a visitor thinks of the store, kept for the operators. */
export async function sendSiteFeedback(db: Db, body: z.output<typeof siteFeedbackBody>, sender: Sender) {
  await limit(db, sender);
  const id = await insertFormSubmission(db, {
    kind: 'site_feedback',
    message: body.message,
    rating: body.rating ?? null,
    email: body.email ?? null,
    page: body.page ?? null,
    ...from(sender),
  });
  return { id };
}

/** POST /v2/contact-us: a message the support team answers by mobile or email. */
export async function sendContactMessage(db: Db, body: z.output<typeof contactBody>, sender: Sender) {
  await limit(db, sender);
  const id = await insertFormSubmission(db, {
    kind: 'contact',
    name: body.name,
    mobile: body.mobile ?? null,
    email: body.email ?? null,
    message: body.message,
    ...from(sender),
  });
  return { id };
}

/** POST /v5/save-dynamic-form: the requirement form, for an account manager to call back. */
export async function saveRequirement(db: Db, body: z.output<typeof requirementBody>, sender: Sender) {
  await limit(db, sender);
  const id = await insertFormSubmission(db, {
    kind: 'requirement',
    name: body.name,
    mobile: body.mobile,
    email: body.email ?? null,
    answers: body.question_response,
    ...from(sender),
  });
  return { id };
}
