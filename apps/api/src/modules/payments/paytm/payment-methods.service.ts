import type { PaymentMethods } from '@store/contract';
import type { Db } from '@store/db';
import { resolveCity } from '../../cities';
import type { PaymentConfig } from '../../payment-provider';

/**
 * How a city's checkout may be paid besides the card provider: Paytm once it is configured, in the
 * cities it is set up for (all of them when none is named). An unknown city is refused as anywhere.
 */
export async function paymentMethodsIn(
  db: Db,
  config: PaymentConfig,
  cityKey: string,
): Promise<PaymentMethods> {
  const city = await resolveCity(db, cityKey);
  const cities = config.paytm?.cities ?? [];
  const paytm = config.paytm !== undefined && (cities.length === 0 || cities.includes(city.city_short_name));
  return { paytm };
}
