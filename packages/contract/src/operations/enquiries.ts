import { enquiryBody, enquiryReceipt } from '../booking';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/enquiries, each declared once: the API registers them, the clients call them. */
export const enquiriesOperations = declareOperations({
  enquire: {
    method: 'POST',
    path: '/v5/enquire-now',
    access: 'public',
    tags: ['booking'],
    summary: 'A group-booking enquiry for the CITY; an agent calls back. Rate limited: 429 over the limit',
    body: enquiryBody,
    replies: { 200: successEnvelope(enquiryReceipt) },
    errors: ['NOT_FOUND', 'RATE_LIMITED', 'UNKNOWN_CITY'],
  },
});
