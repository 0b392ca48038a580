import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cities, regions } from './catalogue';

export const pincodes = pgTable(
  'pincodes',
  {
    pincode: text('pincode').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    regionId: integer('region_id').references(() => regions.id),
    // Rupees; -1 means not serviceable.
    additionalDeliveryCharge: integer('additional_delivery_charge').notNull().default(0),
  },
  (t) => [index('pincodes_city').on(t.cityId), check('pincode_six_digits', sql`${t.pincode} ~ '^[0-9]{6}$'`)],
);
