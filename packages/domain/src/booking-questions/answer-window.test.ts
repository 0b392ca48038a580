import { describe, expect, it } from 'vitest';
import { ANSWER_CUTOFF_MIN_HOURS, answerWindow } from './answer-window';
import { assertTrackedAnswers } from './check-answers';

const slotStart = new Date('2026-12-04T13:30:00Z'); // 7:00 PM in Kolkata
const at = (iso: string) => new Date(iso);
const window = (now: string, extra: Partial<Parameters<typeof answerWindow>[0]> = {}) =>
  answerWindow({
    status: 'placed',
    slotStart,
    minHours: null,
    timeZone: 'Asia/Kolkata',
    now: at(now),
    ...extra,
  });

describe('answerWindow', () => {
  it(`keeps answers open until ${ANSWER_CUTOFF_MIN_HOURS} hours before the slot`, () => {
    expect(window('2026-12-04T10:29:59Z')).toEqual({
      editable: true,
      until: at('2026-12-04T10:30:00Z'),
      reason: null,
      note: 'You can change these answers until Fri, 4 Dec 2026, 4:00 PM.',
    });
    const closed = window('2026-12-04T10:30:00Z');
    expect(closed.editable).toBe(false);
    expect(closed.reason).toBe(
      'Answers could be changed until Fri, 4 Dec 2026, 4:00 PM, 3 hours before the slot, so the team can prepare. To change them, call +91 90000 12345.',
    );
  });

  it('closes earlier for an experience that needs more notice (its min_hours)', () => {
    expect(window('2026-12-03T13:29:00Z', { minHours: 24 }).editable).toBe(true);
    expect(window('2026-12-03T13:30:00Z', { minHours: 24 }).reason).toContain('24 hours before the slot');
  });

  it('closes once the booking is under way or ended, whatever the time', () => {
    for (const status of ['on_the_way', 'completed', 'cancelled', 'refund_due', 'expired'] as const) {
      const w = window('2026-11-25T10:00:00Z', { status });
      expect(w.editable).toBe(false);
      expect(w.reason).toBe(
        `This booking is ${status.replaceAll('_', ' ')}: its answers can no longer be changed.`,
      );
    }
  });

  it('stays open without a slot time while the order is open', () => {
    expect(window('2030-01-01T00:00:00Z', { slotStart: null })).toEqual({
      editable: true,
      until: null,
      reason: null,
      note: null,
    });
  });
});

describe('assertTrackedAnswers', () => {
  const questions = [
    {
      question_id: 1,
      question: 'Cake flavour',
      type: 'single_select',
      choices: ['Chocolate', 'Vanilla'],
      mandatory: true,
      limit: null,
    },
    {
      question_id: 2,
      question: 'Theme colours',
      type: 'multi_select',
      choices: ['Red', 'Gold', 'Blue'],
      mandatory: false,
      limit: 2,
    },
  ] as const;

  it("says ' Field empty' under each mandatory question left blank", () => {
    expect(() => assertTrackedAnswers(questions, [{ id: 2, value: 'Red' }])).toThrowError(
      expect.objectContaining({
        message: 'Cake flavour Field empty',
        fields: { 'booking_questions.1': 'Cake flavour Field empty' },
      }),
    );
  });

  it('refuses more choices than the limit and keeps good answers', () => {
    expect(() =>
      assertTrackedAnswers(questions, [
        { id: 1, value: 'Vanilla' },
        { id: 2, value: 'Red,Gold,Blue' },
      ]),
    ).toThrowError('You can only select maximum 2');
    expect(
      assertTrackedAnswers(questions, [
        { id: 1, value: 'Vanilla' },
        { id: 2, value: 'Gold,Red' },
      ]),
    ).toEqual([
      { question_id: 1, value: 'Vanilla', ordered_address_id: null },
      { question_id: 2, value: 'Gold,Red', ordered_address_id: null },
    ]);
  });
});
