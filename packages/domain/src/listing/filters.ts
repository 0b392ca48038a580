/**
 * What a visitor narrows a listing by. Price bands are whole rupees of the city's price, inclusive
 * at both ends, and meet without a gap or an overlap, so every priced experience falls in one.
 */
export const PRICE_BANDS = {
  ANY: {},
  UNDER_2000: { max: 1999 },
  FROM_2000_TO_4999: { min: 2000, max: 4999 },
  FROM_5000_TO_9999: { min: 5000, max: 9999 },
  FROM_10000: { min: 10000 },
} as const satisfies Record<string, { min?: number; max?: number }>;
export type PriceBand = keyof typeof PRICE_BANDS;

/** The lowest average of approved reviews a visitor may ask for; ANY asks for none. */
export const RATING_FLOORS = { ANY: undefined, FOUR_AND_UP: 4, THREE_AND_UP: 3 } as const;
export type RatingFloor = keyof typeof RATING_FLOORS;

export type ListingFilters = { price: PriceBand; rating: RatingFloor; occasion: string };
export const NO_FILTERS: ListingFilters = { price: 'ANY', rating: 'ANY', occasion: '' };

export type FilterParams = { min_price?: string; max_price?: string; min_rating?: string; occasion?: string };

export const isPriceBand = (value: string): value is PriceBand => Object.hasOwn(PRICE_BANDS, value);
export const isRatingFloor = (value: string): value is RatingFloor => Object.hasOwn(RATING_FLOORS, value);

export const isFiltered = (filters: ListingFilters): boolean =>
  filters.price !== 'ANY' || filters.rating !== 'ANY' || filters.occasion !== '';

/** The listing call's query for the filters; nothing for what is not narrowed. */
export function filterParams(filters: ListingFilters): FilterParams {
  const band: { min?: number; max?: number } = PRICE_BANDS[filters.price];
  const floor = RATING_FLOORS[filters.rating];
  return {
    ...(band.min === undefined ? {} : { min_price: String(band.min) }),
    ...(band.max === undefined ? {} : { max_price: String(band.max) }),
    ...(floor === undefined ? {} : { min_rating: String(floor) }),
    ...(filters.occasion === '' ? {} : { occasion: filters.occasion }),
  };
}
