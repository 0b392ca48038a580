import { type Db, schema } from '@store/db';
import { and, eq } from 'drizzle-orm';

const { experienceCities, experiences } = schema;

/** The experience and its row in the city (null `cityPrice` when it is not sold there), in one statement. */
export async function findExperienceInCity(db: Db, experienceId: number, cityId: number) {
  const [row] = await db
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
      and(eq(experienceCities.experienceId, experiences.id), eq(experienceCities.cityId, cityId)),
    )
    .where(and(eq(experiences.id, experienceId), eq(experiences.isActive, true)))
    .limit(1);
  return row;
}
