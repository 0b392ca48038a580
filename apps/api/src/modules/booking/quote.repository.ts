import { type Db, preparedOn, schema } from '@store/db';
import { and, eq, sql } from 'drizzle-orm';
import { askedQuestionsJson, type QuestionRow } from '../booking-questions/fragments.repository';
import { experienceInCityColumns, experienceInCityWhere } from '../catalogue/fragments.repository';
import { pincodeColumns } from '../pincodes/fragments.repository';
import { slotDayColumns } from '../slots/fragments.repository';

const { cities, dateSurges, experienceCities, experiences, pincodes, regions, slotCapacities, slots } =
  schema;

/**
 * A slot with its capacity on a date in a city and that date's surge, in one statement. The slot
 * row is returned even when it belongs to another experience or has no capacity that day, so the
 * caller can say which is wrong.
 */
export async function findSlotOnDate(
  db: Db,
  key: { slotId: number; experienceId: number; cityId: number; date: string },
) {
  const [row] = await slotOnDate(db).execute(key);
  return row;
}

/** A slot's times, its capacity on the `date` placeholder's date and that date's surge. */
const slotOnDateColumns = { experienceId: slots.experienceId, ...slotDayColumns };

/** How a slot's capacity and its date's surge join it (placeholders experienceId, cityId, date). */
const slotOnDateJoins = {
  capacity: and(
    eq(slotCapacities.slotId, slots.id),
    eq(slotCapacities.experienceId, sql.placeholder('experienceId')),
    eq(slotCapacities.cityId, sql.placeholder('cityId')),
    eq(slotCapacities.date, sql.placeholder('date')),
  ),
  surge: and(
    eq(dateSurges.experienceId, sql.placeholder('experienceId')),
    eq(dateSurges.date, sql.placeholder('date')),
  ),
};

// An add-on bought for a booking asks it (the quote reads the slot in its own statement).
const slotOnDate = preparedOn((db) =>
  db
    .select(slotOnDateColumns)
    .from(slots)
    .leftJoin(slotCapacities, slotOnDateJoins.capacity)
    .leftJoin(dateSurges, slotOnDateJoins.surge)
    .where(eq(slots.id, sql.placeholder('slotId')))
    .limit(1)
    .prepare('slot_on_date'),
);

/**
 * What pricing a draft reads, in one statement (one round trip where four were): the experience
 * with its row in the city, the chosen slot with its capacity and surge on the date, the delivery
 * pincode with its city and, when asked, the checkout's booking questions. Undefined when the
 * experience is unknown or inactive; the slot or the pincode is undefined when the draft names
 * none or names one we do not have, so the caller can say which is wrong.
 */
export async function findQuoteFacts(
  db: Db,
  key: {
    experienceId: number;
    cityId: number;
    slotId: number | null;
    date: string | null;
    pincode: string | null;
    withQuestions: boolean;
  },
) {
  const [row] = await quoteFacts(db).execute(key);
  if (!row) return undefined;
  const { experience, slot, pincode, questions } = row;
  return {
    experience,
    questions: questions ?? [],
    slot:
      slot.experienceId === null || slot.startTime === null || slot.endTime === null
        ? undefined
        : { ...slot, experienceId: slot.experienceId, startTime: slot.startTime, endTime: slot.endTime },
    pincode:
      pincode.pincode === null ||
      pincode.cityId === null ||
      pincode.cityName === null ||
      pincode.charge === null
        ? undefined
        : {
            ...pincode,
            pincode: pincode.pincode,
            cityId: pincode.cityId,
            cityName: pincode.cityName,
            charge: pincode.charge,
          },
  };
}

// Every quote and every placement asks it.
const quoteFacts = preparedOn((db) =>
  db
    .select({
      experience: experienceInCityColumns,
      slot: slotOnDateColumns,
      pincode: pincodeColumns,
      // Read only for a placement, which checks the answers.
      questions: sql<QuestionRow[] | null>`case when ${sql.placeholder('withQuestions')}::boolean
        then ${askedQuestionsJson(experiences.id)} end`,
    })
    .from(experiences)
    .leftJoin(experienceCities, experienceInCityWhere.city)
    .leftJoin(slots, eq(slots.id, sql.placeholder('slotId')))
    .leftJoin(slotCapacities, slotOnDateJoins.capacity)
    .leftJoin(dateSurges, slotOnDateJoins.surge)
    .leftJoin(pincodes, eq(pincodes.pincode, sql.placeholder('pincode')))
    .leftJoin(cities, eq(cities.id, pincodes.cityId))
    .leftJoin(regions, eq(regions.id, pincodes.regionId))
    .where(experienceInCityWhere.active)
    .limit(1)
    .prepare('quote_facts'),
);
