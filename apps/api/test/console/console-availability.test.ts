import { experienceSlots } from '@store/contract';
import {
  closedDate,
  consoleSlot,
  consoleSlotList,
  consoleSurge,
  consoleSurgeList,
  savedSlotPattern,
  savedSurges,
  slotPatternList,
} from '@store/contract/console';
import { schema } from '@store/db';
import type { ErrorCode } from '@store/domain';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../support/fixtures';
import { useTestApp } from '../support/test-app';
import {
  ADMIN,
  auditRows,
  callers,
  consoleDelete,
  consoleGet,
  consolePost,
  consolePut,
  dataOf,
  errorOf,
  expectBadInput,
} from './console-helpers';

// Availability: any operator reads slots, patterns and surges; only an admin
// opens a slot, changes a capacity (never below what is booked), closes a date, saves a weekly
// pattern (idempotent) and adds a surge (never over a surged date); each change is audited and
// shows in the store's booking calendar. Bad input names its field and writes nothing. Runs on
// PGlite and PostgreSQL. The clock is TEST_NOW: 1 December 2026, 10:00 in Delhi.

const t = useTestApp();
let who: Awaited<ReturnType<typeof callers>>;

beforeAll(async () => {
  who = await callers(t());
});

/** The store's booking calendar of experience 1 in Delhi, as the customer sees it. */
const storeCalendar = async () =>
  dataOf(experienceSlots, await t().app.inject({ method: 'GET', url: '/v2/experience/1/slots' }));

const slotRows = (experienceId: number, date: string) =>
  t()
    .database.db.select()
    .from(schema.slotCapacities)
    .where(
      and(
        eq(schema.slotCapacities.experienceId, experienceId),
        eq(schema.slotCapacities.cityId, 1),
        eq(schema.slotCapacities.date, date),
      ),
    );

/** Bad input or a refusal: the status, the field named, and nothing written (not even an audit row). */
const refused = (
  reply: Promise<{ statusCode: number; body: string }>,
  status: number,
  field: string,
  code?: ErrorCode,
) => expectBadInput(t(), reply, { status, field, code });

