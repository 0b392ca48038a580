import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_STEP_TRANSITIONS,
  BOOKING_STEPS,
  type BookingKind,
  type BookingStep,
  type BookingStepEvent,
  bookingKind,
  canGoBack,
  closeBookingFlow,
  moveBookingFlow,
  openBookingFlow,
} from './steps';
import { reachableStates } from './transitions';

const chosen = { date: '2026-12-05', slot_id: 141 };

describe('the booking step table', () => {
  it('lists the screens in the order the modal shows them, summary spelled summery', () => {
    expect(BOOKING_STEPS).toEqual(['date', 'slot', 'customizations', 'summery', 'group_booking']);
  });

  it.each<[BookingKind, BookingStep, BookingStepEvent, BookingStep | undefined]>([
    ['dated', 'date', 'next', 'slot'],
    ['dated', 'slot', 'next', 'customizations'],
    ['dated', 'customizations', 'next', 'summery'],
    ['dated', 'summery', 'next', undefined],
    ['dated', 'date', 'back', undefined],
    ['dated', 'slot', 'back', 'date'],
    ['dated', 'customizations', 'back', 'slot'],
    ['dated', 'summery', 'back', 'customizations'],
    ['dated', 'date', 'group_booking', 'group_booking'],
    ['dated', 'summery', 'group_booking', 'group_booking'],
    ['dated', 'group_booking', 'next', undefined],
    ['courier', 'date', 'next', 'customizations'],
    ['courier', 'customizations', 'next', 'summery'],
    ['courier', 'customizations', 'back', undefined],
    ['courier', 'summery', 'back', 'customizations'],
    ['courier', 'slot', 'next', undefined],
  ])('%s: %s --%s--> %s', (kind, step, event, target) => {
    expect(BOOKING_STEP_TRANSITIONS[kind][step][event]).toBe(target);
  });

  it('reaches every screen from date in a dated flow, and never a slot in a courier flow', () => {
    expect([...reachableStates(BOOKING_STEP_TRANSITIONS.dated, 'date')].sort()).toEqual(
      [...BOOKING_STEPS].sort(),
    );
    expect(reachableStates(BOOKING_STEP_TRANSITIONS.courier, 'date').has('slot')).toBe(false);
    expect(reachableStates(BOOKING_STEP_TRANSITIONS.courier, 'date').has('date')).toBe(true);
  });

  it.each([
    [{ courier: true }, 'courier'],
    [{ courier: false }, 'dated'],
  ])('%o is a %s booking', (experience, kind) => {
    expect(bookingKind(experience)).toBe(kind);
  });
});

describe('moving through the modal', () => {
  it('starts at date with a step array of one, or on a given step', () => {
    expect(openBookingFlow('dated')).toEqual({ kind: 'dated', step: 'date', steps: ['date'] });
    expect(openBookingFlow('courier')).toEqual({
      kind: 'courier',
      step: 'customizations',
      steps: ['customizations'],
    });
    expect(openBookingFlow('dated', 'group_booking')).toEqual({
      kind: 'dated',
      step: 'group_booking',
      steps: ['group_booking'],
    });
  });

  it('records every step visited and walks back along them', () => {
    let flow = openBookingFlow('dated');
    for (const event of ['next', 'next', 'next'] as const) {
      const move = moveBookingFlow(flow, event, chosen);
      expect(move.ok).toBe(true);
      flow = move.flow;
    }
    expect(flow.steps).toEqual(['date', 'slot', 'customizations', 'summery']);
    flow = moveBookingFlow(flow, 'group_booking').flow;
    expect(flow).toMatchObject({
      step: 'group_booking',
      steps: ['date', 'slot', 'customizations', 'summery', 'group_booking'],
    });
    flow = moveBookingFlow(flow, 'back').flow;
    expect(flow).toMatchObject({ step: 'summery', steps: ['date', 'slot', 'customizations', 'summery'] });
  });

  it('goes back by the table when the modal was opened past the start', () => {
    const move = moveBookingFlow(openBookingFlow('dated', 'customizations'), 'back');
    expect(move).toEqual({ ok: true, flow: { kind: 'dated', step: 'slot', steps: ['slot'] } });
    expect(canGoBack(openBookingFlow('dated'))).toBe(false);
    expect(canGoBack(openBookingFlow('courier'))).toBe(false);
  });

  it.each([
    ['date', {}, 'Please choose a date'],
    ['date', { date: '' }, 'Please choose a date'],
    ['slot', { date: '2026-12-05' }, 'Please choose a time slot'],
    ['slot', { date: '2026-12-05', slot_id: null }, 'Please choose a time slot'],
  ] as const)('next from %s with %o is refused: %s', (step, picked, error) => {
    const flow = openBookingFlow('dated', step);
    expect(moveBookingFlow(flow, 'next', picked)).toEqual({ ok: false, flow, error });
  });

  it('refuses an event the table does not list, leaving the flow as it was', () => {
    const flow = openBookingFlow('dated', 'summery');
    expect(moveBookingFlow(flow, 'next', chosen)).toEqual({ ok: false, flow, error: 'No next from summery' });
  });

  it('closes back to date from any step', () => {
    for (const step of BOOKING_STEPS) {
      expect(closeBookingFlow(openBookingFlow('dated', step))).toEqual(openBookingFlow('dated'));
      expect(closeBookingFlow(openBookingFlow('courier', step)).step).toBe('date');
    }
  });

  it('keeps the step array consistent whatever the customer presses', () => {
    const event = fc.constantFrom<BookingStepEvent>('next', 'back', 'group_booking');
    fc.assert(
      fc.property(
        fc.constantFrom<BookingKind>('dated', 'courier'),
        fc.array(event, { maxLength: 30 }),
        fc.boolean(),
        (kind, events, picked) => {
          let flow = openBookingFlow(kind);
          for (const e of events) {
            const move = moveBookingFlow(flow, e, picked ? chosen : {});
            if (!move.ok) expect(move.flow).toBe(flow);
            flow = move.flow;
            expect(flow.steps[flow.steps.length - 1]).toBe(flow.step);
            expect(BOOKING_STEPS).toContain(flow.step);
            if (kind === 'courier') expect(flow.steps).not.toContain('slot');
            if (!picked && kind === 'dated') expect(flow.steps).not.toContain('slot');
          }
        },
      ),
    );
  });
});
