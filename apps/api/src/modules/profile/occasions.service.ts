import type { UserDate, userDateBody } from '@store/contract';
import type { Db } from '@store/db';
import {
  DomainError,
  OCCASIONS,
  OCCASIONS_PER_ACCOUNT,
  occasionDateError,
  RELATIONS,
  validationError,
  ymdInZone,
} from '@store/domain';
import type { z } from 'zod';
import { datesOf, deleteDate, insertDateWithin, type UserDateRow, updateDate } from './occasions.repository';

const OCCASIONS_FULL = `You keep ${OCCASIONS_PER_ACCOUNT} saved occasions, the most an account holds. Remove one to add another.`;

type Body = z.output<typeof userDateBody>;
// Saved occasions are personal dates, not bookings: the customer's day is India's.
const TIME_ZONE = 'Asia/Kolkata';
const NOT_FOUND = 'This saved date was not found.';

const toUserDate = (row: UserDateRow): UserDate => ({
  id: row.id,
  occasion: row.occasion,
  relation: row.relation,
  name: row.name,
  date: row.date,
});

export const occasionLists = () => ({ occasions: [...OCCASIONS], relations: [...RELATIONS] });

export async function listDates(db: Db, userId: number) {
  return { dates_user: (await datesOf(db, userId)).map(toUserDate) };
}

function checked(body: Body, now: Date) {
  const error = occasionDateError(body.date, ymdInZone(now, TIME_ZONE));
  if (error) throw validationError({ date: error }, error);
  return { occasion: body.occasion, relation: body.relation, name: body.name, date: body.date };
}

export async function saveDate(db: Db, userId: number, body: Body, now: Date) {
  const saved = await insertDateWithin(
    db,
    { userId, ...checked(body, now), createdAt: now },
    OCCASIONS_PER_ACCOUNT,
  );
  if (!saved) throw new DomainError('OCCASIONS_FULL', OCCASIONS_FULL, { date: OCCASIONS_FULL });
  return toUserDate(saved);
}

export async function changeDate(db: Db, key: { id: number; userId: number }, body: Body, now: Date) {
  const row = await updateDate(db, key, checked(body, now));
  if (!row) throw new DomainError('NOT_FOUND', NOT_FOUND);
  return toUserDate(row);
}

export async function removeDate(db: Db, key: { id: number; userId: number }) {
  if (!(await deleteDate(db, key))) throw new DomainError('NOT_FOUND', NOT_FOUND);
}
