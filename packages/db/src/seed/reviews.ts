import type { Kind } from './catalogue';
import type { ExperienceSpec } from './experiences/spec';
import { hash, rng } from './random';

/** A review before it is dated: `daysAgo` (1 to 180) and `minuteOfDay` are turned into an instant later. */
export type ReviewDraft = {
  id: number;
  experienceId: number;
  cityId: number;
  customerName: string;
  rating: number;
  body: string;
  daysAgo: number;
  minuteOfDay: number;
  imageCount: number;
};

const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Arjun',
  'Bhavna',
  'Chirag',
  'Deepika',
  'Divya',
  'Farhan',
  'Gaurav',
  'Harsh',
  'Ishita',
  'Jatin',
  'Kavya',
  'Karan',
  'Lakshmi',
  'Manish',
  'Meera',
  'Mohit',
  'Nandini',
  'Neha',
  'Nikhil',
  'Pooja',
  'Pranav',
  'Priya',
  'Rahul',
  'Riya',
  'Rohan',
  'Sakshi',
  'Sameer',
  'Sana',
  'Shreya',
  'Siddharth',
  'Simran',
  'Sneha',
  'Tanvi',
  'Tarun',
  'Varun',
  'Vikram',
  'Yash',
  'Zoya',
  'Abhishek',
  'Anjali',
  'Devansh',
  'Isha',
  'Kunal',
  'Mansi',
  'Raghav',
  'Trisha',
];
const INITIALS = 'ABCDGJKMNPRSTV';

type Group = 'romantic' | 'decor' | 'party' | 'gift' | 'photo';
const GROUP: Record<Kind, Group> = {
  dinner: 'romantic',
  stay: 'romantic',
  planning: 'romantic',
  decor: 'decor',
  surprise: 'decor',
  party: 'party',
  gift: 'gift',
  photo: 'photo',
};

