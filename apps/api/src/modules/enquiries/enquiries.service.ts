import type { City, enquiryBody } from '@store/contract';
import type { Db } from '@store/db';
import { ENQUIRY_LIMIT_MESSAGE, ENQUIRY_LIMITS, validationError, ymdInZone } from '@store/domain';
import type { z } from 'zod';
import { experienceSoldIn } from '../catalogue';
import { enforceRateLimits } from '../rate-limits';
import { insertEnquiry } from './enquiries.repository';

/** POST /v5/enquire-now: a group-booking request operations call back; limited per IP and per mobile. */
export async function createEnquiry(
  db: Db,
  body: z.output<typeof enquiryBody>,
  context: { city: City; ip: string; now: Date },
) {
  const { city, ip, now } = context;
  if (body.date !== undefined) assertFutureDate(body.date, city, now);
  if (body.experience_id !== undefined) await experienceSoldIn(db, body.experience_id, city);
  await enforceRateLimits(
    db,
    [
      { key: `enquiry:ip:${ip}`, ...ENQUIRY_LIMITS.perAddress, message: ENQUIRY_LIMIT_MESSAGE },
      { key: `enquiry:mobile:${body.mobile}`, ...ENQUIRY_LIMITS.perMobile, message: ENQUIRY_LIMIT_MESSAGE },
    ],
    now,
  );
  const id = await insertEnquiry(db, {
    experienceId: body.experience_id ?? null,
    cityId: city.id,
    name: body.name,
    mobile: body.mobile,
    email: body.email ?? null,
    groupSize: body.group_size,
    date: body.date ?? null,
    message: body.message,
    createdAt: now,
  });
  return { enquiry_id: id };
}

/** A group cannot meet on a day that has passed in the city. */
function assertFutureDate(date: string, city: City, now: Date): void {
  if (date < ymdInZone(now, city.time_zone)) {
    throw validationError({ date: `${date} is in the past` }, `${date} is in the past`);
  }
}
