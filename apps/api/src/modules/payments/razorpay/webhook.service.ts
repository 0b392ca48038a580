import type { Db } from '@store/db';
import { validationError } from '@store/domain';
import type { PaymentConfig } from '../../payment-provider';
import { applyRefundWebhook, isRefundEvent, type RefundEntity } from '../../refunds';
import { recordPaymentEvent, seenPaymentEvent } from '../payments.repository';
import { settlePayment } from '../settlement/settle.service';
import { sameSignature, webhookSignature } from './signature';

type CapturedEvent = {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string } };
    refund?: { entity?: RefundEntity };
  };
};

/**
 * A provider webhook, checked over the raw bytes; each event id is applied once. Only
 * payment.captured, refund.processed and refund.failed change anything; others are acknowledged.
 */
export async function applyWebhook(
  db: Db,
  config: PaymentConfig,
  input: { raw: Buffer; signature: string | undefined; eventId: string | undefined },
  now: Date,
) {
  if (!sameSignature(webhookSignature(input.raw, config.webhookSecret), input.signature)) {
    throw validationError({ 'x-razorpay-signature': 'does not match the body' }, 'Invalid webhook signature');
  }
  let event: CapturedEvent;
  try {
    event = JSON.parse(input.raw.toString('utf8')) as CapturedEvent;
  } catch {
    throw validationError({ body: 'is not JSON' }, 'The webhook body is not JSON');
  }
  if (isRefundEvent(event.event)) return refundWebhook(db, config, event, input.eventId, now);
  const payment = event.payload?.payment?.entity;
  if (event.event !== 'payment.captured' || !payment?.id || !payment.order_id) return { applied: false };
  const eventId = input.eventId ?? `${payment.id}:captured`;
  if (await seenPaymentEvent(db, eventId)) return { applied: false };
  const settled = await settlePayment(
    db,
    {
      providerOrderId: payment.order_id,
      providerPaymentId: payment.id,
      amountPaise: payment.amount ?? -1,
      currency: payment.currency ?? '',
      source: 'webhook',
    },
    now,
  );
  await recordPaymentEvent(db, {
    eventId,
    provider: config.provider,
    kind: event.event,
    providerOrderId: payment.order_id,
    receivedAt: now,
  });
  return { applied: settled.changed };
}

/** refund.processed / refund.failed: each event id once, and a settled refund never twice. */
async function refundWebhook(
  db: Db,
  config: PaymentConfig,
  event: CapturedEvent,
  eventId: string | undefined,
  now: Date,
) {
  const refund = event.payload?.refund?.entity;
  if (!refund?.id || !event.event) return { applied: false };
  const id = eventId ?? `${refund.id}:${event.event}`;
  if (await seenPaymentEvent(db, id)) return { applied: false };
  const result = await applyRefundWebhook(db, event.event, refund, now);
  await recordPaymentEvent(db, {
    eventId: id,
    provider: config.provider,
    kind: event.event,
    receivedAt: now,
  });
  return result;
}
