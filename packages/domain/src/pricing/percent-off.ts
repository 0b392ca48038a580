/**
 * The discount a card advertises: how far the price is below the struck-out original price, in whole
 * percent (rounded); 0 when the price is not below it.
 */
export function percentOff(price: number, originalPrice: number): number {
  return originalPrice > price ? Math.round(((originalPrice - price) * 100) / originalPrice) : 0;
}
