import type { Rupees } from './money';
import { surgedPrice } from './surge';

export interface CustomizationPriceInput {
  readonly price: Rupees;
  readonly cityPrice?: Rupees | null;
  readonly percent: number;
}

export function customizationUnitPrice({ price, cityPrice, percent }: CustomizationPriceInput): Rupees {
  const base = cityPrice != null && cityPrice > 0 ? cityPrice : price;
  return surgedPrice(base, percent);
}
