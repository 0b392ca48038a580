import { type Db, schema } from '@store/db';
import { asc } from 'drizzle-orm';

const { cities, experiences, vendors } = schema;

/** Every city, experience and vendor by name: what the console's filters pick from. */
export async function lookupNames(db: Db) {
  const [cityRows, experienceRows, vendorRows] = await Promise.all([
    db.select({ id: cities.id, name: cities.name }).from(cities).orderBy(asc(cities.name)),
    db
      .select({ id: experiences.id, name: experiences.name })
      .from(experiences)
      .orderBy(asc(experiences.name)),
    db.select({ id: vendors.id, name: vendors.name }).from(vendors).orderBy(asc(vendors.name)),
  ]);
  return { cities: cityRows, experiences: experienceRows, vendors: vendorRows };
}
