import type { ConsoleOrderDetail } from '@store/contract/console';
import { CONSOLE_ACTIONS, type ConsoleAction } from '@store/domain';
import type { messagesOfOrder } from '../../messaging';
import type { refundsOf } from '../../refunds';
import type { auditOfOrder } from '../audit/audit.repository';
import { fullName } from './console-order.dto';
import type { eventsOfOrder, paymentsOfOrder, vendorRequestsOfOrder } from './order-detail.repository';

type Detail = ConsoleOrderDetail;
type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

/**
 * The order's history in one list, oldest first: its own audit rows (state changes, and notes such
 * as a refund's steps) and the console's actions on it, each with who acted.
 */
export function toTimeline(
  events: Rows<typeof eventsOfOrder>[],
  audit: Rows<typeof auditOfOrder>[],
): Detail['timeline'] {
  const own = events.map(({ event, firstName, lastName }) => ({
    at: event.createdAt.toISOString(),
    source: 'order' as const,
    text: event.cause,
    from: event.fromStatus,
    to: event.toStatus,
    actor: event.actorId === null ? null : { id: event.actorId, name: fullName(firstName, lastName) },
  }));
  const actions = audit.map(({ entry, firstName, lastName }) => ({
    at: entry.createdAt.toISOString(),
    source: 'console' as const,
    text: `${CONSOLE_ACTIONS[entry.action as ConsoleAction] ?? entry.action}: ${entry.summary}`,
    from: null,
    to: null,
    actor: { id: entry.actorId, name: fullName(firstName, lastName) },
  }));
  // Stable: at the same instant the order's own row (the change) comes before the action's note.
  return [...own, ...actions].sort((a, b) => a.at.localeCompare(b.at));
}

export function toPayment({ payment, captures }: Rows<typeof paymentsOfOrder>): Detail['payments'][number] {
  return {
    id: payment.id,
    provider: payment.provider,
    provider_order_id: payment.providerOrderId,
    provider_payment_id: payment.providerPaymentId,
    amount: payment.amount,
    status: payment.status,
    created_at: payment.createdAt.toISOString(),
    captures: captures.map((c) => ({
      provider_payment_id: c.providerPaymentId,
      amount: c.amountPaise / 100,
      source: c.source,
      outcome: c.outcome,
      refund_due: c.refundDue,
      created_at: c.createdAt.toISOString(),
    })),
  };
}

export function toRefund(r: Rows<typeof refundsOf>): Detail['refunds'][number] {
  return {
    id: r.id,
    amount: r.amount,
    to: r.destination,
    status: r.status,
    reason: r.reason,
    last_error: r.lastError,
    created_at: r.createdAt.toISOString(),
    settled_at: r.settledAt?.toISOString() ?? null,
  };
}

export function toMessage(m: Rows<typeof messagesOfOrder>): Detail['messages'][number] {
  return {
    id: m.id,
    kind: m.kind,
    channel: m.channel,
    to: m.vendorId === null ? 'customer' : 'vendor',
    status: m.status,
    attempts: m.attempts,
    last_error: m.lastError,
    created_at: m.createdAt.toISOString(),
    sent_at: m.sentAt?.toISOString() ?? null,
  };
}

export function toVendorRequest(r: Rows<typeof vendorRequestsOfOrder>): Detail['vendor_requests'][number] {
  return {
    id: r.request.id,
    vendor: { id: r.request.vendorId, name: r.name, mobile: r.mobile },
    status: r.request.status,
    sent_at: r.request.sentAt.toISOString(),
    answer_by: r.request.answerBy.toISOString(),
    responded_at: r.request.respondedAt?.toISOString() ?? null,
  };
}
