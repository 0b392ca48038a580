import { dayNameOfYmd, monthName } from '../time/names';
import { addDays, formatYmd, parseYmd } from '../time/ymd';
import { quotedCustomerWords } from './customer-words';

/** Days before a saved occasion its reminder goes, unless configured otherwise. */
export const OCCASION_REMINDER_DAYS = 7;

/** The occasion's day in `year`: its month and day again (29 February is the 28th in other years). */
export function occasionInYear(saved: string, year: number): string {
  const { month, day } = parseYmd(saved);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return formatYmd({ year, month, day: month === 2 && day === 29 && !leap ? 28 : day });
}

/**
 * The coming occurrence of a saved occasion whose reminder is due today, or null. A saved date
 * comes back every year (a birthday, an anniversary); its reminder is due from `days` days before
 * it until the day before (a queue that missed a morning still reminds, once: the caller keys it by
 * the occurrence's year). Not for an occurrence saved already inside that window: the customer just
 * told us about it, and being reminded of it at once would be noise.
 */
export function occasionReminderDue(o: {
  date: string;
  savedOn: string;
  today: string;
  days: number;
}): string | null {
  const year = parseYmd(o.today).year;
  for (const candidate of [occasionInYear(o.date, year), occasionInYear(o.date, year + 1)]) {
    if (candidate <= o.today) continue;
    const from = addDays(candidate, -o.days);
    if (o.today < from || o.savedOn >= from) return null;
    return candidate;
  }
  return null;
}

/** The month-days ('MM-DD') of the next `days` days after today, to find the saved dates that fall on them. */
export function comingMonthDays(today: string, days: number): string[] {
  const found = new Set<string>();
  for (let n = 1; n <= days; n++) {
    const ymd = addDays(today, n);
    found.add(ymd.slice(5));
    if (ymd.endsWith('-02-28')) found.add('02-29'); // a leap day's occasion falls on the 28th
  }
  return [...found];
}

/**
 * Where a reminder of an occasion leads: the city's listing of the tag that sells for it. A tag
 * listing (`/experiences/{city}/{tag}`) rather than the search page, because a listing is in the
 * customer's city by its path (search follows the browser's city cookie, which a link cannot set),
 * is a curated set the store ranks, and is a page the store already shares and indexes. Occasions
 * without a tag of their own take the nearest: an engagement or a wedding is celebrated with a
 * candlelight dinner or an anniversary-style surprise, a graduation or farewell with a party.
 */
export const OCCASION_TAGS: Readonly<Record<string, string>> = {
  Birthday: 'birthday-surprises',
  Anniversary: 'anniversary-surprises',
  Wedding: 'anniversary-surprises',
  Engagement: 'candlelight-dinner',
  'Baby Shower': 'baby-shower',
  Graduation: 'house-party',
  'Valentine’s Day': 'candlelight-dinner',
  Farewell: 'house-party',
};
/** Any other occasion: surprises suit most of them. */
export const OCCASION_FALLBACK_TAG = 'birthday-surprises';

export const occasionTag = (occasion: string): string => OCCASION_TAGS[occasion] ?? OCCASION_FALLBACK_TAG;

export type OccasionFacts = { occasion: string; relation: string; name: string; date: string; link: string };

/**
 * "your mother’s Birthday", "your Birthday" (a date saved for oneself): the store's words only. The
 * name the customer typed is not among them: it never reaches a subject or a template's variable.
 */
function whose(f: OccasionFacts): string {
  if (f.relation === 'Myself') return `your ${f.occasion}`;
  return `your ${f.relation.toLowerCase()}’s ${f.occasion}`;
}

/**
 * The reminder's text, subject and template variables. The body names whose it is in quotes as
 * plain text, without anything that reads as a link (quotedCustomerWords).
 */
export function occasionMessage(f: OccasionFacts): {
  text: string;
  subject: string;
  params: Record<string, string>;
} {
  const { day, month } = parseYmd(f.date);
  const when = `${dayNameOfYmd(f.date)} ${day} ${monthName(month - 1)}`;
  const about = whose(f);
  const name = f.relation === 'Myself' ? null : quotedCustomerWords(f.name);
  const text = `Coming up: ${about}${name ? ` (${name})` : ''} on ${when}. Make it special, book a surprise here: ${f.link}`;
  const subject = `${about.charAt(0).toUpperCase()}${about.slice(1)} is on ${when}`;
  return { text, subject, params: { whose: about, when, link: f.link } };
}
