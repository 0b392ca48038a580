import type { Db } from '@store/db';
import { refundableLeft, toPaise } from '@store/domain';
import { applyOrderEvent, noteOnOrder } from '../order-core';
import { type PaymentProvider, ProviderUnavailable } from '../payment-provider';
import { applyRefundStep, claimDueRefunds, openRefund, type RefundRow } from './refund-lifecycle.service';
import { checkRequestedRefunds } from './refund-status-check';
import { paidPaymentOf, refundDueWithoutRefund, refundedSoFar } from './refunds.repository';

type Log = { error(details: object, message: string): void };
export type RefundsReport = {
  opened: number;
  processed: number;
  requested: number;
  retrying: number;
  /** Not asked this pass: the provider did not answer another refund; due again at the next pass. */
  deferred: number;
};

/** How long a claimed refund is kept from other runners while the provider is asked. */
const LEASE_MS = 5 * 60_000;

/**
 * One pass of the refund job: refund-due orders that have no refund get one (a late or second
 * payment), then every refund due a try is paid: to the wallet at once, or asked of the provider
 * with its own idempotency key, each step applied by the refund lifecycle. A provider that fails
 * or does not answer only delays it: the refund waits longer each time, with an audit row per try.
 * Once the provider has not answered one, the pass asks it nothing more (the others wait for the
 * next pass, no try counted), so a provider that hangs holds a pass for one time-out, not one per
 * refund.
 */
export async function payDueRefunds(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  options: { limit?: number; log?: Log } = {},
): Promise<RefundsReport> {
  const limit = options.limit ?? 50;
  const report: RefundsReport = { opened: 0, processed: 0, requested: 0, retrying: 0, deferred: 0 };
  for (const { id } of await refundDueWithoutRefund(db, limit)) {
    if (await openOwedRefund(db, id, now)) report.opened += 1;
  }
  const due = await db.transaction((tx) =>
    claimDueRefunds(tx, now, new Date(now.getTime() + LEASE_MS), limit),
  );
  let unavailable = false;
  for (const refund of due) {
    if (unavailable && refund.destination !== 'wallet') {
      await db.transaction((tx) => applyRefundStep(tx, { id: refund.id }, { type: 'deferred' }, now));
      report.deferred += 1;
      continue;
    }
    const outcome = await payRefund(db, provider, refund, now).catch((error: unknown) => {
      options.log?.error({ err: error, refundId: refund.id }, 'a refund could not be paid');
      return 'retrying' as const;
    });
    unavailable ||= outcome === 'unavailable';
    report[outcome === 'unavailable' ? 'retrying' : outcome] += 1;
  }
  if (!unavailable) report.processed += await checkRequestedRefunds(db, provider, now, { limit, ...options });
  return report;
}

/** A refund-due order without a refund: all that is left of its online payment goes back to it. */
async function openOwedRefund(db: Db, orderId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const payment = await paidPaymentOf(tx, orderId);
    const owed = refundableLeft({
      paidOnline: payment?.amount ?? 0,
      refunded: await refundedSoFar(tx, orderId),
    });
    if (owed <= 0) {
      // Nothing was paid online (or it already went back): the order is refunded as it stands.
      await noteOnOrder(tx, orderId, 'nothing left to refund online', now);
      await applyOrderEvent(tx, orderId, { type: 'refund_issued' }, { now });
      return false;
    }
    await openRefund(tx, { orderId, amount: owed, destination: 'source', reason: 'refund due', now });
    return true;
  });
}

async function payRefund(db: Db, provider: PaymentProvider, refund: RefundRow, now: Date) {
  if (refund.destination === 'wallet') {
    await db.transaction((tx) =>
      applyRefundStep(tx, { id: refund.id }, { type: 'processed', source: 'wallet' }, now),
    );
    return 'processed' as const;
  }
  const payment = await db.transaction((tx) => paidPaymentOf(tx, refund.orderId));
  if (!payment?.providerPaymentId) throw new Error(`order ${refund.orderId} has no captured payment`);
  let answer: Awaited<ReturnType<PaymentProvider['refund']>>;
  try {
    answer = await provider.refund({
      paymentId: payment.providerPaymentId,
      amountPaise: toPaise(refund.amount),
      idempotencyKey: refund.idempotencyKey,
      notes: { order_id: String(refund.orderId), refund_key: refund.idempotencyKey },
      now,
    });
  } catch (error) {
    await db.transaction((tx) => applyRefundStep(tx, { id: refund.id }, { type: 'try_failed', error }, now));
    return error instanceof ProviderUnavailable ? ('unavailable' as const) : ('retrying' as const);
  }
  const step =
    answer.status === 'pending'
      ? ({ type: 'requested', providerRefundId: answer.refundId, provider: provider.name } as const)
      : ({ type: answer.status, providerRefundId: answer.refundId, source: provider.name } as const);
  // A webhook may have settled it while the provider was being asked: nothing changes twice.
  const { applied } = await db.transaction((tx) => applyRefundStep(tx, { id: refund.id }, step, now));
  if (!applied || answer.status === 'processed') return 'processed' as const;
  return answer.status === 'pending' ? ('requested' as const) : ('retrying' as const);
}
