import { type Db, preparedOn, schema } from '@store/db';
import { and, eq, sql } from 'drizzle-orm';

const { experienceCities, experiences } = schema;

/** The experience and its row in the city (null `cityPrice` when it is not sold there), in one statement. */
export async function findExperienceInCity(db: Db, experienceId: number, cityId: number) {
  const [row] = await experienceInCity(db).execute({ experienceId, cityId });
  return row;
}

// Every quote and every placement asks it.
const experienceInCity = preparedOn((db) =>
  db
    .select({
      id: experiences.id,
      name: experiences.name,
      featuredImage: experiences.featuredImage,
      price: experiences.price,
      originalPrice: experiences.originalPrice,
      minHours: experiences.minHours,
      pincodeCategory: experiences.pincodeCategory,
      courier: experiences.courier,
      codAvailable: experiences.codAvailable,
      cityPrice: experienceCities.cityPrice,
    })
    .from(experiences)
    .leftJoin(
      experienceCities,
      and(
        eq(experienceCities.experienceId, experiences.id),
        eq(experienceCities.cityId, sql.placeholder('cityId')),
      ),
    )
    .where(and(eq(experiences.id, sql.placeholder('experienceId')), eq(experiences.isActive, true)))
    .limit(1)
    .prepare('experience_in_city'),
);
