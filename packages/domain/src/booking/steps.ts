import { type TransitionTable, transitionTarget } from './transitions';

/**
 * The booking modal's screens in order (docs/product.md, "Booking and its steps"); the summary is
 * spelled `summery`.
 */
export const BOOKING_STEPS = ['date', 'slot', 'customizations', 'summery', 'group_booking'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** `back` is not in the tables' normal use: it returns along the step array first (see moveBookingFlow). */
export type BookingStepEvent = 'next' | 'back' | 'group_booking';

/** A courier item ships to a pincode without a date or a slot. */
export type BookingKind = 'dated' | 'courier';

export function bookingKind(experience: { readonly courier: boolean }): BookingKind {
  return experience.courier ? 'courier' : 'dated';
}

export const BOOKING_STEP_TRANSITIONS: {
  readonly [K in BookingKind]: TransitionTable<BookingStep, BookingStepEvent>;
} = {
  dated: {
    date: { next: 'slot', group_booking: 'group_booking' },
    slot: { next: 'customizations', back: 'date', group_booking: 'group_booking' },
    customizations: { next: 'summery', back: 'slot', group_booking: 'group_booking' },
    summery: { back: 'customizations', group_booking: 'group_booking' },
    group_booking: { back: 'date' },
  },
  courier: {
    // Closing returns every flow to date (docs/product.md, "Booking and its steps"); a courier item
    // passes straight through it.
    date: { next: 'customizations', group_booking: 'group_booking' },
    slot: {},
    customizations: { next: 'summery', group_booking: 'group_booking' },
    summery: { back: 'customizations', group_booking: 'group_booking' },
    group_booking: { back: 'customizations' },
  },
};

/** Where each kind of flow starts when nothing else is asked for. */
export const FIRST_STEP: { readonly [K in BookingKind]: BookingStep } = {
  dated: 'date',
  courier: 'customizations',
};

/** What a step needs chosen before `next` may leave it. */
export const STEP_NEEDS: { readonly [S in BookingStep]?: { field: 'date' | 'slot_id'; message: string } } = {
  date: { field: 'date', message: 'Please choose a date' },
  slot: { field: 'slot_id', message: 'Please choose a time slot' },
};

export interface BookingFlow {
  readonly kind: BookingKind;
  readonly step: BookingStep;
  /** The steps visited to reach this one, the current step last; `back` walks it backwards. */
  readonly steps: readonly BookingStep[];
}

export interface ChosenSlot {
  readonly date?: string | null;
  readonly slot_id?: number | null;
}

export type StepMove =
  | { readonly ok: true; readonly flow: BookingFlow }
  | { readonly ok: false; readonly flow: BookingFlow; readonly error: string };

/** The modal opens on a given step (by default the first of its kind) with a fresh step array. */
export function openBookingFlow(kind: BookingKind, step: BookingStep = FIRST_STEP[kind]): BookingFlow {
  return { kind, step, steps: [step] };
}

/** Closing returns to date, whatever the step (docs/product.md, "Booking and its steps"). */
export function closeBookingFlow(flow: BookingFlow): BookingFlow {
  return openBookingFlow(flow.kind, 'date');
}

const isChosen = (value: string | number | null | undefined) => value != null && value !== '';

const refused = (flow: BookingFlow, error: string): StepMove => ({ ok: false, flow, error });

export function moveBookingFlow(
  flow: BookingFlow,
  event: BookingStepEvent,
  chosen: ChosenSlot = {},
): StepMove {
  if (event === 'back' && flow.steps.length > 1) {
    const steps = flow.steps.slice(0, -1);
    return { ok: true, flow: { ...flow, step: steps[steps.length - 1] ?? flow.step, steps } };
  }
  const target = transitionTarget(BOOKING_STEP_TRANSITIONS[flow.kind], flow.step, event);
  if (target === undefined) return refused(flow, `No ${event} from ${flow.step}`);
  if (event === 'back') return { ok: true, flow: { ...flow, step: target, steps: [target] } };
  const need = event === 'next' ? STEP_NEEDS[flow.step] : undefined;
  if (need && !isChosen(chosen[need.field])) return refused(flow, need.message);
  return { ok: true, flow: { ...flow, step: target, steps: [...flow.steps, target] } };
}

export function canGoBack(flow: BookingFlow): boolean {
  return moveBookingFlow(flow, 'back').ok;
}
