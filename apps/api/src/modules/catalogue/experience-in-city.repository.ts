import { type Db, preparedOn, schema } from '@store/db';
import { and, eq, sql } from 'drizzle-orm';

const { categories, experienceCities, experiences } = schema;

/** The experience and its row in the city (null `cityPrice` when it is not sold there), in one statement. */
export async function findExperienceInCity(db: Db, experienceId: number, cityId: number) {
  const [row] = await experienceInCity(db).execute({ experienceId, cityId });
  return row;
}

/** The experience's columns a sale needs, and its price in the city (the quote reads them too). */
export const experienceInCityColumns = {
  id: experiences.id,
  name: experiences.name,
  featuredImage: experiences.featuredImage,
  price: experiences.price,
  originalPrice: experiences.originalPrice,
  minHours: experiences.minHours,
  pincodeCategory: experiences.pincodeCategory,
  courier: experiences.courier,
  codAvailable: experiences.codAvailable,
  offlineBooking: experiences.offlineBooking,
  // A subquery rather than a join, so both statements reading these columns keep their joins.
  priceOnRequest: sql<boolean>`coalesce((select ${categories.priceOnRequest} from ${categories}
    where ${categories.id} = ${experiences.categoryId}), false)`,
  cityPrice: experienceCities.cityPrice,
};

/** The experience, if active, joined to its row in the city given by the `cityId` placeholder. */
export const experienceInCityWhere = {
  city: and(
    eq(experienceCities.experienceId, experiences.id),
    eq(experienceCities.cityId, sql.placeholder('cityId')),
  ),
  active: and(eq(experiences.id, sql.placeholder('experienceId')), eq(experiences.isActive, true)),
};

// Asked by slot lists, pincode checks, enquiries and the console (the quote has its own statement).
const experienceInCity = preparedOn((db) =>
  db
    .select(experienceInCityColumns)
    .from(experiences)
    .leftJoin(experienceCities, experienceInCityWhere.city)
    .where(experienceInCityWhere.active)
    .limit(1)
    .prepare('experience_in_city'),
);