describe('slots', () => {
  it('are listed for an experience, city and dates, to any operator', async () => {
    const list = dataOf(
      consoleSlotList,
      await consoleGet(
        t(),
        '/availability/slots?experience_id=1&city_id=1&date_from=2026-12-05&date_to=2026-12-06',
        who.ops,
      ),
    );
    expect(list.total).toBeGreaterThan(0);
    expect(list.items.every((s) => s.experience.id === 1 && s.city.id === 1)).toBe(true);
    expect(new Set(list.items.map((s) => s.date))).toEqual(new Set(['2026-12-05', '2026-12-06']));
    for (const s of list.items) expect(s.left).toBe(Math.max(0, s.capacity - s.booked));
  });

  it('are opened by an admin only, audited, and the store calendar offers them', async () => {
    const body = {
      experience_id: 1,
      city_id: 1,
      date: '2027-01-04',
      start_time: '06:15',
      end_time: '07:15',
      capacity: 4,
    };
    for (const token of [who.customer, who.agent, who.ops])
      expect((await consolePost(t(), '/availability/slots', body, token)).statusCode).toBe(403);
    const opened = dataOf(consoleSlot, await consolePost(t(), '/availability/slots', body, who.admin));
    expect(opened).toMatchObject({
      date: '2027-01-04',
      start_time: '06:15',
      capacity: 4,
      booked: 0,
      left: 4,
    });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      actorId: ADMIN,
      action: 'slot.open',
      subjectType: 'slot',
      subjectId: String(opened.id),
    });
    const day = (await storeCalendar()).dates.find((d) => d.date === '2027-01-04');
    expect(day?.slots.find((s) => s.start_time === '06:15:00')).toMatchObject({ available: 4 });
    // The same slot again is a 409; nothing is written.
    await refused(consolePost(t(), '/availability/slots', body, who.admin), 409, 'date', 'SLOT_ALREADY_OPEN');
  });

  it('refuse a slot in the past, an end before the start and an experience not sold in the city', async () => {
    const base = { experience_id: 1, city_id: 1, start_time: '09:00', end_time: '10:00', capacity: 3 };
    await refused(
      consolePost(t(), '/availability/slots', { ...base, date: TEST_TODAY }, who.admin),
      400,
      'date',
    );
    await refused(
      consolePost(t(), '/availability/slots', { ...base, date: '2027-01-05', end_time: '08:00' }, who.admin),
      400,
      'end_time',
    );
    await refused(
      consolePost(t(), '/availability/slots', { ...base, date: '2027-01-05', capacity: 2.5 }, who.admin),
      400,
      'capacity',
    );
    await refused(
      consolePost(t(), '/availability/slots', { ...base, date: '2027-01-05', city_id: 999 }, who.admin),
      400,
      'city_id',
    );
  });

  it('never get a capacity below what is booked (409, nothing written); above it, audited', async () => {
    const [row] = await t()
      .database.db.select()
      .from(schema.slotCapacities)
      .where(
        and(
          eq(schema.slotCapacities.experienceId, 1),
          gt(schema.slotCapacities.booked, 1),
          gte(schema.slotCapacities.date, '2026-12-03'),
          sql`${schema.slotCapacities.booked} < ${schema.slotCapacities.capacity}`,
        ),
      )
      .limit(1);
    if (!row) throw new Error('the seed has no partly booked slot of experience 1');
    const path = `/availability/slots/${row.id}/capacity`;
    expect((await consolePut(t(), path, { capacity: row.booked + 5 }, who.ops)).statusCode).toBe(403);
    await refused(
      consolePut(t(), path, { capacity: row.booked - 1 }, who.admin),
      409,
      'capacity',
      'CAPACITY_BELOW_BOOKED',
    );
    await refused(consolePut(t(), path, { capacity: -1 }, who.admin), 400, 'capacity');
    const [unchanged] = await t()
      .database.db.select()
      .from(schema.slotCapacities)
      .where(eq(schema.slotCapacities.id, row.id));
    expect(unchanged?.capacity).toBe(row.capacity);

    const changed = dataOf(consoleSlot, await consolePut(t(), path, { capacity: row.booked + 5 }, who.admin));
    expect(changed).toMatchObject({ id: row.id, capacity: row.booked + 5, booked: row.booked, left: 5 });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'slot.capacity',
      subjectId: String(row.id),
      before: { capacity: row.capacity, booked: row.booked },
      after: { capacity: row.booked + 5, booked: row.booked },
    });
    // Exactly what is booked is allowed: the slot is then full.
    const full = dataOf(consoleSlot, await consolePut(t(), path, { capacity: row.booked }, who.admin));
    expect(full.left).toBe(0);
    expect(
      (await consolePut(t(), '/availability/slots/999999/capacity', { capacity: 3 }, who.admin)).statusCode,
    ).toBe(404);
  });

  it('close a date: nothing more is sold that day, bookings stay, and the store shows it full', async () => {
    const date = '2026-12-10';
    const before = await slotRows(1, date);
    expect(before.length).toBeGreaterThan(0);
    const body = { experience_id: 1, city_id: 1, date };
    expect((await consolePost(t(), '/availability/close-date', body, who.ops)).statusCode).toBe(403);
    const closed = dataOf(closedDate, await consolePost(t(), '/availability/close-date', body, who.admin));
    expect(closed).toEqual({
      date,
      slots: before.length,
      booked: before.reduce((n, r) => n + r.booked, 0),
    });
    for (const r of await slotRows(1, date)) expect(r.capacity).toBe(r.booked);
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'slot.close_date',
      subjectType: 'experience',
    });
    const day = (await storeCalendar()).dates.find((d) => d.date === date);
    expect(day?.available_slots).toBe(0);
    await refused(
      consolePost(t(), '/availability/close-date', { ...body, date: '2026-11-30' }, who.admin),
      400,
      'date',
    );
    await refused(
      consolePost(t(), '/availability/close-date', { ...body, date: '2027-03-01' }, who.admin),
      404,
      'date',
    );
  });
});

