import type { CancellationQuote, CancelledOrder, RefundView } from '@store/contract';
import type { Db, schema } from '@store/db';
import {
  type CancelNotice,
  DomainError,
  type RefundDestination,
  refundableLeft,
  refundShare,
  validationError,
} from '@store/domain';
import { applyOrderEvent } from '../order-core';
import { openRefund, refundedSoFar, refundsOf } from '../refunds';
import { tellVendor } from '../vendors';
// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _cancellationsRepository from './cancellations.repository';
import { customizationIdsOf, liveCustomizationsOf, type OrderForTerms } from './cancellations.repository';
import { customizationRefund, rescheduleRefusalOf, termsOf } from './terms';

type RefundRow = typeof schema.refunds.$inferSelect;

const refundView = (r: RefundRow): RefundView => ({
  amount: r.amount,
  to: r.destination,
  status: r.status,
  created_at: r.createdAt.toISOString(),
  settled_at: r.settledAt?.toISOString() ?? null,
});

async function refundViews(db: Db, orderId: number): Promise<RefundView[]> {
  return (await refundsOf(db, [orderId, ...(await customizationIdsOf(db, orderId))])).map(refundView);
}

function assertBooking(kind: string) {
  if (kind !== 'booking') {
    const message = 'Add-ons are cancelled or moved with their booking, not on their own.';
    throw validationError({ id: message }, message);
  }
}

/** GET /v2/booking/{id}/cancellation: what cancelling now would give back, and why. */
export async function cancellationQuoteOf(db: Db, orderId: number, now: Date): Promise<CancellationQuote> {
  const row = await orderForTerms(db, orderId);
  if (!row) throw new DomainError('NOT_FOUND', `Order ${orderId} was not found`);
  assertBooking(row.order.kind);
  const terms = termsOf(row, now);
  const customizations = terms.cancellable ? await liveCustomizationsOf(db, orderId) : [];
  const customizationsRefund = customizations.reduce(
    (sum, a) => sum + customizationRefund(a.paidOnline, terms.refundPercent),
    0,
  );
  return {
    order_id: orderId,
    cancellable: terms.cancellable,
    window: terms.window,
    refund_percent: terms.refundPercent,
    refund_amount: terms.refund.total + customizationsRefund,
    refund_online: terms.refund.online,
    refund_wallet: terms.refund.wallet,
    add_ons_refund: customizationsRefund,
    full_refund_until: terms.fullRefundUntil?.toISOString() ?? null,
    cutoff_at: terms.cutoffAt?.toISOString() ?? null,
    reschedulable: rescheduleRefusalOf(row, now) === undefined,
    reason: terms.reason,
    refunds: await refundViews(db, orderId),
  };
}

/** Who cancels: the customer within the policy, or an operator (the console) with the share they give back. */
export type CancelChoice = {
  refundTo: RefundDestination;
  actorId: number | null;
  operator?: { refundPercent: number; reason: string };
};

/**
 * What a cancellation gives back now. The customer cancels within the policy (after the cut-off,
 * on the way, already ended: a 409 naming why); an operator cancels any booking the order process
 * lets end, giving back the share they chose. Never more online money than is left unrefunded.
 */
async function cancellationOf(tx: Db, row: OrderForTerms, choice: CancelChoice, now: Date) {
  const terms = termsOf(row, now);
  if (!choice.operator && !terms.cancellable) throw new DomainError('CANCELLATION_CLOSED', terms.reason);
  const percent = choice.operator?.refundPercent ?? terms.refundPercent;
  const paid = { online: row.paidOnline ?? 0, wallet: row.order.cashUsed };
  const share = choice.operator ? refundShare(paid, percent) : terms.refund;
  const left = refundableLeft({ paidOnline: paid.online, refunded: await refundedSoFar(tx, row.order.id) });
  const online = Math.min(share.online, left);
  const who = choice.operator ? 'an operator' : 'the customer';
  const to = choice.refundTo === 'wallet' ? ', refund to the wallet' : '';
  return {
    percent,
    online,
    wallet: share.wallet,
    by: `${who} (${percent}% back)`,
    reason: choice.operator
      ? `cancelled by an operator${to}: ${choice.operator.reason}`
      : `cancelled by the customer${to}`,
  };
}

/**
 * POST /v2/booking/{id}/cancel (and the console's cancel), in one transaction under the order's
 * lock: the terms decided on the state the change sees, the booking and its live add-ons cancelled
 * through the lifecycle (places and the share of wallet money back, the customer told), and a
 * refund opened for the share of each online payment. A refusal writes nothing.
 */
export async function cancelBooking(
  db: Db,
  orderId: number,
  choice: CancelChoice,
  now: Date,
): Promise<CancelledOrder> {
  const cancelled = await db.transaction(async (tx) => {
    const row = await orderForTerms(tx, orderId, true);
    if (!row) throw new DomainError('NOT_FOUND', `Order ${orderId} was not found`);
    assertBooking(row.order.kind);
    const terms = await cancellationOf(tx, row, choice, now);
    if (choice.refundTo === 'wallet' && row.order.customerId === null) {
      const message = 'Only a signed-in customer has a wallet to refund to.';
      throw validationError({ refund_to: message }, message);
    }
    const how = {
      refundTo: choice.refundTo,
      actorId: choice.actorId,
      by: terms.by,
      reason: terms.reason,
      now,
    };
    const customizationIds: number[] = [];
    let customizationsBack = 0;
    for (const customization of await liveCustomizationsOf(tx, orderId)) {
      const back = customizationRefund(customization.paidOnline, terms.percent);
      await cancelOne(tx, customization.id, back, 0, how);
      customizationIds.push(customization.id);
      customizationsBack += back;
    }
    // The booking's message speaks for its add-ons too: the money of both, where it goes.
    const notice: CancelNotice = {
      by: choice.operator ? 'store' : 'customer',
      reason: choice.operator?.reason ?? null,
      online: terms.online + customizationsBack,
      wallet: terms.wallet,
      onlineTo: choice.refundTo,
    };
    const status = await cancelOne(tx, orderId, terms.online, terms.wallet, { ...how, notice });
    await tellVendor(tx, orderId, choice.operator ? 'called_off' : 'cancelled', now);
    return { status, customizationIds, total: terms.online + terms.wallet + customizationsBack };
  });
  const refunds = await refundViews(db, orderId);
  return {
    order_id: orderId,
    status: cancelled.status,
    refund_amount: cancelled.total,
    add_on_order_ids: cancelled.customizationIds,
    refunds,
  };
}

async function cancelOne(
  tx: Db,
  orderId: number,
  online: number,
  walletBack: number,
  c: {
    refundTo: RefundDestination;
    actorId: number | null;
    by: string;
    reason: string;
    now: Date;
    notice?: CancelNotice;
  },
): Promise<string> {
  const event = { type: 'cancelled', by: c.by, paidOnline: online > 0, walletBack } as const;
  const who = { now: c.now, actorId: c.actorId, ...(c.notice && { notice: c.notice }) };
  const { move } = await applyOrderEvent(tx, orderId, event, who);
  if (online > 0)
    await openRefund(tx, { orderId, amount: online, destination: c.refundTo, reason: c.reason, now: c.now });
  return move.to;
}

export function orderForTerms(...args: Parameters<typeof _cancellationsRepository.orderForTerms>) {
  return _cancellationsRepository.orderForTerms(...args);
}
