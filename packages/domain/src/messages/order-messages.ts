import type { OrderState } from '../orders/order-process';
import { to12Hour } from '../time/format';
import { dayNameOfYmd, monthName } from '../time/names';
import { parseYmd } from '../time/ymd';

/** What the store tells a customer about an order, once per order and kind. */
export type OrderMessageKind = 'order_placed' | 'payment_failed';

/**
 * The messages a move of an order sends: 'placed' (paid, or cash on delivery) says the booking is
 * confirmed with its tracking link; a failed payment says how to pay again. `from` is null for a
 * new order's first state.
 */
export function orderMessagesFor(move: {
  from: OrderState | null;
  to: OrderState;
  event: string | null;
}): OrderMessageKind[] {
  const kinds: OrderMessageKind[] = [];
  if (move.to === 'placed' && move.from !== 'placed') kinds.push('order_placed');
  if (move.event === 'payment_failed') kinds.push('payment_failed');
  return kinds;
}

export type OrderMessageFacts = {
  orderId: number;
  experience: string;
  /** The slot's local date and start time, when the order has a slot. */
  date: string | null;
  startTime: string | null;
  /** Where the customer follows the order (the store's tracking page). */
  trackingUrl: string;
};

/** 'Fri 4 Dec, 7:00 PM', or '' for an order without a slot. */
export function slotLabel(date: string | null, startTime: string | null): string {
  if (!date) return '';
  const { day, month } = parseYmd(date);
  const label = `${dayNameOfYmd(date)} ${day} ${monthName(month - 1)}`;
  return startTime ? `${label}, ${to12Hour(startTime)}` : label;
}

/**
 * A message's text and its template variables (an SMS gateway fills a DLT-registered template with
 * them, so the text and the variables must say the same). Kept short: one SMS segment where it can.
 */
export function orderMessage(
  kind: OrderMessageKind,
  facts: OrderMessageFacts,
): { text: string; params: Record<string, string> } {
  const when = slotLabel(facts.date, facts.startTime);
  const params = {
    order_id: String(facts.orderId),
    experience: facts.experience,
    when,
    link: facts.trackingUrl,
  };
  const on = when ? ` on ${when}` : '';
  const text =
    kind === 'order_placed'
      ? `Booking #${facts.orderId} confirmed: ${facts.experience}${on}. Track it and answer its questions: ${facts.trackingUrl}`
      : `Payment for booking #${facts.orderId} (${facts.experience}${on}) did not go through. Pay again here: ${facts.trackingUrl}`;
  return { text, params };
}

/** A message is tried at most this often before it is kept as failed. */
export const MESSAGE_ATTEMPTS = 6;

/**
 * When a message that failed `attempts` times is tried again: 1, 2, 4, 8 and 16 minutes after the
 * last try (about half an hour in all, through a short provider outage); null when it has had
 * every try.
 */
export function messageRetryAt(attempts: number, now: Date): Date | null {
  if (attempts >= MESSAGE_ATTEMPTS) return null;
  return new Date(now.getTime() + 2 ** (attempts - 1) * 60_000);
}
