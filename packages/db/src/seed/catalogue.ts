import type { categories, tags } from '../schema';

type CategoryRow = typeof categories.$inferInsert;
type TagRow = typeof tags.$inferInsert;

/** What an experience is; it decides the category, the shared copy, the slots and the image motif. */
export type Kind = 'dinner' | 'decor' | 'surprise' | 'party' | 'gift' | 'photo' | 'stay' | 'planning';

export const CATEGORY_OF: Record<Kind, number> = {
  dinner: 1,
  decor: 2,
  surprise: 3,
  party: 4,
  gift: 5,
  photo: 6,
  stay: 7,
  planning: 8,
};

export const CATEGORIES: CategoryRow[] = [
  { id: 1, name: 'Candlelight Dinners', slug: 'candlelight-dinners', priceOnRequest: false },
  { id: 2, name: 'Decorations', slug: 'decorations', priceOnRequest: false },
  { id: 3, name: 'Surprises', slug: 'surprises', priceOnRequest: false },
  { id: 4, name: 'Party Services', slug: 'party-services', priceOnRequest: false },
  { id: 5, name: 'Cakes & Gifts', slug: 'cakes-gifts', priceOnRequest: false },
  { id: 6, name: 'Photography', slug: 'photography', priceOnRequest: false },
  { id: 7, name: 'Stays & Getaways', slug: 'stays-and-getaways', priceOnRequest: false },
  // Custom events are quoted after a call; the listed price is a starting price.
  { id: 8, name: 'Event Planning', slug: 'event-planning', priceOnRequest: true },
];

export type TagSlug =
  | 'candlelight-dinner'
  | 'balloon-decoration'
  | 'birthday-surprises'
  | 'anniversary-surprises'
  | 'kids-party'
  | 'cakes-and-gifts'
  | 'photoshoots'
  | 'romantic-stays'
  | 'baby-shower'
  | 'proposal'
  | 'room-decoration'
  | 'house-party'
  | 'heritage-and-outdoors';

type TagSpec = {
  id: number;
  slug: TagSlug;
  name: string;
  categoryId: number;
  description: string;
  hue: number;
};

export const TAG_SPECS: TagSpec[] = [
  {
    id: 1,
    slug: 'candlelight-dinner',
    name: 'Candlelight Dinner',
    categoryId: 1,
    hue: 28,
    description:
      'Private tables for two on rooftops, by the pool and under the stars, set with candles and flowers.',
  },
  {
    id: 2,
    slug: 'balloon-decoration',
    name: 'Balloon Decoration',
    categoryId: 2,
    hue: 330,
    description: 'Balloon arches, ceilings and backdrops set up at your home by trained decorators.',
  },
  {
    id: 3,
    slug: 'birthday-surprises',
    name: 'Birthday Surprises',
    categoryId: 3,
    hue: 200,
    description: 'Midnight cakes, room makeovers and live performers to make a birthday unforgettable.',
  },
  {
    id: 4,
    slug: 'anniversary-surprises',
    name: 'Anniversary Surprises',
    categoryId: 3,
    hue: 350,
    description: 'Romantic room decor, serenades and dinners to celebrate another year together.',
  },
  {
    id: 5,
    slug: 'kids-party',
    name: 'Kids Party',
    categoryId: 4,
    hue: 48,
    description: 'Magicians, mascots, theme decor and games hosts for a birthday the little ones will love.',
  },
  {
    id: 6,
    slug: 'cakes-and-gifts',
    name: 'Cakes & Gifts',
    categoryId: 5,
    hue: 15,
    description: 'Fresh cakes, flowers, hampers and personalised gifts delivered across the city.',
  },
  {
    id: 7,
    slug: 'photoshoots',
    name: 'Photoshoots',
    categoryId: 6,
    hue: 190,
    description: 'Professional photographers for couples, families, babies and parties.',
  },
  {
    id: 8,
    slug: 'romantic-stays',
    name: 'Romantic Stays',
    categoryId: 7,
    hue: 270,
    description: 'Staycations, glamping and private villas for a getaway with your partner.',
  },
  {
    id: 9,
    slug: 'baby-shower',
    name: 'Baby Shower',
    categoryId: 2,
    hue: 175,
    description: 'Decor, games and shoots to welcome the newest member of the family.',
  },
  {
    id: 10,
    slug: 'proposal',
    name: 'Proposal Ideas',
    categoryId: 3,
    hue: 340,
    description: 'Marry-me letters, rose walkways and hidden photographers for the big question.',
  },
  {
    id: 11,
    slug: 'room-decoration',
    name: 'Room Decoration',
    categoryId: 2,
    hue: 300,
    description: 'Turn a bedroom or hotel room into a surprise with petals, candles, lights and balloons.',
  },
  {
    id: 12,
    slug: 'house-party',
    name: 'House Party',
    categoryId: 4,
    hue: 250,
    description: 'DJs, bartenders, hosts and live artists to bring the party home.',
  },
  {
    // Delhi NCR only: the one tag not sold in every city (a city switch from it lands on `/`).
    id: 13,
    slug: 'heritage-and-outdoors',
    name: 'Heritage & Outdoors',
    categoryId: 7,
    hue: 120,
    description:
      'Havelis, Mughal gardens and lakeside camps around Delhi for a celebration away from the city.',
  },
];

export const tagImageUrl = (slug: string): string => `/images/tags/${slug}.jpg`;

export const TAGS: TagRow[] = TAG_SPECS.map((t) => ({
  id: t.id,
  name: t.name,
  slug: t.slug,
  categoryId: t.categoryId,
  description: t.description,
  imageUrl: tagImageUrl(t.slug),
  sortOrder: t.id,
}));

export function tagId(slug: TagSlug): number {
  const tag = TAG_SPECS.find((t) => t.slug === slug);
  if (!tag) throw new Error(`Unknown tag ${slug}`);
  return tag.id;
}
