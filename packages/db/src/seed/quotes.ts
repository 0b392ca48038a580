import type { quotes } from '../schema';
import { type TagSlug, tagId } from './catalogue';
import { slugify } from './cities';
import { addDays, istInstant } from './random';

type QuoteRow = typeof quotes.$inferInsert;

// Original short quotes written for the store (no outside author).
const QUOTES: [TagSlug, string, string][] = [
  [
    'anniversary-surprises',
    'Still My Favourite Hello',
    'Years later, you are still the best part of every ordinary day.',
  ],
  [
    'anniversary-surprises',
    'Another Year of Us',
    'We did not find the perfect life; we built a happy one, one year at a time.',
  ],
  [
    'anniversary-surprises',
    'Home Is a Person',
    'Home was never a place. It was always the hand I hold on the way back.',
  ],
  [
    'birthday-surprises',
    'Make a Wish',
    'Blow out the candles, keep the wish, and let this year surprise you.',
  ],
  ['birthday-surprises', 'Older and Brighter', 'Another year older, another year brighter. The cake agrees.'],
  [
    'birthday-surprises',
    'Celebrate Loudly',
    'Some days deserve balloons on the ceiling and music too loud. Today is one.',
  ],
  ['proposal', 'The Easiest Yes', 'Of all the questions I will ever ask, this is the one I am surest about.'],
  ['proposal', 'Forever Starts Tonight', 'I do not need a forever with everything. Just a forever with you.'],
  [
    'candlelight-dinner',
    'Table for Two',
    'The best conversations happen by candlelight, when the world is far away.',
  ],
  ['candlelight-dinner', 'Slow Evenings', 'Love is a slow dinner, a warm light and nowhere else to be.'],
  [
    'baby-shower',
    'Tiny Feet, Big Love',
    'Tiny feet are on their way, and our hearts have already made room.',
  ],
  ['baby-shower', 'The Newest Star', 'A little star is about to join our sky. Let the celebrations begin.'],
  ['kids-party', 'Little Ones, Big Smiles', 'The best parties are measured in giggles, not guests.'],
  ['romantic-stays', 'Away With You', 'Anywhere is a getaway when you are the one beside me.'],
  [
    'cakes-and-gifts',
    'Sweet Things',
    'Some feelings are too big for words, so we put them in a box with a bow.',
  ],
  [
    'house-party',
    'Friends Make It a Party',
    'Good music, great food, and the people who make any room feel like home.',
  ],
];

export function quoteRows(today: string): QuoteRow[] {
  return QUOTES.map(([tag, title, body], i) => ({
    id: i + 1,
    secondaryTagId: tagId(tag),
    slug: slugify(title),
    title,
    body,
    author: '',
    createdAt: istInstant(addDays(today, -(60 - i * 3)), 10 * 60 + i),
  }));
}
