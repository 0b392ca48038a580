import { type Db, preparedOn, schema } from '@store/db';
import { experienceInCityColumns, experienceInCityWhere } from './fragments.repository';

const { experienceCities, experiences } = schema;

/** The experience and its row in the city (null `cityPrice` when it is not sold there), in one statement. */
export async function findExperienceInCity(db: Db, experienceId: number, cityId: number) {
  const [row] = await experienceInCity(db).execute({ experienceId, cityId });
  return row;
}

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
