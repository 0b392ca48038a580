import { OPS_CONTACT } from '../constants';
import type { OrderState } from '../orders/order-process';
import { formatDisplayDateTime } from '../time/display';

/**
 * Answers stay open at least until this many hours before the slot, and longer when the experience
 * needs more notice (its min_hours): the vendor prepares with them (a cake's flavour, a name on a
 * banner), so a change after that is a call to customer care, not a form.
 */
export const ANSWER_CUTOFF_MIN_HOURS = 3;

/**
 * What a successful submit says (docs/product.md, "Booking questions"): the API's message, the
 * page's toast.
 */
export const ANSWERS_SUBMITTED = 'Answers submitted successfully.';

/** Orders whose answers a customer may still give or change: booked, not yet under way or ended. */
const ANSWERABLE: ReadonlySet<OrderState> = new Set<OrderState>([
  'pending_payment',
  'offline_pending',
  'placed',
  'sent_to_vendor',
  'accepted',
  'rejected',
]);

export const isAnswerable = (status: string): boolean => ANSWERABLE.has(status as OrderState);

export type AnswerWindow = {
  editable: boolean;
  /** The last moment answers may change; null for an order without a slot time. */
  until: Date | null;
  /** Why they can no longer change; null while they can. */
  reason: string | null;
  /** Until when they can, in the city's time, while they can and there is a slot; else null. */
  note: string | null;
};

export function answerCutoff(slotStart: Date, minHours: number | null): Date {
  const hours = Math.max(minHours ?? 0, ANSWER_CUTOFF_MIN_HOURS);
  return new Date(slotStart.getTime() - hours * 3_600_000);
}

/** Whether an order's booking answers may change now, until when, and if not, why (in the city's time). */
export function answerWindow(o: {
  status: OrderState;
  slotStart: Date | null;
  minHours: number | null;
  timeZone: string;
  now: Date;
}): AnswerWindow {
  const until = o.slotStart ? answerCutoff(o.slotStart, o.minHours) : null;
  if (!ANSWERABLE.has(o.status)) {
    const state = o.status.replaceAll('_', ' ');
    return {
      editable: false,
      until,
      reason: `This booking is ${state}: its answers can no longer be changed.`,
      note: null,
    };
  }
  if (o.slotStart && until && o.now.getTime() >= until.getTime()) {
    const hours = Math.round((o.slotStart.getTime() - until.getTime()) / 3_600_000);
    return {
      editable: false,
      until,
      reason: `Answers could be changed until ${formatDisplayDateTime(until, o.timeZone)}, ${hours} hours before the slot, so the team can prepare. To change them, call ${OPS_CONTACT}.`,
      note: null,
    };
  }
  const note = until
    ? `You can change these answers until ${formatDisplayDateTime(until, o.timeZone)}.`
    : null;
  return { editable: true, until, reason: null, note };
}
