/**
 * A refund's own life (docs/architecture.md, "Refunds and vendor requests: one writer each"):
 * pending (to be asked of the provider, or credited to the wallet), requested (the provider took
 * it), then processed or failed as the provider confirms. processed and failed are final: a
 * webhook delivered twice, or late, changes nothing again. A failed refund is tried again as a new
 * refund of the same amount after a wait; after REFUND_MAX_FAILURES the operators take it over.
 */
export const REFUND_STATES = ['pending', 'requested', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export type RefundDestination = 'source' | 'wallet';

/** Every move a refund may make, and nothing else. A new refund starts pending. */
export const REFUND_TRANSITIONS: Readonly<Record<RefundState, readonly RefundState[]>> = {
  // Tried when due: taken by the provider, or settled at once (the wallet, an instant refund); a
  // try that does not reach the provider leaves it pending, tried again later.
  pending: ['pending', 'requested', 'processed', 'failed'],
  // The provider's final word comes by webhook, or by asking it when none came (still pending: asked later).
  requested: ['requested', 'processed', 'failed'],
  processed: [],
  failed: [],
};

/** Refunds on their way: at most one of an order's at a time (the refunds_one_in_flight index). */
export const REFUND_IN_FLIGHT_STATES = ['pending', 'requested'] as const satisfies readonly RefundState[];

export const isRefundInFlight = (state: RefundState): boolean =>
  (REFUND_IN_FLIGHT_STATES as readonly RefundState[]).includes(state);

/** Whether any of an order's refunds is still on its way (pending or requested). */
export const hasRefundInFlight = (refunds: readonly { status: RefundState }[]): boolean =>
  refunds.some((r) => isRefundInFlight(r.status));

/** How many provider failures (refund.failed) a refund gets before the operators take it over. */
export const REFUND_MAX_FAILURES = 3;

/** A refund the provider took is asked about if its webhook has not come within this time. */
export const REFUND_CHECK_AFTER_MS = 30 * 60_000;

/** A provider outage only delays a refund: each try waits longer, up to an hour. */
export function refundRetryDelayMs(tries: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, tries - 1));
}

/** What can happen to a refund once it is open. */
export type RefundEvent =
  /** The provider took the request; its final word comes later. */
  | { type: 'requested' }
  /** Asked about it, the provider says it is still on its way. */
  | { type: 'still_pending' }
  /** The try did not reach the provider (down, refused, no answer): the same refund is tried again. */
  | { type: 'try_failed' }
  /** Not asked this pass (the provider did not answer another refund): no try is counted. */
  | { type: 'deferred' }
  /** The provider's final word (its answer, a webhook, a status check), or the wallet credited. */
  | { type: 'processed' }
  /** failedBefore: how many of the order's refunds the provider failed before this one. */
  | { type: 'failed'; failedBefore: number };

export type RefundMove = {
  readonly ok: true;
  readonly from: RefundState;
  readonly to: RefundState;
  /** The refund's tries at the provider after the move. */
  readonly tries: number;
  /** When it is looked at again (tried, or asked about); undefined once it is final. */
  readonly nextTryInMs?: number;
  /** After a failure: the same amount again as a new refund after a wait, or the operators take over. */
  readonly afterFailure?:
    | { readonly retry: { readonly afterMs: number; readonly failures: number } }
    | { readonly escalate: { readonly failures: number } };
};

export type RefundDecision =
  | RefundMove
  /** `settled`: the refund is already final, so a late or repeated word changes nothing (not a fault). */
  | { readonly ok: false; readonly settled: boolean; readonly refusal: string };

/** The states each event may come in, and the state it leads to. */
const EVENT_MOVES: Readonly<
  Record<RefundEvent['type'], { readonly from: readonly RefundState[]; readonly to: RefundState }>
> = {
  requested: { from: ['pending'], to: 'requested' },
  still_pending: { from: ['requested'], to: 'requested' },
  try_failed: { from: ['pending'], to: 'pending' },
  deferred: { from: ['pending'], to: 'pending' },
  processed: { from: ['pending', 'requested'], to: 'processed' },
  failed: { from: ['pending', 'requested'], to: 'failed' },
};

export const canRefundMove = (from: RefundState, to: RefundState): boolean =>
  REFUND_TRANSITIONS[from].includes(to);

/**
 * The refund process: from a refund's state and an event, its next state and what follows. The
 * API's refund lifecycle service applies it; nothing else changes a refund's state.
 */
export function decideRefund(
  refund: { status: RefundState; tries: number },
  event: RefundEvent,
): RefundDecision {
  const from = refund.status;
  const { to } = EVENT_MOVES[event.type];
  if (!EVENT_MOVES[event.type].from.includes(from) || !canRefundMove(from, to)) {
    const settled = REFUND_TRANSITIONS[from].length === 0;
    return { ok: false, settled, refusal: `A ${from} refund cannot take the event ${event.type}.` };
  }
  const move = { ok: true as const, from, to, tries: refund.tries };
  switch (event.type) {
    case 'requested':
    case 'still_pending':
      return { ...move, nextTryInMs: REFUND_CHECK_AFTER_MS };
    case 'try_failed':
      return { ...move, tries: refund.tries + 1, nextTryInMs: refundRetryDelayMs(refund.tries + 1) };
    case 'deferred':
      return { ...move, nextTryInMs: refundRetryDelayMs(1) };
    case 'processed':
      return move;
    case 'failed': {
      const failures = event.failedBefore + 1;
      if (failures >= REFUND_MAX_FAILURES) return { ...move, afterFailure: { escalate: { failures } } };
      return { ...move, afterFailure: { retry: { afterMs: refundRetryDelayMs(failures), failures } } };
    }
  }
}