describe('weekly patterns', () => {
  const pattern = {
    experience_id: 1,
    city_id: 1,
    weekdays: [1, 3, 5],
    slots: [
      { start_time: '06:15', end_time: '07:15' },
      { start_time: '18:45', end_time: '19:45' },
    ],
    capacity: 5,
    starts_on: '2027-01-04',
    weeks: 2,
  };

  it('open their dates at save, leave open ones as they are, and do nothing more when saved again', async () => {
    expect((await consolePost(t(), '/availability/patterns', pattern, who.ops)).statusCode).toBe(403);
    const first = dataOf(
      savedSlotPattern,
      await consolePost(t(), '/availability/patterns', pattern, who.admin),
    );
    // Mon, Wed, Fri for two weeks at two times: 12 slots; 4 January 06:15 was already open.
    expect(first).toMatchObject({ opened: 11, skipped: 1 });
    expect(first.pattern).toMatchObject({
      days: 'Mon, Wed, Fri',
      capacity: 5,
      weeks: 2,
      created_by: { id: ADMIN },
    });
    expect((await slotRows(1, '2027-01-04')).map((r) => r.capacity).sort()).toEqual([4, 5]);
    expect(await slotRows(1, '2027-01-05')).toEqual([]);
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'pattern.create',
      subjectType: 'slot_pattern',
    });

    const again = dataOf(
      savedSlotPattern,
      await consolePost(t(), '/availability/patterns', pattern, who.admin),
    );
    expect(again).toMatchObject({ opened: 0, skipped: 12 });
    expect(await slotRows(1, '2027-01-15')).toHaveLength(2);

    const list = dataOf(
      slotPatternList,
      await consoleGet(t(), '/availability/patterns?experience_id=1', who.ops),
    );
    expect(list.items.map((p) => p.id)).toEqual([again.pattern.id, first.pattern.id]);
    const day = (await storeCalendar()).dates.find((d) => d.date === '2027-01-08');
    expect(day?.slots.map((s) => [s.start_time, s.available])).toEqual([
      ['06:15:00', 5],
      ['18:45:00', 5],
    ]);
  });

  it('refuse a start before today, a weekday that is not one, a repeated time and too many weeks', async () => {
    await refused(
      consolePost(t(), '/availability/patterns', { ...pattern, starts_on: '2026-11-30' }, who.admin),
      400,
      'starts_on',
    );
    await refused(
      consolePost(t(), '/availability/patterns', { ...pattern, weekdays: [7] }, who.admin),
      400,
      'weekdays.0',
    );
    await refused(
      consolePost(
        t(),
        '/availability/patterns',
        { ...pattern, slots: [pattern.slots[0], pattern.slots[0]] },
        who.admin,
      ),
      400,
      'slots',
    );
    await refused(
      consolePost(t(), '/availability/patterns', { ...pattern, weeks: 27 }, who.admin),
      400,
      'weeks',
    );
    await refused(
      consolePost(t(), '/availability/patterns', { ...pattern, capacity: 0 }, who.admin),
      400,
      'capacity',
    );
  });

  it('skip a time already passed today', async () => {
    // 1 December 2026 is a Tuesday; 10:00 now: 06:15 has passed, 18:45 has not.
    const today = {
      ...pattern,
      weekdays: [2],
      slots: [
        { start_time: '06:45', end_time: '07:30' },
        { start_time: '19:15', end_time: '20:00' },
      ],
      starts_on: TEST_TODAY,
      weeks: 1,
    };
    const saved = dataOf(
      savedSlotPattern,
      await consolePost(t(), '/availability/patterns', today, who.admin),
    );
    expect(saved).toMatchObject({ opened: 1, skipped: 1 });
    const opened = (await slotRows(1, TEST_TODAY)).length;
    const again = dataOf(
      savedSlotPattern,
      await consolePost(t(), '/availability/patterns', today, who.admin),
    );
    expect(again).toMatchObject({ opened: 0, skipped: 2 });
    expect(await slotRows(1, TEST_TODAY)).toHaveLength(opened);
  });
});

