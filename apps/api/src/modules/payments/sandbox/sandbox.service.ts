import { randomBytes } from 'node:crypto';
import type { Db } from '@store/db';
import { DomainError } from '@store/domain';
import type { PaymentConfig } from '../../payment-provider';
import { paymentSignature, webhookSignature } from '../razorpay/signature';
import { applyWebhook } from '../razorpay/webhook.service';
import { insertCapture } from './sandbox.repository';

/** What the sandbox's window tells the store page: Razorpay's handler arguments, or a failure. */
export type SandboxOutcome =
  | { status: 'failed'; razorpay_order_id: string }
  | {
      status: 'paid';
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };

/**
 * The sandbox provider completing a checkout the way Razorpay does: on pay it captures, delivers the
 * signed payment.captured webhook to the same service the webhook route hands Razorpay's to (the
 * signature is checked there as for any webhook), and hands the browser the signed ids; on fail
 * only the failure.
 */
export async function completeSandboxCheckout(
  db: Db,
  config: PaymentConfig,
  input: {
    providerOrderId: string;
    outcome: string;
    amountPaise: number;
    currency: string;
  },
  now: Date,
): Promise<SandboxOutcome> {
  if (input.outcome !== 'pay') return { status: 'failed', razorpay_order_id: input.providerOrderId };
  if (input.amountPaise <= 0) throw new DomainError('NOT_FOUND', 'Unknown sandbox order');
  const paymentId = `pay_${randomBytes(10).toString('hex')}`;
  await insertCapture(db, {
    paymentId,
    providerOrderId: input.providerOrderId,
    amountPaise: input.amountPaise,
    currency: input.currency,
    capturedAt: now,
  });
  const raw = JSON.stringify({
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: input.providerOrderId,
          amount: input.amountPaise,
          currency: input.currency,
        },
      },
    },
  });
  await applyWebhook(
    db,
    config,
    {
      raw: Buffer.from(raw),
      signature: webhookSignature(raw, config.webhookSecret),
      eventId: `evt_${paymentId}`,
    },
    now,
  );
  return {
    status: 'paid',
    razorpay_order_id: input.providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(input.providerOrderId, paymentId, config.keySecret),
  };
}
