import { formatInr } from '../format/inr';
import { assertWholeNumber, type Rupees } from './money';

/** additional_delivery_charge of a pincode that is not served. */
export const NOT_SERVICEABLE_CHARGE = -1;

// Any negative charge is treated as "not served", not only -1, so a bad row never prices as a discount.
export function isServiceable(additionalDeliveryCharge: number): boolean {
  return Number.isFinite(additionalDeliveryCharge) && additionalDeliveryCharge >= 0;
}

export function deliveryText(amount: Rupees): string {
  assertWholeNumber(amount, 'deliveryCharges');
  return amount === 0 ? 'free' : `For this pincode you have to pay delivery charge of ${formatInr(amount)}`;
}
