import type {
  assignVendorBody,
  consoleCancelBody,
  consoleRefundBody,
  orderNoteBody,
  replacedTrackingLink,
} from '@store/contract/console';
import type { Db } from '@store/db';
import {
  type AnswerWindowSettings,
  DEFAULT_TIME_ZONE,
  DomainError,
  formatDisplayDateTime,
  formatInr,
  hasRefundInFlight,
  isOrderState,
  isRefundableState,
  type OrderState,
  trackingKeyExpiresAt,
  validationError,
} from '@store/domain';
import type { z } from 'zod';
import { cancelBooking, orderForTerms } from '../../cancellations';
import { trackingPath } from '../../links';
import { queueOrderMessages } from '../../messaging';
import { applyOrderEvent, replaceTrackingKey } from '../../order-core';
import { openRefund, refundedSoFar, refundsOf } from '../../refunds';
import { assignVendor, resendRequest } from '../../vendors';
import { type AuditNote, audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { findOrderRow } from './console-orders.repository';
import { cashCollected } from './order-detail.repository';

// The console's actions on an order, each in one transaction with its audit
// row (audited.ts), each through the module that owns the change: the lifecycle for states, the
// cancellation service for cancelling, the refunds module for money, the vendors module for
// requests. Nothing here writes an order, a refund or a request itself.

/** What the audit keeps of an order before and after an action. */
async function snapshot(tx: Db, orderId: number) {
  const row = await findOrderRow(tx, orderId);
  if (!row) throw new DomainError('NOT_FOUND', `Order ${orderId} was not found`);
  return {
    status: row.order.status,
    vendor: row.vendorName,
    refunded: await refundedSoFar(tx, orderId),
  };
}

type Change = { summary: string };

/** Runs one action on an order with its audit row: the order's state before and after, and who. */
async function actOnOrder(
  db: Db,
  operator: Operator,
  now: Date,
  orderId: number,
  action: AuditNote['action'],
  change: (tx: Db, before: Awaited<ReturnType<typeof snapshot>>) => Promise<Change>,
): Promise<void> {
  await audited(db, { userId: operator.userId, now }, async (tx) => {
    const before = await snapshot(tx, orderId);
    const { summary } = await change(tx, before);
    const after = await snapshot(tx, orderId);
    return {
      result: undefined,
      audit: { action, subject: { type: 'order', id: orderId }, orderId, summary, before, after },
    };
  });
}

const who = (o: Operator) => ({ actorId: o.userId, name: `${o.firstName} (operator)`.trim() });
const because = (reason: string | undefined) => (reason ? ` (${reason})` : '');

export type OrderActionInput = { db: Db; operator: Operator; now: Date; orderId: number };

/** POST /orders/{id}/notes: a note on the order for the team (the audit keeps it; customers never see it). */
export function addNote(a: OrderActionInput, body: z.output<typeof orderNoteBody>) {
  return actOnOrder(a.db, a.operator, a.now, a.orderId, 'order.note', async () => ({ summary: body.text }));
}

/** POST /orders/{id}/cancel: cancelled through the cancellation service with the share the operator gives back. */
export function cancelOrder(a: OrderActionInput, body: z.output<typeof consoleCancelBody>) {
  return actOnOrder(a.db, a.operator, a.now, a.orderId, 'order.cancel', async (tx) => {
    const choice = {
      refundTo: body.refund_to,
      actorId: a.operator.userId,
      operator: { refundPercent: body.refund_percent, reason: body.reason },
    };
    const done = await cancelBooking(tx, a.orderId, choice, a.now);
    const back =
      done.refund_amount > 0 ? `, ${formatInr(done.refund_amount)} back` : ', nothing to give back';
    const to = body.refund_to === 'wallet' ? ' to the wallet' : '';
    return { summary: `cancelled${back}${done.refund_amount > 0 ? to : ''}${because(body.reason)}` };
  });
}

/**
 * POST /orders/{id}/refunds: part or all of the online payment back, the order keeping its state
 * (or refunded, when it was refund due). Never more than was paid less what went back (a 400
 * naming the amount, from the refunds module); one refund on its way at a time (a 409).
 */
export function refundOrder(a: OrderActionInput, body: z.output<typeof consoleRefundBody>) {
  return actOnOrder(a.db, a.operator, a.now, a.orderId, 'order.refund', async (tx, before) => {
    const row = await orderForTerms(tx, a.orderId, true);
    if (!row || !isOrderState(row.order.status)) throw new DomainError('NOT_FOUND');
    const state: OrderState = row.order.status;
    if (!isRefundableState(state))
      throw new DomainError(
        'NOTHING_TO_REFUND',
        `An order that is ${state.replaceAll('_', ' ')} has nothing to refund.`,
      );
    const inFlight = hasRefundInFlight(await refundsOf(tx, [a.orderId]));
    if (inFlight)
      throw new DomainError(
        'REFUND_IN_PROGRESS',
        'A refund of this order is on its way: wait for it to settle.',
      );
    if (body.refund_to === 'wallet' && row.order.customerId === null) {
      const message = 'Only a signed-in customer has a wallet to refund to.';
      throw validationError({ refund_to: message }, message);
    }
    await openRefund(tx, {
      orderId: a.orderId,
      amount: body.amount,
      destination: body.refund_to,
      reason: `refunded by an operator: ${body.reason}`,
      now: a.now,
    });
    const to = body.refund_to === 'wallet' ? 'the wallet' : 'the payment';
    return {
      summary: `${formatInr(body.amount)} back to ${to} (${before.refunded > 0 ? 'more' : 'first'} refund)${because(body.reason)}`,
    };
  });
}

/** POST /orders/{id}/vendor: the booking goes to the vendor the operator chose. */
export function chooseVendor(
  a: OrderActionInput,
  body: z.output<typeof assignVendorBody>,
  settings: AnswerWindowSettings,
) {
  return actOnOrder(a.db, a.operator, a.now, a.orderId, 'order.assign_vendor', async (tx) => {
    const moved = await assignVendor(
      tx,
      { orderId: a.orderId, vendorId: body.vendor_id, askAgain: body.ask_again },
      who(a.operator),
      settings,
      a.now,
    );
    const from = moved.from ? `from ${moved.from} ` : '';
    const again = body.ask_again ? 'again ' : '';
    return { summary: `asked ${moved.to} ${again}${from}`.trim() + because(body.reason) };
  });
}

/** POST /orders/{id}/vendor/resend: the silent vendor is asked again, with a new window. */
export function resendToVendor(
  a: OrderActionInput,
  reason: string | undefined,
  settings: AnswerWindowSettings,
) {
  return actOnOrder(a.db, a.operator, a.now, a.orderId, 'order.resend_request', async (tx) => {
    const sent = await resendRequest(tx, a.orderId, settings, a.now);
    const until = formatDisplayDateTime(sent.answerBy, DEFAULT_TIME_ZONE);
    return { summary: `asked ${sent.vendor} again, to answer by ${until}${because(reason)}` };
  });
}

/** POST /orders/{id}/complete: the booking is done (the customer hears, and is asked for a review). */
export function completeOrder(a: OrderActionInput, reason: string | undefined) {
  return actOnOrder(a.db, a.operator, a.now, a.orderId, 'order.complete', async (tx) => {
    await applyOrderEvent(tx, a.orderId, { type: 'completed' }, { now: a.now, actorId: a.operator.userId });
    return { summary: `marked done${because(reason)}` };
  });
}

/** POST /orders/{id}/cash-collected: a cash-on-delivery booking's cash is in, once. */
export function recordCash(a: OrderActionInput, reason: string | undefined) {
  return actOnOrder(a.db, a.operator, a.now, a.orderId, 'order.cash_collected', async (tx) => {
    const row = await orderForTerms(tx, a.orderId, true);
    if (!row) throw new DomainError('NOT_FOUND', `Order ${a.orderId} was not found`);
    if (await cashCollected(tx, a.orderId))
      throw new DomainError('CASH_ALREADY_RECORDED', 'Its cash is already recorded.');
    const method = row.order.paymentMethod;
    await applyOrderEvent(
      tx,
      a.orderId,
      { type: 'cash_collected', method },
      { now: a.now, actorId: a.operator.userId },
    );
    return { summary: `cash of ${formatInr(row.order.amount)} collected${because(reason)}` };
  });
}

/**
 * POST /orders/{id}/tracking-link: a new tracking link for the order (one that leaked, or a
 * customer's forwarded text), every earlier key refused from this moment. The operator gets the
 * new link to pass on to the customer; the audit keeps who replaced it and why, never the key.
 */
export async function replaceTrackingLink(
  a: OrderActionInput,
  reason: string | undefined,
  linkSecret: string,
): Promise<z.output<typeof replacedTrackingLink>> {
  return audited(a.db, { userId: a.operator.userId, now: a.now }, async (tx) => {
    const bumped = await replaceTrackingKey(tx, a.orderId);
    if (!bumped) throw new DomainError('NOT_FOUND', `Order ${a.orderId} was not found`);
    // The customer gets the new link at once (their texts' old one stopped working); one per version.
    await queueOrderMessages(
      tx,
      { id: a.orderId, customerId: bumped.customerId },
      ['tracking_link_replaced'],
      a.now,
      `v${bumped.version}`,
    );
    return {
      result: {
        order_id: a.orderId,
        tracking_path: trackingPath(linkSecret, a.orderId, bumped.version),
        key_expires_at: trackingKeyExpiresAt(bumped.date, bumped.createdAt).toISOString(),
      },
      audit: {
        action: 'order.tracking_link',
        subject: { type: 'order', id: a.orderId },
        orderId: a.orderId,
        summary: `tracking link replaced${because(reason)}`,
        before: { key_version: bumped.version - 1 },
        after: { key_version: bumped.version },
      },
    };
  });
}