// Bodies by group and rating (5, 4, 3).
const BODIES: Record<Group, [string[], string[], string[]]> = {
  romantic: [
    [
      'The setup was even prettier than the pictures. My wife could not stop smiling the whole evening.',
      'Food was delicious and the staff gave us complete privacy. Perfect anniversary evening.',
      'Booked it for my girlfriend’s birthday and she loved every bit of it. Thank you for making it special!',
      'Everything was on time and beautifully arranged. The team even helped us with the cake surprise.',
      'Such a calm, romantic place. We are already planning to come back next year.',
      'Great coordination from the booking to the dessert. Worth every rupee.',
      'The candles, the music, the view, all perfect. Highly recommended for couples.',
      'I proposed here and she said yes! The staff played our song right on cue.',
    ],
    [
      'Lovely decor and good food. Service was a little slow between courses but overall a great night.',
      'Beautiful setting. Parking was a bit of a hassle, otherwise very good.',
      'Nice experience and helpful staff. The menu could have had more vegetarian options.',
      'Good value for the price and the decor matched the photos. Would book again.',
    ],
    [
      'Decent experience, though the table was set up 20 minutes late.',
      'The place was nice but it got noisy from the restaurant next door.',
      'Food was average; the decor and the view made up for it.',
    ],
  ],
  decor: [
    [
      'The decorator finished in an hour and the room looked magical. My husband was totally surprised!',
      'Exactly like the photos, maybe better. Very neat work and they cleaned up the packaging too.',
      'Booked at the last minute and they still managed it perfectly. Great team.',
      'The balloons and lights were lovely. My daughter’s reaction was priceless.',
      'Polite decorators, on time, and they followed my colour theme exactly.',
      'Fantastic job on the surprise. Everyone at the party asked who did the decoration.',
      'Smooth booking and constant updates on WhatsApp. The setup was beautiful.',
      'Second time booking with them and both times it was perfect.',
    ],
    [
      'Nice decoration. A few balloons burst by the evening but overall we were happy.',
      'Good work, though the decorator arrived towards the end of the slot.',
      'Pretty setup and friendly team. The fairy lights could have been brighter.',
      'Looked great in photos. Took a bit longer than promised.',
    ],
    [
      'The decor was fine but not as full as in the pictures.',
      'Okay experience. The team was late and we had to call twice.',
      'Average work for the price, but they fixed things when asked.',
    ],
  ],
  party: [
    [
      'The kids were glued to the show for the whole hour. Brilliant performer!',
      'Our guests are still talking about it. Great energy and very professional.',
      'Arrived early, set up quickly and kept everyone entertained. Highly recommend.',
      'My son’s birthday was a hit thanks to this. Worth every penny.',
      'Very engaging and patient with the little ones. We will book again.',
      'Super fun evening. The artist read the room perfectly.',
    ],
    [
      'Good performance and the kids enjoyed it. Would have liked a few more games.',
      'Very good overall; the sound system was a bit loud for a living room.',
      'Fun and friendly. Started ten minutes late but made up for it.',
    ],
    [
      'It was okay. The performance felt a bit repetitive for older kids.',
      'Decent, but the setup took longer than expected.',
    ],
  ],
  gift: [
    [
      'Delivered right on time and the cake tasted amazing. Fresh and not too sweet.',
      'The flowers were fresh and the packaging was lovely. My mom was delighted.',
      'Beautifully made gift and great quality. Arrived well packed.',
      'Midnight delivery worked perfectly. Thank you for the quick support!',
      'Looked exactly like the picture. Everyone loved it.',
      'Personalisation was spot on and the delivery person was very polite.',
    ],
    [
      'Nice gift and quick delivery. The box was slightly dented but the product was fine.',
      'Tasty cake, but the writing on top was a little smudged.',
      'Good quality overall. Delivery came at the end of the slot.',
    ],
    [
      'Product was okay but smaller than I expected.',
      'Delivered a day late by courier, though the gift itself was nice.',
    ],
  ],
  photo: [
    [
      'The photographer made us so comfortable in front of the camera. The pictures are stunning.',
      'Received the edited pictures within a week and every single one is frame-worthy.',
      'Very patient with our toddler and got some beautiful candid shots.',
      'Great eye for light and locations. We loved the results.',
      'Professional, punctual and fun to work with. Highly recommended.',
    ],
    [
      'Lovely pictures. Editing took a few days more than promised.',
      'Good photographer and nice poses. The location was a bit crowded.',
      'Happy with the photos, though we wanted a few more candid ones.',
    ],
    [
      'Photos were good, but the shoot felt rushed towards the end.',
      'Average editing; the raw pictures were better.',
    ],
  ],
};

/** 3 to 12 reviews per experience, mostly five stars; about a third carry 1 to 3 photos. */
export function reviewDrafts(experiences: ExperienceSpec[]): ReviewDraft[] {
  const drafts: ReviewDraft[] = [];
  for (const e of experiences) {
    const r = rng(hash(`reviews:${e.id}`));
    const count = r.int(3, 12);
    const bodies = BODIES[GROUP[e.kind]];
    for (let i = 0; i < count; i++) {
      const roll = r.next();
      const rating = roll < 0.68 ? 5 : roll < 0.9 ? 4 : 3;
      const pool = bodies[5 - rating] ?? bodies[0];
      // Most reviews come from the experience's first (main) city.
      const city = r.chance(0.6) ? e.cities[0] : r.pick(e.cities);
      const first = r.pick(FIRST_NAMES);
      const initial = INITIALS[r.int(0, INITIALS.length - 1)];
      drafts.push({
        id: drafts.length + 1,
        experienceId: e.id,
        cityId: city?.cityId ?? 1,
        customerName: `${first} ${initial}.`,
        rating,
        body: r.pick(pool),
        daysAgo: r.int(1, 180),
        minuteOfDay: r.int(9 * 60, 23 * 60),
        imageCount: r.chance(0.34) ? r.int(1, 3) : 0,
      });
    }
  }
  return drafts;
}

export const reviewImageUrl = (reviewId: number, n: number): string => `/images/reviews/${reviewId}-${n}.jpg`;
