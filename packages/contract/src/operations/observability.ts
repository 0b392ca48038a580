import { clientErrorReceipt, clientErrorReport } from '../client-errors';
import { successEnvelope } from '../envelope';
import { declareOperations } from '../operation';

/** The operations of apps/api/src/modules/observability, each declared once: the API registers them, the clients call them. */
export const observabilityOperations = declareOperations({
  clientErrors: {
    method: 'POST',
    path: '/v1/client-errors',
    access: 'public',
    tags: ['ops'],
    summary:
      "A failure in a visitor's browser, for the API's log (scrubbed of personal data). Rate limited: 429 over the limit",
    body: clientErrorReport,
    replies: { 200: successEnvelope(clientErrorReceipt) },
    errors: ['RATE_LIMITED'],
  },
});
