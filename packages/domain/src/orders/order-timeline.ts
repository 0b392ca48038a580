import { dayNameOfYmd, monthName } from '../time/names';
import { parseYmd } from '../time/ymd';
import type { OrderState } from './order-process';

/** What the customer reads for each state of their order, on its tracking page and in its messages. */
export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  pending_payment: 'Waiting for payment',
  expired: 'Payment time ran out',
  placed: 'Booking confirmed',
  offline_pending: 'Waiting for your confirmation',
  sent_to_vendor: 'Finding your partner',
  accepted: 'Partner confirmed',
  rejected: 'Finding another partner',
  on_the_way: 'On the way',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refund_due: 'Refund on its way',
  refunded: 'Refunded',
};

export type TimelineStep = { status: OrderState; label: string; at: Date };

/** The audit cause of a customer's reschedule: the one row that keeps the state and is still a step. */
const MOVED_BY_CUSTOMER = 'moved by the customer';

/**
 * "moved by the customer from Fri 4 Dec, 1:00 PM to Sat 5 Dec, 7:00 PM - 8:00 PM": days and times,
 * as operators read the timeline (slot ids mean nothing to them).
 */
export function rescheduleCause(fromLabel: string, toLabel: string): string {
  return `${MOVED_BY_CUSTOMER} from ${fromLabel} to ${toLabel}`;
}

/** "Moved to Sat, 12 Dec": the day the booking moved to, read back from its cause. */
function movedLabel(cause: string): string {
  const day = / to ([A-Z][a-z]{2}) (\d{1,2}) ([A-Z][a-z]{2})\b/.exec(cause);
  if (day) return `Moved to ${day[1]}, ${day[2]} ${day[3]}`;
  // Causes written before days and times: "from 2026-12-10 slot 4 to 2026-12-12 slot 9".
  const to = / to (\d{4}-\d{2}-\d{2}) slot /.exec(cause)?.[1];
  if (!to) return 'Moved to another time';
  const { month, day: date } = parseYmd(to);
  return `Moved to ${dayNameOfYmd(to)}, ${date} ${monthName(month - 1)}`;
}

/**
 * The steps an order went through, oldest first, from its audit rows. Rows that only record
 * something (a failed payment, cash collected) keep the state and are not steps; a reschedule keeps
 * it too, but the customer moved their booking, so it is one.
 */
export function orderTimeline(
  events: readonly {
    fromStatus: OrderState | null;
    toStatus: OrderState;
    cause?: string | null;
    createdAt: Date;
  }[],
): TimelineStep[] {
  const steps: TimelineStep[] = [];
  for (const e of events) {
    if (e.fromStatus !== e.toStatus)
      steps.push({ status: e.toStatus, label: ORDER_STATE_LABELS[e.toStatus], at: e.createdAt });
    else if (e.cause?.startsWith(MOVED_BY_CUSTOMER))
      steps.push({ status: e.toStatus, label: movedLabel(e.cause), at: e.createdAt });
  }
  return steps;
}
