import { describe, expect, it } from 'vitest';
import { questionChaseDue } from './question-chasers';

// An order placed at 10:00 on 1 Dec (Delhi) for a slot at 19:00 on 4 Dec; answers close 3 hours before.
const at = (iso: string) => new Date(`${iso}+05:30`);
const ORDER = {
  status: 'placed' as const,
  placedAt: at('2026-12-01T10:00'),
  slotStart: at('2026-12-04T19:00'),
  answerUntil: at('2026-12-04T16:00'),
  unansweredMandatory: 1,
};

describe('questionChaseDue', () => {
  it.each([
    ['2026-12-01T10:10', null], // the confirmation just asked
    ['2026-12-01T10:30', 'placed'],
    ['2026-12-03T18:59', 'placed'],
    ['2026-12-03T19:00', '24h'],
    ['2026-12-04T12:59', '24h'],
    ['2026-12-04T13:00', '6h'],
    ['2026-12-04T15:59', '6h'],
    ['2026-12-04T16:00', null], // answers are closed
    ['2026-12-04T19:30', null], // after the slot
  ])('at %s: %s', (now, stage) => {
    expect(questionChaseDue({ ...ORDER, now: at(now) })).toBe(stage);
  });

  it('chases nothing once the mandatory questions are answered, or for an unpaid or ended order', () => {
    const now = at('2026-12-04T13:30');
    expect(questionChaseDue({ ...ORDER, unansweredMandatory: 0, now })).toBeNull();
    expect(questionChaseDue({ ...ORDER, status: 'pending_payment', now })).toBeNull();
    expect(questionChaseDue({ ...ORDER, status: 'cancelled', now })).toBeNull();
    expect(questionChaseDue({ ...ORDER, status: 'accepted', now })).toBe('6h');
  });

  it('a late booking starts at its first stage: placed 10 hours before, it is chased at 24h, then 6h', () => {
    const late = { ...ORDER, placedAt: at('2026-12-04T09:00') };
    expect(questionChaseDue({ ...late, now: at('2026-12-04T09:10') })).toBeNull();
    expect(questionChaseDue({ ...late, now: at('2026-12-04T09:30') })).toBe('24h');
    expect(questionChaseDue({ ...late, now: at('2026-12-04T13:00') })).toBe('6h');
  });

  it('an order without a slot is chased once, after it is placed', () => {
    const open = { ...ORDER, slotStart: null, answerUntil: null };
    expect(questionChaseDue({ ...open, now: at('2026-12-09T10:00') })).toBe('placed');
  });
});
