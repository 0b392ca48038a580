import type { productCollections, products } from '../schema';
import { slugify } from './cities';

type CollectionRow = typeof productCollections.$inferInsert;
type ProductRow = typeof products.$inferInsert;

export type ProductMotif = 'balloons' | 'banners' | 'candles' | 'partyhats';

type CollectionSpec = {
  id: number;
  title: string;
  motif: ProductMotif;
  hue: number;
  /** Title, price in rupees, price before the discount (0: none). */
  items: [string, number, number][];
};

// The party-store strip (docs/architecture.md, "Outside services"). Balloons has more than 15
// products on purpose: the API shows at most PARTY_STORE_MAX_PER_COLLECTION per collection.
export const COLLECTION_SPECS: CollectionSpec[] = [
  {
    id: 1,
    title: 'Balloons',
    motif: 'balloons',
    hue: 340,
    items: [
      ['Pastel Balloon Pack of 50', 299, 399],
      ['Metallic Gold Balloons Pack of 30', 349, 449],
      ['Rose Gold Chrome Balloons Pack of 25', 399, 549],
      ['Happy Birthday Foil Letter Balloons', 249, 349],
      ['Heart Foil Balloons Set of 10', 279, 0],
      ['Number Foil Balloon 32 Inch', 149, 199],
      ['Confetti Balloons Pack of 20', 329, 429],
      ['Black and Gold Balloon Garland Kit', 899, 1199],
      ['Pastel Rainbow Balloon Arch Kit', 1099, 1499],
      ['LED Light Up Balloons Pack of 10', 449, 599],
      ['Star Foil Balloons Set of 6', 199, 0],
      ['Love Foil Letter Balloons', 229, 299],
      ['Baby Shower Balloon Bouquet', 649, 799],
      ['Jumbo 36 Inch Round Balloons Pack of 3', 399, 0],
      ['Chrome Silver Balloons Pack of 30', 349, 449],
      ['Unicorn Foil Balloon Set', 379, 499],
      ['Balloon Pump and Glue Dots Combo', 249, 349],
      ['Better Together Balloon Bunch', 549, 699],
    ],
  },
  {
    id: 2,
    title: 'Birthday Decor Kits',
    motif: 'banners',
    hue: 18,
    items: [
      ['Happy Birthday Bunting Banner', 199, 299],
      ['Rose Gold Birthday Decoration Kit', 1299, 1799],
      ['Blue and Silver Birthday Kit', 1199, 1599],
      ['First Birthday Photo Banner', 349, 449],
      ['Paper Fan Backdrop Set of 12', 499, 649],
      ['Tassel Garland Pastel Mix', 249, 0],
      ['Fringe Curtain Backdrop Gold', 299, 399],
      ['Cake Topper Happy Birthday Gold', 149, 199],
      ['Jungle Theme Party Kit', 1499, 1999],
      ['Princess Theme Party Kit', 1499, 1999],
      ['Honeycomb Paper Balls Set of 6', 329, 0],
    ],
  },
  {
    id: 3,
    title: 'Candles & Lights',
    motif: 'candles',
    hue: 38,
    items: [
      ['Warm White Fairy Lights 10 m', 299, 399],
      ['Tea Light Candles Pack of 50', 349, 449],
      ['Flameless LED Candles Set of 12', 699, 899],
      ['Rose Scented Pillar Candles Set of 3', 549, 0],
      ['Number Birthday Candle Gold', 99, 129],
      ['Sparkler Cake Candles Pack of 6', 149, 199],
      ['Photo Clip String Lights', 399, 499],
      ['Glass Votive Holders Set of 6', 449, 599],
      ['Marquee Love Light Letters', 1299, 1699],
    ],
  },
  {
    id: 4,
    title: 'Party Props',
    motif: 'partyhats',
    hue: 265,
    items: [
      ['Paper Party Hats Pack of 12', 199, 249],
      ['Photo Booth Props Set of 20', 299, 399],
      ['Party Poppers Pack of 6', 349, 0],
      ['Birthday Sash and Tiara Set', 399, 499],
      ['Party Blowers Pack of 24', 149, 199],
      ['Neon Glow Sticks Pack of 50', 299, 399],
      ['Confetti Cannon 40 cm Pair', 499, 649],
      ['Bride to Be Sash and Veil', 449, 599],
      ['Funky Party Glasses Set of 10', 349, 449],
      ['Pinata Star with Stick', 699, 899],
    ],
  },
];

// One product per collection is switched off in the store: the API leaves it out.
const INACTIVE_TITLES = new Set(['Chrome Silver Balloons Pack of 30', 'Party Blowers Pack of 24']);

export const productImageUrl = (handle: string): string => `/images/products/${handle}.jpg`;

export const COLLECTIONS: CollectionRow[] = COLLECTION_SPECS.map((c) => ({
  id: c.id,
  title: c.title,
  handle: slugify(c.title),
}));

export function productRows(): ProductRow[] {
  let id = 0;
  return COLLECTION_SPECS.flatMap((c) =>
    c.items.map(([title, price, compareAt], i) => {
      const handle = slugify(title);
      return {
        id: ++id,
        collectionId: c.id,
        title,
        handle,
        price,
        compareAtPrice: compareAt > 0 ? compareAt : null,
        imageUrl: productImageUrl(handle),
        sortOrder: (i + 1) * 10,
        isActive: !INACTIVE_TITLES.has(title),
      };
    }),
  );
}
