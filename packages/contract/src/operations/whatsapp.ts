import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';
import { whatsappOptIn, whatsappOptInBody } from '../whatsapp';

/** The operations of apps/api/src/modules/whatsapp, each declared once: the API registers them, the clients call them. */
export const whatsappOperations = declareOperations({
  whatsappOptIn: {
    method: 'POST',
    path: '/v2/add-whatsapp-user',
    access: 'customer',
    tags: ['orders'],
    summary: 'Booking updates on WhatsApp: a customer opts in or out for themselves, an agent for a customer',
    body: whatsappOptInBody,
    replies: { 200: successEnvelope(whatsappOptIn) },
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  },
});
