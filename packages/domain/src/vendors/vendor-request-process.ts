import type { OrderEventType } from '../orders/order-events';
import type { OrderState } from '../orders/order-process';

/**
 * A booking request to one vendor (docs/architecture.md, "Refunds and vendor requests: one writer
 * each"): sent, waiting for the vendor's answer through its signed link before its window ends;
 * accepted, the vendor holds the booking; rejected, timed out (the window passed unanswered) and
 * withdrawn (the booking went to another vendor, or ended) are final. An operator may ask a vendor
 * who answered before again: a new request of its own.
 */
export const VENDOR_REQUEST_STATES = ['sent', 'accepted', 'rejected', 'timed_out', 'withdrawn'] as const;
export type VendorRequestState = (typeof VENDOR_REQUEST_STATES)[number];

/** Every move a request may make, and nothing else. A new request starts sent. */
export const VENDOR_REQUEST_TRANSITIONS: Readonly<Record<VendorRequestState, readonly VendorRequestState[]>> =
  {
    // sent again: an operator asks the silent vendor once more, with a new answer window.
    sent: ['sent', 'accepted', 'rejected', 'timed_out', 'withdrawn'],
    // An operator takes the booking from its vendor and gives it to another.
    accepted: ['withdrawn'],
    rejected: [],
    timed_out: [],
    withdrawn: [],
  };

/**
 * The requests that hold their booking (asked, or accepted): at most one of an order's at a time
 * (the vendor_requests_one_holder index), so two vendors never both have it.
 */
export const VENDOR_REQUEST_HOLDING_STATES = [
  'sent',
  'accepted',
] as const satisfies readonly VendorRequestState[];

export const canVendorRequestMove = (from: VendorRequestState, to: VendorRequestState): boolean =>
  VENDOR_REQUEST_TRANSITIONS[from].includes(to);

/** What can happen to a request once it is sent. */
export type VendorRequestEvent =
  /** An operator asks the silent vendor again: a new window, the old link stops working. */
  | { type: 'resent' }
  | { type: 'accepted' }
  | { type: 'rejected' }
  /** Its answer window passed unanswered; `orderState` is the booking's state now. */
  | { type: 'lapsed'; orderState: OrderState }
  /** The booking went to another vendor (an operator's choice), or was cancelled. */
  | { type: 'withdrawn' };

export type VendorRequestMove = {
  readonly ok: true;
  readonly from: VendorRequestState;
  readonly to: VendorRequestState;
  /** The booking's own event that goes with the move (its order process decides what it leads to). */
  readonly orderEvent?: Extract<OrderEventType, 'vendor_accepted' | 'vendor_rejected' | 'vendor_timed_out'>;
};
export type VendorRequestDecision = VendorRequestMove | { readonly ok: false; readonly refusal: string };

const spoken = (state: VendorRequestState) => state.replace('_', ' ');

/**
 * The vendor request process: from a request's state and an event, its next state and the
 * booking's event that goes with it, or a refusal. The API's request lifecycle service applies it;
 * nothing else changes a request's state.
 */
export function decideVendorRequest(
  from: VendorRequestState,
  event: VendorRequestEvent,
): VendorRequestDecision {
  const move = (
    to: VendorRequestState,
    orderEvent?: VendorRequestMove['orderEvent'],
  ): VendorRequestDecision => {
    if (!canVendorRequestMove(from, to) || (event.type !== 'withdrawn' && from !== 'sent'))
      return { ok: false, refusal: `A request that is ${spoken(from)} cannot be ${spoken(to)}.` };
    return { ok: true, from, to, ...(orderEvent && { orderEvent }) };
  };
  switch (event.type) {
    case 'resent':
      return move('sent');
    case 'accepted':
      return move('accepted', 'vendor_accepted');
    case 'rejected':
      return move('rejected', 'vendor_rejected');
    case 'lapsed':
      // The booking went back to finding a vendor only if it still waits on this one; one that ended
      // (cancelled) or moved on meanwhile only closes the request.
      return event.orderState === 'sent_to_vendor'
        ? move('timed_out', 'vendor_timed_out')
        : move('withdrawn');
    case 'withdrawn':
      return move('withdrawn');
  }
}
