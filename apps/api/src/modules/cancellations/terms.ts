import {
  type CancellationTerms,
  cancellationPolicyOf,
  cancellationTerms,
  isOrderState,
  refundShare,
  rescheduleRefusal,
  zonedDateTimeToInstant,
} from '@store/domain';
import type { OrderForTerms } from './cancellations.repository';

/** When the order's slot starts, in its city's time; null without a slot. */
export function slotStartOf(row: OrderForTerms): Date | null {
  const { date } = row.order;
  return date && row.startTime ? zonedDateTimeToInstant(date, row.startTime, row.timeZone) : null;
}

function stateOf(row: OrderForTerms) {
  if (!isOrderState(row.order.status)) throw new Error(`order ${row.order.id} has an unknown state`);
  return row.order.status;
}

/** The domain's terms for this order now, from its own policy (or the default) and what it paid. */
export function termsOf(row: OrderForTerms, now: Date): CancellationTerms {
  return cancellationTerms({
    state: stateOf(row),
    slotStart: slotStartOf(row),
    now,
    policy: cancellationPolicyOf(
      row.policy ?? { fullRefundHours: null, lateRefundPercent: null, cutoffHours: null },
    ),
    paid: { online: row.paidOnline ?? 0, wallet: row.order.cashUsed },
    timeZone: row.timeZone,
  });
}

export function rescheduleRefusalOf(row: OrderForTerms, now: Date): string | undefined {
  return rescheduleRefusal({
    state: stateOf(row),
    slotStart: slotStartOf(row),
    now,
    policy: cancellationPolicyOf(
      row.policy ?? { fullRefundHours: null, lateRefundPercent: null, cutoffHours: null },
    ),
    timeZone: row.timeZone,
  });
}

/** An add-on order's refund follows its booking's percent: it was paid online only. */
export const customizationRefund = (paidOnline: number | null, percent: number) =>
  refundShare({ online: paidOnline ?? 0, wallet: 0 }, percent).online;
