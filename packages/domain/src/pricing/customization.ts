import type { Rupees } from './money';
import { surgedPrice } from './surge';

export interface CityTag {
  readonly id: number;
  readonly price: number;
}

export interface CustomizationPriceInput {
  readonly price: Rupees;
  readonly cityPrice?: Rupees | null;
  readonly percent: number;
}

export function cityTagPrice(
  cityTags: readonly CityTag[] | null | undefined,
  cityId: number,
): Rupees | undefined {
  return cityTags?.find((tag) => tag.id === cityId)?.price;
}

export function customizationUnitPrice({ price, cityPrice, percent }: CustomizationPriceInput): Rupees {
  const base = cityPrice != null && cityPrice > 0 ? cityPrice : price;
  return surgedPrice(base, percent);
}
