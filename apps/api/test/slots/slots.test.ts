import { errorEnvelope, experienceSlots, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { surgedPrice } from '@store/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed, clock 2026-12-01 10:00 IST: experience 14 (Delhi, min_hours 3, 1999) has slots 141 10:00,
// 142 13:00, 143 16:00, 144 19:00, 145 22:00; it is full on 2 Dec and Friday 4 Dec surges 10%.
// Experience 2 costs 9999 in Mumbai with min_hours 24, so nothing is left today.
async function slotsOf(t: TestApp, id: number | string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/v2/experience/${id}/slots`, headers });
}
const calendar = (json: unknown) => successEnvelope(experienceSlots).parse(json).data;
const day = (c: ReturnType<typeof calendar>, date: string) => {
  const found = c.dates.find((d) => d.date === date);
  if (!found) throw new Error(`no ${date} in the calendar`);
  return found;
};

describe('GET /v2/experience/{id}/slots', () => {
  const t = useTestApp();

  it('lists Y-M-D dates from the city today onwards, in order', async () => {
    const c = calendar((await slotsOf(t(), 14)).json());
    expect(c).toMatchObject({
      experience_id: 14,
      city_id: 1,
      time_zone: 'Asia/Kolkata',
      min_hours: 3,
      base_price: 1999,
    });
    const dates = c.dates.map((d) => d.date);
    expect(dates[0]).toBe('2026-12-01');
    expect(dates).toHaveLength(30);
    expect([...dates].sort()).toEqual(dates);
    for (const d of dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('closes the slots of today that start within min_hours, and keeps the later ones', async () => {
    const today = day(calendar((await slotsOf(t(), 14)).json()), '2026-12-01');
    const open = today.slots.filter((s) => s.is_available).map((s) => s.start_time);
    expect(today.slots.find((s) => s.slot_id === 141)).toMatchObject({ available: 0, is_available: false });
    // 13:00 is exactly 3 hours away: the rule needs more than min_hours.
    expect(today.slots.find((s) => s.slot_id === 142)).toMatchObject({ available: 0, is_available: false });
    expect(open).toEqual(['16:00:00', '19:00:00', '22:00:00']);
    expect(today.available_slots).toBe(3);
    expect(today.slots[2]?.display_time).toBe('4:00 PM - 7:00 PM');
  });

  it('keeps a full date in the calendar with no slot left, so it cannot be picked', async () => {
    const full = day(calendar((await slotsOf(t(), 14)).json()), '2026-12-02');
    expect(full.available_slots).toBe(0);
    expect(full.slots.every((s) => s.available === 0 && !s.is_available)).toBe(true);
  });

  it('prices each date with its surge (the price calendar)', async () => {
    const c = calendar((await slotsOf(t(), 14)).json());
    expect(day(c, '2026-12-03')).toMatchObject({ task_dynamic_percentage: 0, price: 1999 });
    expect(day(c, '2026-12-04')).toMatchObject({ task_dynamic_percentage: 10, price: surgedPrice(1999, 10) });
  });

  it('uses the city price and the experience min_hours of the CITY header', async () => {
    const c = calendar((await slotsOf(t(), 2, { city: 'mumbai' })).json());
    expect(c.base_price).toBe(9999);
    expect(day(c, '2026-12-01').available_slots).toBe(0);
    expect(day(c, '2026-12-02').available_slots).toBeGreaterThan(0);
  });

  it('takes away what is booked: a slot booked to capacity shows nothing left', async () => {
    const { slotCapacities: c } = schema;
    const where = and(eq(c.experienceId, 14), eq(c.cityId, 1), eq(c.date, '2026-12-03'), eq(c.slotId, 143));
    const [row] = await t().database.db.select({ capacity: c.capacity }).from(c).where(where);
    if (!row) throw new Error('seed row');
    await t()
      .database.db.update(c)
      .set({ booked: row.capacity - 1 })
      .where(where);
    let slot = day(calendar((await slotsOf(t(), 14)).json()), '2026-12-03').slots.find(
      (s) => s.slot_id === 143,
    );
    expect(slot).toMatchObject({ available: 1, is_available: true });
    await t().database.db.update(c).set({ booked: row.capacity }).where(where);
    slot = day(calendar((await slotsOf(t(), 14)).json()), '2026-12-03').slots.find((s) => s.slot_id === 143);
    expect(slot).toMatchObject({ available: 0, is_available: false });
  });

  it('reads the calendar in a fixed number of statements', async () => {
    t().statements.length = 0;
    await slotsOf(t(), 14);
    expect(t().statements.length).toBeLessThanOrEqual(3);
  });

  it.each<[string, string, Record<string, string>, number, string | null]>([
    ['a non-numeric id', 'abc', {}, 400, 'id'],
    ['an experience not sold in the city', '14', { city: 'pune' }, 400, 'CITY'],
    ['an unknown city', '14', { city: 'atlantis' }, 400, 'CITY'],
    ['an unknown experience', '99999', {}, 404, null],
  ])('refuses %s', async (_, id, headers, status, field) => {
    const res = await slotsOf(t(), id, headers);
    expect(res.statusCode).toBe(status);
    const error = errorEnvelope.parse(res.json());
    if (field) expect(Object.keys(error.data)).toContain(field);
  });
});

describe('GET /v2/experience/{id}/slots with the availability cache on', () => {
  const t = useTestApp({ availabilityCacheTtlMs: 60_000 });

  it('answers a repeated calendar from memory, per city', async () => {
    const first = await slotsOf(t(), 14);
    t().statements.length = 0;
    const second = await slotsOf(t(), 14);
    expect(second.body).toBe(first.body);
    expect(t().statements).toEqual([]); // the city is known in memory too
    const mumbai = await slotsOf(t(), 2, { city: 'mumbai' });
    expect(calendar(mumbai.json()).city_id).toBe(2);
  });
});