describe('date surges', () => {
  const surge = {
    experience_id: 1,
    date_from: '2027-01-06',
    date_to: '2027-01-08',
    task_percent: 20,
    reason: 'Lohri festival',
  };

  it('are added by an admin over a run of dates and priced in the store calendar', async () => {
    expect((await consolePost(t(), '/availability/surges', surge, who.ops)).statusCode).toBe(403);
    const saved = dataOf(savedSurges, await consolePost(t(), '/availability/surges', surge, who.admin));
    expect(saved.surges.map((s) => [s.date, s.task_percent])).toEqual([
      ['2027-01-06', 20],
      ['2027-01-07', 20],
      ['2027-01-08', 20],
    ]);
    expect((await auditRows(t())).at(-1)).toMatchObject({ action: 'surge.create', subjectId: '1' });
    const calendar = await storeCalendar();
    const day = calendar.dates.find((d) => d.date === '2027-01-08');
    expect(day).toMatchObject({ task_dynamic_percentage: 20 });
    expect(day?.price).toBe(Math.floor((calendar.base_price * 120) / 100));
    const list = dataOf(
      consoleSurgeList,
      await consoleGet(t(), '/availability/surges?experience_id=1&date_from=2027-01-01', who.ops),
    );
    expect(list.items.map((s) => s.date)).toEqual(['2027-01-06', '2027-01-07', '2027-01-08']);
  });

  it('never overlap (409 naming date_from, nothing written), nor start in the past or end before they start', async () => {
    await refused(
      consolePost(
        t(),
        '/availability/surges',
        { ...surge, date_from: '2027-01-08', date_to: '2027-01-09' },
        who.admin,
      ),
      409,
      'date_from',
      'SURGE_OVERLAP',
    );
    const [ninth] = await t()
      .database.db.select()
      .from(schema.dateSurges)
      .where(and(eq(schema.dateSurges.experienceId, 1), eq(schema.dateSurges.date, '2027-01-09')));
    expect(ninth).toBeUndefined();
    await refused(
      consolePost(
        t(),
        '/availability/surges',
        { ...surge, date_from: '2026-11-20', date_to: '2026-11-21' },
        who.admin,
      ),
      400,
      'date_from',
    );
    await refused(
      consolePost(
        t(),
        '/availability/surges',
        { ...surge, date_from: '2027-01-20', date_to: '2027-01-19' },
        who.admin,
      ),
      400,
      'date_to',
    );
    await refused(
      consolePost(
        t(),
        '/availability/surges',
        { ...surge, date_from: '2027-01-20', date_to: '2027-01-20', task_percent: 12.5 },
        who.admin,
      ),
      400,
      'task_percent',
    );
    expect(
      (await consolePost(t(), '/availability/surges', { ...surge, experience_id: 999999 }, who.admin))
        .statusCode,
    ).toBe(404);
  });
});

describe('removing a date surge', () => {
  const surgeOn = (date: string) => ({
    experience_id: 1,
    date_from: date,
    date_to: date,
    task_percent: 30,
    reason: 'Wedding season',
  });

  it('is for an admin only, audited, and the calendar shows the plain price again', async () => {
    // Two dates the calendar offers without a surge, each given one.
    const [first, second] = (await storeCalendar()).dates
      .filter((d) => d.date > TEST_TODAY && d.task_dynamic_percentage === 0)
      .map((d) => d.date);
    if (!first || !second) throw new Error('the calendar has no two dates without a surge');
    for (const date of [first, second])
      dataOf(savedSurges, await consolePost(t(), '/availability/surges', surgeOn(date), who.admin));
    for (const token of [who.customer, who.agent, who.ops])
      expect((await consoleDelete(t(), `/availability/surges/1/${first}`, token)).statusCode).toBe(403);
    const removed = dataOf(
      consoleSurge,
      await consoleDelete(t(), `/availability/surges/1/${first}`, who.admin),
    );
    expect(removed).toMatchObject({ date: first, task_percent: 30, reason: 'Wedding season' });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'surge.delete',
      subjectId: '1',
      before: { date: first, task_percent: 30 },
    });
    const calendar = await storeCalendar();
    expect(calendar.dates.find((d) => d.date === first)).toMatchObject({
      task_dynamic_percentage: 0,
      price: calendar.base_price,
    });
    expect(calendar.dates.find((d) => d.date === second)).toMatchObject({ task_dynamic_percentage: 30 });
    const list = dataOf(
      consoleSurgeList,
      await consoleGet(t(), `/availability/surges?experience_id=1&date_from=${first}&per_page=100`, who.ops),
    );
    expect(list.items.map((s) => s.date)).toContain(second);
    expect(list.items.map((s) => s.date)).not.toContain(first);
  });

  it('refuses a date with no surge (404), a passed date or a bad date (400), writing nothing', async () => {
    const missing = await consoleDelete(t(), '/availability/surges/1/2027-03-03', who.admin);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toContain('2027-03-03');
    await refused(consoleDelete(t(), '/availability/surges/1/2026-11-20', who.admin), 400, 'date');
    await refused(consoleDelete(t(), '/availability/surges/1/2027-02-30', who.admin), 400, 'date');
    await refused(consoleDelete(t(), '/availability/surges/0/2027-01-13', who.admin), 400, 'experience_id');
  });
});
