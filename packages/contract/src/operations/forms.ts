import { successEnvelope } from '../envelope';
import { contactBody, formReceipt, requirementBody, siteFeedbackBody } from '../forms';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/forms, each declared once: the API registers them, the clients call them. */
export const formsOperations = declareOperations({
  siteFeedback: {
    method: 'POST',
    path: '/v2/feedback',
    access: 'public',
    tags: ['forms'],
    summary: 'What a visitor thinks of the store. Rate limited per address: 429 over the limit.',
    body: siteFeedbackBody,
    replies: { 200: successEnvelope(formReceipt) },
    errors: ['RATE_LIMITED', 'UNAUTHORIZED', 'UNKNOWN_CITY'],
  },
  contactUs: {
    method: 'POST',
    path: '/v2/contact-us',
    access: 'public',
    tags: ['forms'],
    summary:
      'A message to the support team, answered by mobile or email. Rate limited per address: 429 over the limit.',
    body: contactBody,
    replies: { 200: successEnvelope(formReceipt) },
    errors: ['RATE_LIMITED', 'UNAUTHORIZED', 'UNKNOWN_CITY'],
  },
  saveRequirement: {
    method: 'POST',
    path: '/v5/save-dynamic-form',
    access: 'public',
    tags: ['forms'],
    summary:
      'The requirement form (question_response), for an account manager to call back. Rate limited per address: 429 over the limit.',
    body: requirementBody,
    replies: { 200: successEnvelope(formReceipt) },
    errors: ['RATE_LIMITED'],
  },
});
