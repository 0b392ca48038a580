import { DomainError } from '../errors/domain-error';
import { type LatePaymentChecks, latePaymentOutcome, latePaymentRefusal } from '../payments/late-payment';
import type { Rupees } from '../pricing/money';
import { confirmedOfflineState, type OfflinePayment } from './money-holds';
import { canTransition, HOLDS_CAPACITY, type OrderState, stateText } from './order-process';

/**
 * What can happen to an order (docs/server-rules.md, "Places and orders"); the order process
 * decides what it leads to.
 */
export type OrderEvent =
  /** The provider captured the payment. `late` holds the checks of a payment after the hold ran out. */
  | { type: 'paid'; source: string; late?: Omit<LatePaymentChecks, 'placesFree'> }
  | { type: 'payment_failed'; source: string }
  | { type: 'hold_expired' }
  /** The customer booked the same slot again: the unpaid order gives way to the new one. */
  | { type: 'abandoned' }
  | { type: 'offline_confirmed'; how: OfflinePayment; codAvailable: boolean; payable: Rupees }
  | { type: 'cash_collected'; method: 'online' | 'cod' | 'offline' }
  /** walletBack: the wallet money that goes back (the cancellation policy's share); all of it when absent. */
  | { type: 'cancelled'; by: string; paidOnline: boolean; walletBack?: Rupees }
  /** Money went back: a refund-due order is refunded; any other keeps its state (a partial refund). */
  | { type: 'refund_issued' }
  // The vendor's side (the fulfilment issue): requested, answered, on the way, done.
  | { type: 'sent_to_vendor' }
  /** An operator chose the vendor (the console): asked instead of, or after, the dispatch's choice. */
  | { type: 'vendor_assigned'; by: string }
  | { type: 'vendor_accepted' }
  | { type: 'vendor_rejected' }
  /** The vendor let the request's answer window pass: back to finding one, like a rejection. */
  | { type: 'vendor_timed_out' }
  | { type: 'on_the_way' }
  | { type: 'completed' };

export type OrderEventType = OrderEvent['type'];

/**
 * What a transition does beside the state. All of it follows from whether the order is live (holds
 * its places) before and after: an order that ends gives back its places, its wallet money and its
 * coupon use; an ended order that comes back (a late payment) takes all three again.
 */
export type OrderEffects = {
  readonly capacity: 'take' | 'release' | 'none';
  readonly wallet: 'refund' | 'retake' | 'none';
  readonly couponUse: 'returned' | 'retaken' | 'kept';
};

export type OrderMove = {
  readonly ok: true;
  readonly from: OrderState;
  /** Equal to `from` for an event that is only recorded (a failed payment, cash collected). */
  readonly to: OrderState;
  readonly cause: string;
  readonly effects: OrderEffects;
  /** Where the order goes instead when the places it must take again are gone. */
  readonly ifNoPlaces?: OrderMove;
};
export type OrderDecision = OrderMove | { readonly ok: false; readonly refusal: string };

/** The audit cause of cash collected: the console's 'cash to collect' queue looks for it. */
export const CASH_COLLECTED = 'cash collected';

const NO_EFFECTS: OrderEffects = { capacity: 'none', wallet: 'none', couponUse: 'kept' };

export function effectsOf(from: OrderState, to: OrderState): OrderEffects {
  const before = HOLDS_CAPACITY.has(from);
  const after = HOLDS_CAPACITY.has(to);
  if (before === after) return NO_EFFECTS;
  return after
    ? { capacity: 'take', wallet: 'retake', couponUse: 'retaken' }
    : { capacity: 'release', wallet: 'refund', couponUse: 'returned' };
}

const cannot = (from: OrderState, to: OrderState): OrderDecision => ({
  ok: false,
  refusal: `An order that is ${stateText(from)} cannot become ${stateText(to)}.`,
});

/** A move the table allows, with its effects; a refusal otherwise. */
function move(from: OrderState, to: OrderState, cause: string): OrderDecision {
  if (!canTransition(from, to)) return cannot(from, to);
  return { ok: true, from, to, cause, effects: effectsOf(from, to) };
}

/** An event that changes nothing but is kept in the audit trail, allowed in these states only. */
function record(
  from: OrderState,
  allowed: readonly OrderState[],
  cause: string,
  what: string,
): OrderDecision {
  if (!allowed.includes(from))
    return { ok: false, refusal: `An order that is ${stateText(from)} cannot ${what}.` };
  return { ok: true, from, to: from, cause, effects: NO_EFFECTS };
}

