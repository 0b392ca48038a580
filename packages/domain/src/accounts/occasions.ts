import { addDays, isYmd } from '../time/ymd';

/** The lists the occasion flow offers (GET /v2/dates-user/getQuestions); a saved date holds one of each. */
/**
 * Saved occasions one account may keep: far above a family's birthdays and anniversaries, and a
 * bound on what one account can make the reminder job text.
 */
export const OCCASIONS_PER_ACCOUNT = 30;

export const OCCASIONS = [
  'Birthday',
  'Anniversary',
  'Wedding',
  'Engagement',
  'Baby Shower',
  'Graduation',
  'Valentine’s Day',
  'Farewell',
] as const;
export const RELATIONS = [
  'Partner',
  'Spouse',
  'Mother',
  'Father',
  'Sister',
  'Brother',
  'Son',
  'Daughter',
  'Friend',
  'Colleague',
  'Grandparent',
  'Myself',
] as const;

/** The steps of the occasion flow (docs/product.md, "Profile area"), in order, with their titles. */
export const OCCASION_STEPS = [
  { step: 'OCCASSION', title: 'SELECT OCCASSION' },
  { step: 'RELATION', title: 'ADD RELATION' },
  { step: 'DATE', title: 'SELECT DATE' },
] as const;
export type OccasionStep = (typeof OCCASION_STEPS)[number]['step'];

/** Next goes OCCASSION -> RELATION -> DATE; back goes the other way; the ends stay put. */
export function occasionStepAfter(step: OccasionStep, direction: 'next' | 'back'): OccasionStep {
  const at = OCCASION_STEPS.findIndex((s) => s.step === step);
  const to = Math.min(OCCASION_STEPS.length - 1, Math.max(0, at + (direction === 'next' ? 1 : -1)));
  return OCCASION_STEPS[to]?.step ?? step;
}

/** A saved occasion's date: a real calendar date, today or later, and within the next two years. */
export function occasionDateError(date: string, today: string): string | undefined {
  if (!isYmd(date)) return 'date must be a date such as 2027-02-14';
  if (date < today) return 'date cannot be in the past';
  if (date > addDays(today, 731)) return 'date must be within the next two years';
  return undefined;
}
