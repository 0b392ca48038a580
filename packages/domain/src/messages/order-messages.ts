import type { OrderState } from '../orders/order-process';
import type { RefundDestination } from '../refunds/refund-process';
import { to12Hour } from '../time/format';
import { dayNameOfYmd, monthName } from '../time/names';
import { parseYmd } from '../time/ymd';
import { type CancelNotice, cancelledByText, refundBackText } from './cancel-notice';
import type { OrderMessageKind } from './message-kinds';

/** Booked states a customer paid for (or will pay on delivery): cancelling one owes them word. */
const BOOKED: ReadonlySet<OrderState | null> = new Set<OrderState>([
  'placed',
  'sent_to_vendor',
  'accepted',
  'rejected',
]);

/** An add-on order's moves that follow its booking: the booking's own message tells of them. */
const FOLLOWS_BOOKING: ReadonlySet<OrderState> = new Set<OrderState>(['cancelled', 'refund_due', 'refunded']);

/**
 * The messages a move of an order sends: 'placed' (paid, or cash on delivery) says the booking is
 * confirmed with its tracking link; a failed payment says how to pay again; then the moves a
 * customer waits for: the vendor accepted, the team is on the way, a booked order was cancelled
 * (or a payment has to go back), the refund is done, the setup is done (its photos are on the
 * tracking page: a surprise is often set up while the customer is out), and after completion the
 * review request (sent only if the order has the review opt-in, checked when it is sent). Moves
 * inside operations (sent to a vendor, a vendor refused and another is found) say nothing: the
 * booking stands. `from` is null for a new order. A customization order (`customization`: bought
 * after the booking) is cancelled and refunded with its booking, whose message already says so:
 * those moves of the add-on say nothing, or the customer would get one text per add-on as well.
 * Paid, it says what was added to which booking ('add_ons_paid'), never a second "booking confirmed".
 */
export function orderMessagesFor(move: {
  from: OrderState | null;
  to: OrderState;
  event: string | null;
  customization?: boolean;
}): OrderMessageKind[] {
  const kinds: OrderMessageKind[] = [];
  const { from, to } = move;
  if (to === 'placed' && from !== 'placed') kinds.push(move.customization ? 'add_ons_paid' : 'order_placed');
  if (move.event === 'payment_failed') kinds.push('payment_failed');
  if (from === to || (move.customization && FOLLOWS_BOOKING.has(to))) return kinds;
  if (to === 'accepted') kinds.push('order_accepted');
  if (to === 'on_the_way') kinds.push('order_on_the_way');
  if (to === 'refund_due' || (to === 'cancelled' && BOOKED.has(from))) kinds.push('order_cancelled');
  if (to === 'refunded') kinds.push('order_refunded');
  if (to === 'completed') kinds.push('order_completed', 'review_request');
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
  /** Where the order's last refund went (a refund's message says when the money is there). */
  refundTo?: RefundDestination | null;
  /** A cancellation's who, why and money back; without it the text says only that it is cancelled. */
  cancel?: CancelNotice | null;
  /** What an add-on order added to the booking ('2 x Balloons, Cake'). */
  items?: string;
};

/**
 * When a refund's money is there: a wallet credit is at once; a refund to the payment takes the
 * banks' 5-7 working days. One template with this as its variable (`landing`), so the SMS and
 * WhatsApp templates stay one per kind.
 */
const refundLanding = (to: RefundDestination | null | undefined): string =>
  to === 'wallet'
    ? 'it is in your wallet now, for your next booking'
    : 'it reaches your account in 5-7 working days';

/** '2 x Balloons, Cake': what an add-on order added, as its messages name it. */
export function customizationItemsText(lines: readonly { name: string; quantity: number }[]): string {
  return lines.map((l) => (l.quantity > 1 ? `${l.quantity} x ${l.name}` : l.name)).join(', ');
}

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
  const link = kind === 'questions_unanswered' ? answerLink(facts.trackingUrl) : facts.trackingUrl;
  const landing = refundLanding(facts.refundTo);
  const params: Record<string, string> = {
    order_id: String(facts.orderId),
    experience: facts.experience,
    when,
    link,
    ...(kind === 'order_refunded' && { landing }),
    ...(kind === 'add_ons_paid' && { items: facts.items ?? '' }),
  };
  const cancel = facts.cancel;
  if (kind === 'order_cancelled' && cancel) {
    params.cancelled_by = cancelledByText(cancel);
    params.refund = refundBackText(cancel);
  }
  const on = when ? ` on ${when}` : '';
  const what = `booking #${facts.orderId} (${facts.experience}${on})`;
  const texts: Record<OrderMessageKind, string> = {
    order_placed: `Booking #${facts.orderId} confirmed: ${facts.experience}${on}. Track it and answer its questions: ${link}`,
    payment_failed: `Payment for ${what} did not go through. Pay again here: ${link}`,
    order_accepted: `Good news: our team has accepted ${what} and is getting ready. Details: ${link}`,
    order_on_the_way: `Our team is on the way for ${what}. Follow it here: ${link}`,
    order_completed: `Your ${what} is ready! See the setup photos here: ${link}`,
    order_cancelled: cancel
      ? `Sorry, ${what} is cancelled. ${params.cancelled_by} ${params.refund} Details: ${link}`
      : `Sorry, ${what} is cancelled. Anything you paid for it will be refunded. Details: ${link}`,
    order_refunded: `The refund for ${what} is done; ${landing}. Details: ${link}`,
    questions_unanswered: `Please answer the questions for ${what} so the team can prepare. Answer here: ${link}`,
    add_ons_paid: `Added to ${what}: ${facts.items ?? 'your add-ons'}. Paid; the team brings them with the booking. Details: ${link}`,
    review_request: `Thank you for booking ${facts.experience} with us! Tell us how it went, it takes a minute: ${link}`,
    tracking_link_replaced: `We made a new tracking link for ${what}; the earlier one no longer opens it. Your new link: ${link}`,
    reminder_day_before: `Reminder: ${what} is tomorrow. Track it and answer its questions: ${link}`,
    reminder_two_hours: `Reminder: ${what} starts in about two hours. Follow it here: ${link}`,
  };
  return { text: texts[kind], params };
}

/** An email's subject line for an order's message. */
export function orderMessageSubject(kind: OrderMessageKind, orderId: number): string {
  const subjects: Record<OrderMessageKind, string> = {
    order_placed: `Booking #${orderId} confirmed`,
    payment_failed: `Payment for booking #${orderId} did not go through`,
    order_accepted: `Booking #${orderId} accepted`,
    order_on_the_way: `We are on the way: booking #${orderId}`,
    order_completed: `Booking #${orderId} is ready: see the setup photos`,
    order_cancelled: `Booking #${orderId} cancelled`,
    order_refunded: `Refund for booking #${orderId} done`,
    questions_unanswered: `Booking #${orderId}: a few questions before your slot`,
    review_request: `How was booking #${orderId}?`,
    tracking_link_replaced: `A new tracking link for booking #${orderId}`,
    add_ons_paid: `Add-ons added to booking #${orderId}`,
    reminder_day_before: `Tomorrow: booking #${orderId}`,
    reminder_two_hours: `In two hours: booking #${orderId}`,
  };
  return subjects[kind];
}

/**
 * The tracking link that opens the booking questions at once (the tracking page reads `answer=1`
 * and opens its answer modal), keeping the link's key.
 */
export function answerLink(trackingUrl: string): string {
  const url = new URL(trackingUrl);
  url.searchParams.set('answer', '1');
  return url.toString();
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
