export interface PincodeCity {
  readonly id: number;
  readonly name: string;
}

const PINCODE = /^[1-9]\d{5}$/;

/** Indian PIN codes: six digits, not starting with 0. */
export function isValidPincode(value: string): boolean {
  return PINCODE.test(value);
}

/**
 * The product's words name the selected city where its text had the placeholder "Different City":
 * a customer cannot act on a city the message does not name.
 */
export function pincodeCityMessage(cityName: string, selectedCityName: string): string {
  return `This pincode is for ${cityName}, but you've selected ${selectedCityName}. Please change your city.`;
}

/** The message when the pincode belongs to another city than the chosen one, else undefined. */
export function pincodeCityError(pincodeCity: PincodeCity, selected: PincodeCity): string | undefined {
  return pincodeCity.id === selected.id ? undefined : pincodeCityMessage(pincodeCity.name, selected.name);
}