function paid(from: OrderState, e: Extract<OrderEvent, { type: 'paid' }>): OrderDecision {
  if (from === 'pending_payment') return move(from, 'placed', `paid (${e.source})`);
  if (from === 'expired') {
    if (!e.late) return { ok: false, refusal: 'A payment after the hold ran out needs its checks.' };
    if (latePaymentRefusal(e.late) !== undefined) {
      return move(from, 'refund_due', latePaymentOutcome({ ...e.late, placesFree: true }, e.source).cause);
    }
    const kept = move(from, 'placed', latePaymentOutcome({ ...e.late, placesFree: true }, e.source).cause);
    const refused = move(
      from,
      'refund_due',
      latePaymentOutcome({ ...e.late, placesFree: false }, e.source).cause,
    );
    return kept.ok && refused.ok ? { ...kept, ifNoPlaces: refused } : kept;
  }
  return move(from, 'refund_due', `paid while ${stateText(from)}: refund due (${e.source})`);
}

/** Where an operator's refund (part of the money, or the rest) may go without changing the state. */
const REFUNDED_IN_PLACE: readonly OrderState[] = [
  'placed',
  'sent_to_vendor',
  'accepted',
  'rejected',
  'on_the_way',
  'completed',
  'cancelled',
  'refunded',
];

function refundIssued(from: OrderState): OrderDecision {
  if (from === 'refund_due') return move(from, 'refunded', 'refund issued');
  return record(from, REFUNDED_IN_PLACE, 'refund issued', 'be refunded');
}

/** Asking the chosen vendor: the order is with a vendor again, or stays with one (another one). */
function vendorAssigned(from: OrderState, by: string): OrderDecision {
  if (from === 'sent_to_vendor')
    return record(from, [from], `asked another vendor instead (chosen by ${by})`, 'go to another vendor');
  return move(from, 'sent_to_vendor', `requested from a vendor chosen by ${by}`);
}

function offlineConfirmed(from: OrderState, e: Extract<OrderEvent, { type: 'offline_confirmed' }>) {
  if (from !== 'offline_pending')
    return { ok: false, refusal: 'This booking is already confirmed.' } as const;
  const to = confirmedOfflineState(e.how, { codAvailable: e.codAvailable, payable: e.payable });
  const how = e.how === 'cod' ? 'cash on delivery' : 'online payment';
  return move(from, to, `confirmed by the customer (${how})`);
}

function expired(from: OrderState, cause: string): OrderDecision {
  if (from !== 'pending_payment' && from !== 'offline_pending') return cannot(from, 'expired');
  return move(from, 'expired', cause);
}

/**
 * The order process: from a state and an event, the next state with its effects and audit cause,
 * or a refusal. The API's lifecycle service applies it; nothing else changes an order's state.
 */
export function decideOrder(from: OrderState, event: OrderEvent): OrderDecision {
  switch (event.type) {
    case 'paid':
      return paid(from, event);
    case 'payment_failed':
      return record(from, ['pending_payment'], `payment failed (${event.source})`, 'fail a payment');
    case 'hold_expired':
      return expired(
        from,
        from === 'offline_pending' ? 'offline booking not confirmed in time' : 'payment hold expired',
      );
    case 'abandoned':
      return expired(from, 'abandoned: the customer booked the same slot again');
    case 'offline_confirmed':
      return offlineConfirmed(from, event);
    case 'cash_collected':
      if (event.method !== 'cod')
        return { ok: false, refusal: 'Only a cash-on-delivery order collects cash.' };
      return record(from, ['accepted', 'on_the_way', 'completed'], CASH_COLLECTED, 'collect cash');
    case 'cancelled': {
      // Only a live order can be cancelled: an ended one has nothing left to give back.
      if (!HOLDS_CAPACITY.has(from)) return cannot(from, 'cancelled');
      const to = event.paidOnline ? 'refund_due' : 'cancelled';
      return move(from, to, `cancelled by ${event.by}${event.paidOnline ? ': refund due' : ''}`);
    }
    case 'refund_issued':
      return refundIssued(from);
    case 'sent_to_vendor':
      // The dispatch asks a vendor only for a booking nobody holds; taking one back is an operator's.
      if (from === 'accepted') return cannot(from, 'sent_to_vendor');
      return move(from, 'sent_to_vendor', 'requested from a vendor');
    case 'vendor_assigned':
      return vendorAssigned(from, event.by);
    case 'vendor_accepted':
      return move(from, 'accepted', 'accepted by the vendor');
    case 'vendor_rejected':
      return move(from, 'rejected', 'rejected by the vendor');
    case 'vendor_timed_out':
      return move(from, 'rejected', 'no answer from the vendor in time');
    case 'on_the_way':
      return move(from, 'on_the_way', 'the vendor is on the way');
    case 'completed':
      return move(from, 'completed', 'done');
  }
}

/** The move, or the refusal as a 409 (the order is not in a state for this). */
export function assertOrderMove(decision: OrderDecision): OrderMove {
  if (!decision.ok) throw new DomainError('ORDER_STATE', decision.refusal);
  return decision;
}
