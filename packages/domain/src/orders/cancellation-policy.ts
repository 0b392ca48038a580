import { formatInr } from '../format/inr';
import type { Rupees } from '../pricing/money';
import { formatDisplayDateTime } from '../time/display';
import type { OrderState } from './order-process';

/**
 * What a customer gets back when they cancel: everything until a cut-off before
 * the slot, a share of it after, nothing once the team is on the way; and no change at all in the
 * last hours, when the vendor is already preparing. Each experience may set its own numbers.
 */
export type CancellationPolicy = {
  /** A full refund until this many hours before the slot starts. */
  readonly fullRefundHours: number;
  /** After that, this percent of what was paid comes back (0 to 100). */
  readonly lateRefundPercent: number;
  /** No cancellation or reschedule in the last hours before the slot. */
  readonly cutoffHours: number;
};

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  fullRefundHours: 24,
  lateRefundPercent: 50,
  cutoffHours: 3,
};

/** An experience's own numbers (null: the default), kept sane: the cut-off never after the free window. */
export function cancellationPolicyOf(own: {
  fullRefundHours: number | null;
  lateRefundPercent: number | null;
  cutoffHours: number | null;
}): CancellationPolicy {
  const d = DEFAULT_CANCELLATION_POLICY;
  const fullRefundHours = own.fullRefundHours ?? d.fullRefundHours;
  return {
    fullRefundHours,
    lateRefundPercent: Math.min(100, Math.max(0, own.lateRefundPercent ?? d.lateRefundPercent)),
    cutoffHours: Math.min(own.cutoffHours ?? d.cutoffHours, fullRefundHours),
  };
}

/** Money paid for the order, by where it came from. */
export type PaidMoney = { readonly online: Rupees; readonly wallet: Rupees };

export type CancellationWindow = 'unpaid' | 'full' | 'partial' | 'closed' | 'under_way' | 'ended';

export type CancellationTerms = {
  readonly cancellable: boolean;
  readonly window: CancellationWindow;
  readonly refundPercent: number;
  /** What comes back, to each source it was paid from (each rounded down, never above it). */
  readonly refund: PaidMoney & { readonly total: Rupees };
  /** Until when the full refund and any change are allowed; null without a slot. */
  readonly fullRefundUntil: Date | null;
  readonly cutoffAt: Date | null;
  /** The sentence the tracking page shows. */
  readonly reason: string;
};

const HOUR_MS = 3_600_000;
const BOOKED: ReadonlySet<OrderState> = new Set(['placed', 'sent_to_vendor', 'accepted', 'rejected']);
const UNPAID: ReadonlySet<OrderState> = new Set(['pending_payment', 'offline_pending']);

export type CancellationInput = {
  state: OrderState;
  /** When the slot starts; null for an order without one (a courier item). */
  slotStart: Date | null;
  now: Date;
  policy: CancellationPolicy;
  paid: PaidMoney;
  timeZone: string;
};

/** The terms of cancelling this order now: the window it is in, what comes back, and why. */
export function cancellationTerms(input: CancellationInput): CancellationTerms {
  const { state, slotStart, now, policy, paid, timeZone } = input;
  const fullRefundUntil = slotStart && new Date(slotStart.getTime() - policy.fullRefundHours * HOUR_MS);
  const cutoffAt = slotStart && new Date(slotStart.getTime() - policy.cutoffHours * HOUR_MS);
  const at = (d: Date) => formatDisplayDateTime(d, timeZone);
  const terms = (window: CancellationWindow, percent: number, reason: string): CancellationTerms => {
    const cancellable = window === 'unpaid' || window === 'full' || window === 'partial';
    const refund = cancellable ? refundShare(paid, percent) : { online: 0, wallet: 0, total: 0 };
    return {
      cancellable,
      window,
      refundPercent: cancellable ? percent : 0,
      refund,
      fullRefundUntil,
      cutoffAt,
      reason,
    };
  };
  if (state === 'on_the_way')
    return terms('under_way', 0, 'The team is on the way: this booking can no longer be cancelled.');
  if (!BOOKED.has(state) && !UNPAID.has(state))
    return terms('ended', 0, `This order is ${state.replaceAll('_', ' ')}: there is nothing to cancel.`);
  if (slotStart && now >= slotStart)
    return terms('closed', 0, 'The slot has started: this booking can no longer be cancelled.');
  if (UNPAID.has(state)) return terms('unpaid', 100, 'Nothing has been paid yet: cancelling costs nothing.');
  if (cutoffAt && now >= cutoffAt) {
    const hours = policy.cutoffHours;
    return terms(
      'closed',
      0,
      `Bookings can be cancelled or moved until ${hours} hours before the slot (${at(cutoffAt)}).`,
    );
  }
  if (!fullRefundUntil || now < fullRefundUntil) {
    const until = fullRefundUntil ? ` until ${at(fullRefundUntil)}` : '';
    return terms(
      'full',
      100,
      `Cancel now${until} for a full refund of ${formatInr(paid.online + paid.wallet)}.`,
    );
  }
  const share = refundShare(paid, policy.lateRefundPercent);
  return terms(
    'partial',
    policy.lateRefundPercent,
    `The free cancellation ended at ${at(fullRefundUntil)}: ${policy.lateRefundPercent}% comes back (${formatInr(share.total)}).`,
  );
}

/** percent of each source, rounded down in whole rupees: never more than was paid from it. */
export function refundShare(paid: PaidMoney, percent: number): PaidMoney & { total: Rupees } {
  const online = Math.floor((paid.online * percent) / 100);
  const wallet = Math.floor((paid.wallet * percent) / 100);
  return { online, wallet, total: online + wallet };
}

/** Rescheduling keeps to the same cut-off as cancelling, and only for a booking already made. */
export function rescheduleRefusal(input: Omit<CancellationInput, 'paid'>): string | undefined {
  const terms = cancellationTerms({ ...input, paid: { online: 0, wallet: 0 } });
  if (UNPAID.has(input.state)) return 'Pay for this booking first; then it can be moved to another slot.';
  if (terms.window === 'ended')
    return `This order is ${input.state.replaceAll('_', ' ')}: it cannot be moved.`;
  if (!terms.cancellable) return terms.reason.replace('no longer be cancelled', 'no longer be moved');
  return undefined;
}
