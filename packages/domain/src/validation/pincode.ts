export interface PincodeCity {
  readonly id: number;
  readonly name: string;
}

const PINCODE = /^[1-9]\d{5}$/;

/** Indian PIN codes: six digits, not starting with 0. */
export function isValidPincode(value: string): boolean {
  return PINCODE.test(value);
}

export function pincodeCityMessage(cityName: string): string {
  return `This pincode is for ${cityName}, but you've selected Different City. Please change your city.`;
}

/** The message when the pincode belongs to another city than the chosen one, else undefined. */
export function pincodeCityError(pincodeCity: PincodeCity, selectedCityId: number): string | undefined {
  return pincodeCity.id === selectedCityId ? undefined : pincodeCityMessage(pincodeCity.name);
}
