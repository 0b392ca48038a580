import { schema } from '@store/db';

// A pincode's columns as another module's single statement reads them (the quote): published here,
// the module's one door for repositories.

const { cities, pincodes, regions } = schema;

/** A pincode's charge, its city and its region (the quote reads them too). */
export const pincodeColumns = {
  pincode: pincodes.pincode,
  cityId: pincodes.cityId,
  cityName: cities.name,
  charge: pincodes.additionalDeliveryCharge,
  regionId: regions.id,
  regionName: regions.name,
};
