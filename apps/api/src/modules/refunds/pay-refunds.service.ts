import type { Db } from '@store/db';
import { refundableLeft, refundOutcome, refundRetryDelayMs, toPaise } from '@store/domain';
import { applyOrderEvent, noteOnOrder } from '../orders/lifecycle.service';
import { type PaymentProvider, ProviderUnavailable } from '../payments/provider';
import { openRefund } from './open-refund';
import { checkRequestedRefunds, REFUND_CHECK_AFTER_MS } from './refund-status-check';
import {
  claimDueRefunds,
  lockRefund,
  paidPaymentOf,
  type RefundRow,
  refundDueWithoutRefund,
  refundedSoFar,
  updateRefund,
} from './refunds.repository';
import { settleRefund } from './settle-refund';

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
 * with its own idempotency key. A provider that fails or does not answer only delays it: the
 * refund waits longer each time (refundRetryDelayMs), with an audit row per try. Once the provider
 * has not answered one, the pass asks it nothing more (the others wait for the next pass, no try
 * counted), so a provider that hangs holds a pass for one time-out, not one per refund.
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
      const nextTryAt = new Date(now.getTime() + refundRetryDelayMs(1));
      await updateRefund(db, refund.id, { nextTryAt, updatedAt: now });
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
    await db.transaction(async (tx) => {
      const locked = await lockRefund(tx, { id: refund.id });
      if (locked?.status === 'pending')
        await settleRefund(tx, locked, { outcome: 'processed', source: 'wallet' }, now);
    });
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
    await retryLater(db, refund, error, now);
    return error instanceof ProviderUnavailable ? ('unavailable' as const) : ('retrying' as const);
  }
  return db.transaction(async (tx) => {
    const locked = await lockRefund(tx, { id: refund.id });
    // A webhook may have settled it while the provider was being asked: nothing changes twice.
    if (!locked || refundOutcome(locked.status) === 'ignore') return 'processed' as const;
    if (answer.status === 'pending') {
      await updateRefund(tx, locked.id, {
        status: 'requested',
        providerRefundId: answer.refundId,
        // When to ask the provider about it, if its webhook has not come by then.
        nextTryAt: new Date(now.getTime() + REFUND_CHECK_AFTER_MS),
        updatedAt: now,
      });
      await noteOnOrder(tx, locked.orderId, `refund ${answer.refundId} requested from ${provider.name}`, now);
      return 'requested' as const;
    }
    await settleRefund(
      tx,
      locked,
      { outcome: answer.status, providerRefundId: answer.refundId, source: provider.name },
      now,
    );
    return answer.status === 'processed' ? ('processed' as const) : ('retrying' as const);
  });
}

async function retryLater(db: Db, refund: RefundRow, error: unknown, now: Date) {
  const tries = refund.tries + 1;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const nextTryAt = new Date(now.getTime() + refundRetryDelayMs(tries));
  await db.transaction(async (tx) => {
    await updateRefund(tx, refund.id, { tries, nextTryAt, lastError: message, updatedAt: now });
    await noteOnOrder(
      tx,
      refund.orderId,
      `refund try ${tries} did not reach the provider (${message}); tried again at ${nextTryAt.toISOString()}`,
      now,
    );
  });
}
