import { type Db, schema } from '@store/db';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';

const { cities, dateSurges, experiences, slotCapacities, slotPatterns, slots, users } = schema;

export type SlotSearch = { experienceId?: number; cityId?: number; dateFrom?: string; dateTo?: string };
type Page = { limit: number; offset: number };

/** One page of slot capacity rows with their experience, city and times; by date, then start. */
export async function findSlotCapacities(db: Db, s: SlotSearch, page: Page) {
  const where = and(
    s.experienceId === undefined ? undefined : eq(slotCapacities.experienceId, s.experienceId),
    s.cityId === undefined ? undefined : eq(slotCapacities.cityId, s.cityId),
    s.dateFrom === undefined ? undefined : gte(slotCapacities.date, s.dateFrom),
    s.dateTo === undefined ? undefined : lte(slotCapacities.date, s.dateTo),
  );
  const rows = await db
    .select({
      id: slotCapacities.id,
      experienceId: slotCapacities.experienceId,
      experienceName: experiences.name,
      cityId: slotCapacities.cityId,
      cityName: cities.name,
      date: slotCapacities.date,
      startTime: slots.startTime,
      endTime: slots.endTime,
      capacity: slotCapacities.capacity,
      booked: slotCapacities.booked,
      note: slotCapacities.note,
    })
    .from(slotCapacities)
    .innerJoin(slots, eq(slots.id, slotCapacities.slotId))
    .innerJoin(experiences, eq(experiences.id, slotCapacities.experienceId))
    .innerJoin(cities, eq(cities.id, slotCapacities.cityId))
    .where(where)
    .orderBy(asc(slotCapacities.date), asc(slots.startTime), asc(slotCapacities.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(slotCapacities).where(where);
  return { rows, total: count?.n ?? 0 };
}

export type SlotCapacityRow = Awaited<ReturnType<typeof findSlotCapacities>>['rows'][number];

/** One capacity row by its id (the key the lifecycle changes it by). */
export async function findSlotCapacity(db: Db, id: number) {
  const [row] = await db
    .select({
      experienceId: slotCapacities.experienceId,
      cityId: slotCapacities.cityId,
      date: slotCapacities.date,
      slotId: slotCapacities.slotId,
    })
    .from(slotCapacities)
    .where(eq(slotCapacities.id, id));
  return row;
}

const patternColumns = {
  pattern: slotPatterns,
  experienceName: experiences.name,
  cityName: cities.name,
  createdByName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
};

function patternsQuery(db: Db, where: SQL | undefined) {
  return db
    .select(patternColumns)
    .from(slotPatterns)
    .innerJoin(experiences, eq(experiences.id, slotPatterns.experienceId))
    .innerJoin(cities, eq(cities.id, slotPatterns.cityId))
    .innerJoin(users, eq(users.id, slotPatterns.createdBy))
    .where(where);
}

export type PatternRow = Awaited<ReturnType<typeof patternsQuery>>[number];

/** One page of weekly patterns, newest first. */
export async function findSlotPatterns(db: Db, s: { experienceId?: number; cityId?: number }, page: Page) {
  const where = and(
    s.experienceId === undefined ? undefined : eq(slotPatterns.experienceId, s.experienceId),
    s.cityId === undefined ? undefined : eq(slotPatterns.cityId, s.cityId),
  );
  const rows = await patternsQuery(db, where)
    .orderBy(desc(slotPatterns.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(slotPatterns).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function insertSlotPattern(tx: Db, row: typeof slotPatterns.$inferInsert) {
  const [created] = await tx.insert(slotPatterns).values(row).returning({ id: slotPatterns.id });
  if (!created) throw new Error('the pattern was not inserted');
  const [saved] = await patternsQuery(tx, eq(slotPatterns.id, created.id));
  if (!saved) throw new Error('the pattern just saved was not found');
  return saved;
}

const surgeColumns = {
  experienceId: dateSurges.experienceId,
  experienceName: experiences.name,
  date: dateSurges.date,
  taskPercent: dateSurges.taskPercent,
  customizationPercent: dateSurges.customizationPercent,
  reason: dateSurges.reason,
};

/** One page of date surges, by date. */
export async function findSurges(db: Db, s: { experienceId?: number; dateFrom?: string }, page: Page) {
  const where = and(
    s.experienceId === undefined ? undefined : eq(dateSurges.experienceId, s.experienceId),
    s.dateFrom === undefined ? undefined : gte(dateSurges.date, s.dateFrom),
  );
  const rows = await db
    .select(surgeColumns)
    .from(dateSurges)
    .innerJoin(experiences, eq(experiences.id, dateSurges.experienceId))
    .where(where)
    .orderBy(asc(dateSurges.date), asc(dateSurges.experienceId))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(dateSurges).where(where);
  return { rows, total: count?.n ?? 0 };
}

export type SurgeRow = Awaited<ReturnType<typeof findSurges>>['rows'][number];

/**
 * The experience and the dates among these it already has a surge on (undefined: no such
 * experience). The experience's row is locked
 * first, so two operators adding surges over the same dates at once cannot both pass the check.
 */
export async function lockSurgedDates(tx: Db, experienceId: number, dates: string[]) {
  const [experience] = await tx
    .select({ id: experiences.id, name: experiences.name })
    .from(experiences)
    .where(eq(experiences.id, experienceId))
    .for('update');
  if (!experience) return undefined;
  const rows = await tx
    .select({ date: dateSurges.date })
    .from(dateSurges)
    .where(and(eq(dateSurges.experienceId, experienceId), inArray(dateSurges.date, dates)))
    .orderBy(asc(dateSurges.date));
  return { experience, surged: rows.map((r) => r.date) };
}

export async function insertSurges(tx: Db, rows: (typeof dateSurges.$inferInsert)[]) {
  await tx.insert(dateSurges).values(rows);
  const [first] = rows;
  if (!first) return [];
  return tx
    .select(surgeColumns)
    .from(dateSurges)
    .innerJoin(experiences, eq(experiences.id, dateSurges.experienceId))
    .where(
      and(
        eq(dateSurges.experienceId, first.experienceId),
        inArray(
          dateSurges.date,
          rows.map((r) => r.date),
        ),
      ),
    )
    .orderBy(asc(dateSurges.date));
}

/** One date's surge of an experience, locked for its removal; undefined when there is none. */
export async function lockSurge(tx: Db, experienceId: number, date: string) {
  const [row] = await tx
    .select(surgeColumns)
    .from(dateSurges)
    .innerJoin(experiences, eq(experiences.id, dateSurges.experienceId))
    .where(and(eq(dateSurges.experienceId, experienceId), eq(dateSurges.date, date)))
    .for('update', { of: dateSurges });
  return row;
}

export async function deleteSurge(tx: Db, experienceId: number, date: string): Promise<void> {
  await tx
    .delete(dateSurges)
    .where(and(eq(dateSurges.experienceId, experienceId), eq(dateSurges.date, date)));
}
