import { SANDBOX_PAYMENTS } from '../../src/modules/payment-provider/payment-config';
import { webhookSignature } from '../../src/modules/payments/razorpay/signature';
import type { TestApp } from '../support/test-app';

/**
 * The provider's signed payment.captured webhook, as Razorpay (and the sandbox) sends it: signed over
 * the raw body with the webhook secret. Without an event id the header is left out.
 */
export function capturedWebhook(
  t: TestApp,
  capture: { providerOrderId: string; paymentId: string; amountPaise: number; eventId?: string | null },
) {
  const raw = JSON.stringify({
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: capture.paymentId,
          order_id: capture.providerOrderId,
          amount: capture.amountPaise,
          currency: 'INR',
        },
      },
    },
  });
  const eventId = capture.eventId === undefined ? `evt_${capture.paymentId}` : capture.eventId;
  return t.app.inject({
    method: 'POST',
    url: '/v2/payments/webhook',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(raw, SANDBOX_PAYMENTS.webhookSecret),
      ...(eventId !== null && { 'x-razorpay-event-id': eventId }),
    },
  });
}
