import { randomBytes } from 'node:crypto';
import type { Db } from '@store/db';
import type { PaymentConfig, ProviderRefund, RefundRequest } from '../../payment-provider';
import { webhookSignature } from '../razorpay/signature';
import { applyWebhook } from '../razorpay/webhook.service';
import {
  insertSandboxRefund,
  lockCaptureByPayment,
  refundByKey,
  refundedPaise,
} from './sandbox-refunds.repository';

const refused = (description: string) => new Error(`Sandbox refund failed (HTTP 400): ${description}`);

/**
 * The sandbox's refund API, with Razorpay's rules: the same idempotency key answers the same refund
 * (another body under that key is refused), a payment it never captured is unknown, and refunds
 * never add up past the capture. Like a Razorpay normal refund it answers 'pending' and confirms
 * with a signed refund.processed webhook to the store's own webhook service; that webhook arrives
 * before the answer, as a fast real one can, so the store finds the refund by its receipt.
 */
export async function sandboxRefund(
  db: Db,
  config: PaymentConfig,
  r: RefundRequest,
): Promise<ProviderRefund> {
  const made = await db.transaction(async (tx) => {
    const capture = await lockCaptureByPayment(tx, r.paymentId);
    if (!capture) throw refused('The id provided does not exist');
    const earlier = await refundByKey(tx, r.idempotencyKey);
    if (earlier) {
      if (earlier.paymentId !== r.paymentId || earlier.amountPaise !== r.amountPaise)
        throw refused('Different request with the same idempotency key has already been processed.');
      return { refundId: earlier.refundId, created: false };
    }
    if ((await refundedPaise(tx, r.paymentId)) + r.amountPaise > capture.amountPaise)
      throw refused('The total refund amount is greater than the refund payment amount');
    const refundId = `rfnd_${randomBytes(7).toString('hex')}`;
    // The provider's own books keep its own time, as Razorpay's do; nothing of ours decides on it.
    const createdAt = new Date();
    await insertSandboxRefund(tx, {
      refundId,
      paymentId: r.paymentId,
      amountPaise: r.amountPaise,
      idempotencyKey: r.idempotencyKey,
      receipt: r.idempotencyKey,
      createdAt,
    });
    return { refundId, created: true };
  });
  if (made.created) await deliverProcessed(db, config, made.refundId, r);
  return { refundId: made.refundId, status: 'pending' };
}

async function deliverProcessed(db: Db, config: PaymentConfig, refundId: string, r: RefundRequest) {
  const raw = JSON.stringify({
    event: 'refund.processed',
    payload: {
      refund: {
        entity: {
          id: refundId,
          payment_id: r.paymentId,
          amount: r.amountPaise,
          receipt: r.idempotencyKey,
          notes: r.notes,
          status: 'processed',
        },
      },
    },
  });
  const input = {
    raw: Buffer.from(raw),
    signature: webhookSignature(raw, config.webhookSecret),
    eventId: `evt_${refundId}`,
  };
  await applyWebhook(db, config, input, r.now);
}
