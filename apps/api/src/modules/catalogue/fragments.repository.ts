import { schema } from '@store/db';
import { and, eq, sql } from 'drizzle-orm';

// The experience-in-city columns and join that another module's single statement composes (the
// quote reads the experience, its city price, the pincode and the slot in one): published here, the
// module's one door for repositories, so the shape has one home.

const { categories, experienceCities, experiences } = schema;

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
