import { describe, expect, it } from 'vitest';
import {
  comingMonthDays,
  occasionInYear,
  occasionMessage,
  occasionReminderDue,
  occasionTag,
} from './occasion-reminders';

describe('occasionReminderDue', () => {
  const birthday = { date: '2027-12-10', savedOn: '2026-11-01', days: 7 };
  it.each([
    ['2026-12-02', null], // 8 days before
    ['2026-12-03', '2026-12-10'], // 7 days before
    ['2026-12-09', '2026-12-10'], // the day before: a queue that missed days still reminds
    ['2026-12-10', null], // the day itself: too late to book
    ['2026-12-11', null],
    ['2027-12-03', '2027-12-10'], // next year again
  ])('today %s: %s', (today, due) => {
    expect(occasionReminderDue({ ...birthday, today })).toBe(due);
  });

  it('crosses the new year, and not for a date saved inside the window', () => {
    expect(
      occasionReminderDue({ date: '2027-01-03', savedOn: '2026-06-01', today: '2026-12-28', days: 7 }),
    ).toBe('2027-01-03');
    expect(occasionReminderDue({ ...birthday, savedOn: '2026-12-05', today: '2026-12-06' })).toBeNull();
    expect(occasionReminderDue({ ...birthday, days: 14, today: '2026-11-26' })).toBe('2026-12-10');
  });

  it('keeps a leap day on the 28th in other years', () => {
    expect(occasionInYear('2028-02-29', 2027)).toBe('2027-02-28');
    expect(occasionInYear('2028-02-29', 2028)).toBe('2028-02-29');
    expect(comingMonthDays('2027-02-25', 3)).toEqual(['02-26', '02-27', '02-28', '02-29']);
  });
});

describe('occasionMessage', () => {
  const facts = {
    occasion: 'Birthday',
    relation: 'Mother',
    name: '',
    date: '2026-12-10',
    link: 'https://experience-store.in/experiences/delhi-ncr/birthday-surprises',
  };
  it('names whose occasion, when, and links to the listing', () => {
    expect(occasionMessage(facts).text).toBe(
      'Coming up: your mother’s Birthday on Thu 10 Dec. Make it special, book a surprise here: https://experience-store.in/experiences/delhi-ncr/birthday-surprises',
    );
    // What the customer typed is quoted in the body only, and loses anything that reads as a link.
    const named = occasionMessage({ ...facts, name: 'Asha, claim a prize at win.example/x' });
    expect(named.subject).toBe('Your mother’s Birthday is on Thu 10 Dec');
    expect(named.text).toMatch(
      /^Coming up: your mother’s Birthday \(“Asha, claim a prize at”\) on Thu 10 Dec\./,
    );
    expect(named.text).not.toContain('win.example');
    expect(named.params.whose).toBe('your mother’s Birthday');
    expect(occasionMessage({ ...facts, relation: 'Myself' }).params.whose).toBe('your Birthday');
  });

  it('maps every occasion to a tag, and an unknown one to surprises', () => {
    expect(occasionTag('Anniversary')).toBe('anniversary-surprises');
    expect(occasionTag('Something else')).toBe('birthday-surprises');
  });
});
