import type { cities, regions } from '../schema';

type CityRow = typeof cities.$inferInsert;
type RegionRow = typeof regions.$inferInsert;

export const DELHI = 1;
export const MUMBAI = 2;
export const BENGALURU = 3;
export const HYDERABAD = 4;
export const PUNE = 5;

// City 1 is the default city of the specification, spelled as it spells it.
export const CITIES: CityRow[] = [
  { id: DELHI, name: 'Delhi Ncr', shortName: 'delhi-ncr', timeZone: 'Asia/Kolkata', sortOrder: 1 },
  { id: MUMBAI, name: 'Mumbai', shortName: 'mumbai', timeZone: 'Asia/Kolkata', sortOrder: 2 },
  { id: BENGALURU, name: 'Bengaluru', shortName: 'bangalore', timeZone: 'Asia/Kolkata', sortOrder: 3 },
  { id: HYDERABAD, name: 'Hyderabad', shortName: 'hyderabad', timeZone: 'Asia/Kolkata', sortOrder: 4 },
  { id: PUNE, name: 'Pune', shortName: 'pune', timeZone: 'Asia/Kolkata', sortOrder: 5 },
];

/** Regions per city, in order; a region's id is cityId * 100 + its position (1-based). */
const REGION_NAMES: Record<number, string[]> = {
  [DELHI]: [
    'South Delhi',
    'West Delhi',
    'North Delhi',
    'East Delhi',
    'Central Delhi',
    'Noida',
    'Gurgaon',
    'Ghaziabad',
    'Faridabad',
  ],
  [MUMBAI]: ['South Mumbai', 'Bandra', 'Andheri', 'Juhu', 'Powai', 'Thane', 'Navi Mumbai'],
  [BENGALURU]: ['Indiranagar', 'Koramangala', 'Whitefield', 'HSR Layout', 'Jayanagar', 'MG Road', 'Hebbal'],
  [HYDERABAD]: ['Banjara Hills', 'Jubilee Hills', 'Gachibowli', 'HITEC City', 'Kondapur', 'Secunderabad'],
  [PUNE]: ['Koregaon Park', 'Kalyani Nagar', 'Viman Nagar', 'Baner', 'Hinjewadi', 'Kothrud', 'Hadapsar'],
};

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const REGIONS: RegionRow[] = Object.entries(REGION_NAMES).flatMap(([cityId, names]) =>
  names.map((name, i) => ({
    id: Number(cityId) * 100 + i + 1,
    cityId: Number(cityId),
    name,
    slug: slugify(name),
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
  return city.name === 'Delhi Ncr' ? 'Delhi NCR' : city.name;
}
