import { type Db, schema } from '@store/db';
import { asc, eq } from 'drizzle-orm';

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

/** A city's name by id; undefined when there is none. */
export async function cityName(db: Db, id: number) {
  const [row] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, id));
  return row?.name;
}

/** An experience's name by id; undefined when there is none. */
export async function experienceName(db: Db, id: number) {
  const [row] = await db.select({ name: experiences.name }).from(experiences).where(eq(experiences.id, id));
  return row?.name;
}
