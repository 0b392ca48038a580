import type { cities, regions } from '../schema';

type CityRow = typeof cities.$inferInsert;
type RegionRow = typeof regions.$inferInsert;

export const DELHI = 1;
export const MUMBAI = 2;
export const BENGALURU = 3;
export const HYDERABAD = 4;
export const PUNE = 5;

/** A demo city's Google review page (a real one is the "Ask for reviews" link of its Business Profile). */
const googleReviewUrl = (placeId: string) => `https://search.google.com/local/writereview?placeid=${placeId}`;

// City 1 is the default city (docs/product.md, "Cities"), spelled as people write it (NCR in capitals). Delhi and
// Mumbai have a Google review page, the others none (so nothing is offered there).
export const CITIES: CityRow[] = [
  {
    id: DELHI,
    name: 'Delhi NCR',
    shortName: 'delhi-ncr',
    timeZone: 'Asia/Kolkata',
    sortOrder: 1,
    googleReviewUrl: googleReviewUrl('demo-delhi-ncr'),
  },
  {
    id: MUMBAI,
    name: 'Mumbai',
    shortName: 'mumbai',
    timeZone: 'Asia/Kolkata',
    sortOrder: 2,
    googleReviewUrl: googleReviewUrl('demo-mumbai'),
  },
  { id: BENGALURU, name: 'Bengaluru', shortName: 'bangalore', timeZone: 'Asia/Kolkata', sortOrder: 3 },
  { id: HYDERABAD, name: 'Hyderabad', shortName: 'hyderabad', timeZone: 'Asia/Kolkata', sortOrder: 4 },
  { id: PUNE, name: 'Pune', shortName: 'pune', timeZone: 'Asia/Kolkata', sortOrder: 5 },
];

/** Regions per city, in order, with a line for the region page; a region's id is cityId * 100 + its position (1-based). */
const REGION_SPECS: Record<number, [name: string, description: string][]> = {
  [DELHI]: [
    [
      'South Delhi',
      'Rooftop restaurants in Hauz Khas, garden cafes in Mehrauli and candlelit terraces in GK. The most loved part of the city for a romantic evening.',
    ],
    [
      'West Delhi',
      'Banquet lounges in Rajouri Garden and rooftop cafes in Janakpuri and Punjabi Bagh, with easy parking and late tables.',
    ],
    [
      'North Delhi',
      'Cosy cafes around the university campus and Model Town, with plenty of room for birthday surprises on a budget.',
    ],
    [
      'East Delhi',
      'Family-friendly venues in Mayur Vihar and Preet Vihar for dinners, baby showers and kids parties close to home.',
    ],
    [
      'Central Delhi',
      'Heritage hotels and fine dining around Connaught Place, a classic setting for proposals and anniversaries.',
    ],
    [
      'Noida',
      'Poolside dinners, private cabanas and party venues across the sectors of Noida and Greater Noida.',
    ],
    [
      'Gurgaon',
      'Skyline rooftops, luxury hotels and villa stays from Golf Course Road to Sohna, for celebrations that go big.',
    ],
    [
      'Ghaziabad',
      'Garden restaurants and party halls in Indirapuram and Raj Nagar, with decorators who come to your door.',
    ],
    [
      'Faridabad',
      'Farmhouse dinners and open-air venues along the Surajkund road, a short drive from South Delhi.',
    ],
  ],
  [MUMBAI]: [
    [
      'South Mumbai',
      'Sea-facing tables on Marine Drive and heritage hotels in Colaba for a classic Mumbai evening.',
    ],
    ['Bandra', 'Bandstand views, candlelit cafes and rooftop bars in the heart of the suburbs.'],
    ['Andheri', 'Lounges, banquet halls and party venues in Andheri and Lokhandwala, open late.'],
    ['Juhu', 'Beachside dinners and sunset cabanas by the Arabian Sea.'],
    ['Powai', 'Lakeside restaurants and hotel terraces around Hiranandani, calm and green.'],
    ['Thane', 'Spacious venues and lakeside cafes for family celebrations and kids parties.'],
    [
      'Navi Mumbai',
      'Planned neighbourhoods with hotel rooftops, clubs and open lawns from Vashi to Kharghar.',
    ],
  ],
  [BENGALURU]: [
    ['Indiranagar', 'Craft breweries, rooftop restaurants and quiet cafes along 100 Feet Road.'],
    ['Koramangala', "The city's busiest food street, with candlelit tables and party venues on every block."],
    [
      'Whitefield',
      'Hotel poolsides and garden restaurants near the tech parks, with villas for a night away.',
    ],
    ['HSR Layout', 'Cosy cafes and terraces in a leafy neighbourhood, easy for a surprise close to home.'],
    ['Jayanagar', 'Old Bengaluru charm, family restaurants and green parks for relaxed celebrations.'],
    ['MG Road', 'Skyline bars and classic hotels in the centre of the city.'],
    ['Hebbal', 'Lakeside resorts and hotel terraces on the way to the airport.'],
  ],
  [HYDERABAD]: [
    ['Banjara Hills', 'Hilltop restaurants and luxury hotels with views across the city.'],
    ['Jubilee Hills', 'Elegant lounges and garden cafes, a favourite for anniversaries and proposals.'],
    ['Gachibowli', 'Rooftops and poolside venues near the financial district, busy on weekends.'],
    ['HITEC City', 'Hotel terraces and modern lounges by the tech parks, good for after-work surprises.'],
    ['Kondapur', 'Newer restaurants and party halls with room for big family celebrations.'],
    ['Secunderabad', 'Heritage clubs and family venues in the twin city across the lake.'],
  ],
  [PUNE]: [
    ['Koregaon Park', 'Leafy lanes of cafes, lounges and boutique hotels, the heart of Pune evenings.'],
    ['Kalyani Nagar', 'Riverside restaurants and rooftop bars close to the city centre.'],
    ['Viman Nagar', 'Lively cafes and hotel terraces near the airport.'],
    ['Baner', 'Hillside restaurants and open-air venues with views of the Baner hills.'],
    ['Hinjewadi', 'Resorts and spacious venues near the IT park for weekend celebrations.'],
    ['Kothrud', "Family restaurants and party halls in one of the city's oldest neighbourhoods."],
    ['Hadapsar', 'Garden venues and hotel lawns in Magarpatta and Amanora.'],
  ],
};

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const REGIONS: RegionRow[] = Object.entries(REGION_SPECS).flatMap(([cityId, specs]) =>
  specs.map(([name, description], i) => ({
    id: Number(cityId) * 100 + i + 1,
    cityId: Number(cityId),
    name,
    slug: slugify(name),
    description,
  })),
);

/** The id of a city's region by slug; throws on a typo so data mistakes fail loudly. */
export function regionId(cityId: number, slug: string): number {
  const region = REGIONS.find((r) => r.cityId === cityId && r.slug === slug);
  if (!region) throw new Error(`Unknown region ${slug} in city ${cityId}`);
  return region.id as number;
}

export function cityName(cityId: number): string {
  const city = CITIES.find((c) => c.id === cityId);
  if (!city) throw new Error(`Unknown city ${cityId}`);
  return city.name;
}
