import { createdTaskSlot, errorEnvelope, experienceSlots, successEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor, userWithRole } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed user 1 is an agent, user 2 a customer. Experience 14 is sold in Delhi (city 1), slots 141-145.
const NEW_SLOT = {
  experience_id: 14,
  city_id: 1,
  date: '2026-12-20',
  start_time: '08:00',
  end_time: '09:30',
  capacity: 4,
};

async function create(t: TestApp, body: object, token?: string, header = 'x-csrf-token') {
  const headers: Record<string, string> = {};
  if (token) headers[header] = header === 'authorization' ? `Bearer ${token}` : token;
  return t.app.inject({ method: 'POST', url: '/v5/experience/create-task-slot', payload: body, headers });
}

describe('POST /v5/experience/create-task-slot', () => {
  const t = useTestApp();

  it('lets an agent open a new slot that customers then see in the calendar', async () => {
    const token = await sessionFor(t(), 1);
    const res = await create(t(), NEW_SLOT, token);
    expect(res.statusCode).toBe(200);
    const body = successEnvelope(createdTaskSlot).parse(res.json());
    expect(body.message).toBe('Slot created successfully.');
    expect(body.data).toMatchObject({
      date: '2026-12-20',
      start_time: '08:00:00',
      end_time: '09:30:00',
      capacity: 4,
      available: 4,
    });

    const calendar = await t().app.inject({ method: 'GET', url: '/v2/experience/14/slots' });
    const date = successEnvelope(experienceSlots)
      .parse(calendar.json())
      .data.dates.find((d) => d.date === '2026-12-20');
    expect(date?.slots[0]).toMatchObject({
      slot_id: body.data.slot_id,
      display_time: '8:00 AM - 9:30 AM',
      available: 4,
    });
  });

  it("refuses an operator's store session, sending them to the console", async () => {
    const operator = await userWithRole(t(), 'ops', '9000009001');
    const body = { ...NEW_SLOT, date: '2027-01-16', start_time: '13:00', end_time: '16:00', capacity: 9 };
    const res = await create(t(), body, await sessionFor(t(), operator));
    expect(res.statusCode).toBe(403);
    expect(errorEnvelope.parse(res.json()).code).toBe('CONSOLE_ONLY');
  });

  it('lets an agent open an existing slot on a date past the seeded calendar, with a Bearer token', async () => {
    const token = await sessionFor(t(), 1);
    const body = { ...NEW_SLOT, date: '2027-01-15', start_time: '13:00', end_time: '16:00', capacity: 9 };
    const res = await create(t(), body, token, 'authorization');
    expect(res.statusCode).toBe(200);
    expect(successEnvelope(createdTaskSlot).parse(res.json()).data).toMatchObject({
      slot_id: 142,
      capacity: 9,
    });
  });

  it('refuses to open a slot twice on one date, and changes nothing', async () => {
    const token = await sessionFor(t(), 1);
    const res = await create(
      t(),
      { ...NEW_SLOT, date: '2026-12-03', start_time: '10:00', end_time: '13:00' },
      token,
    );
    expect(res.statusCode).toBe(409);
    expect(errorEnvelope.parse(res.json())).toMatchObject({
      code: 'SLOT_ALREADY_OPEN',
      error_message: 'This slot is already open on 2026-12-03.',
    });
  });

  it.each<[string, () => Promise<string | undefined>, number, string]>([
    ['no token', async () => undefined, 401, 'No Token supplied.'],
    ['an unknown token', async () => 'not-a-session', 401, 'Please log in to continue.'],
  ])('answers %s with a 401', async (_, token, status, message) => {
    const res = await create(t(), NEW_SLOT, await token());
    expect(res.statusCode).toBe(status);
    expect(errorEnvelope.parse(res.json()).error_message).toBe(message);
  });

  it('does not let a customer, an expired or a revoked session open slots', async () => {
    const customer = await sessionFor(t(), 2);
    expect((await create(t(), NEW_SLOT, customer)).statusCode).toBe(403);
    const expired = await sessionFor(t(), 1, { expiresAt: new Date(TEST_NOW.getTime() - 1000) });
    expect((await create(t(), NEW_SLOT, expired)).statusCode).toBe(401);
    const revoked = await sessionFor(t(), 1, { revokedAt: TEST_NOW });
    expect((await create(t(), NEW_SLOT, revoked)).statusCode).toBe(401);
  });

  it('checks who calls before what they send', async () => {
    const res = await create(t(), { capacity: 'lots' });
    expect(res.statusCode).toBe(401);
  });

  it.each<[string, object, string, string?]>([
    ['no capacity', { capacity: undefined }, 'capacity'],
    ['a capacity of 0', { capacity: 0 }, 'capacity'],
    ['a malformed date', { date: '20-12-2026' }, 'date'],
    ['a day that does not exist', { date: '2026-12-32' }, 'date'],
    ['a malformed time', { start_time: '8am' }, 'start_time'],
    ['an end before the start', { start_time: '10:00', end_time: '09:00' }, 'end_time'],
    [
      'a time already passed',
      { date: '2026-12-01', start_time: '09:00', end_time: '11:00' },
      'date',
      '2026-12-01 09:00 has already passed in Delhi NCR',
    ],
    [
      'another end for an existing start',
      { start_time: '10:00', end_time: '12:00' },
      'end_time',
      'This experience already has a slot at 10:00 ending at 13:00',
    ],
    ['a city that does not sell it', { city_id: 5 }, 'CITY'],
  ])('refuses %s with a 400 naming the field', async (_, change, field, message) => {
    const token = await sessionFor(t(), 1);
    const res = await create(t(), { ...NEW_SLOT, date: '2026-12-21', ...change }, token);
    expect(res.statusCode).toBe(400);
    const error = errorEnvelope.parse(res.json());
    expect(Object.keys(error.data)).toContain(field);
    if (message) expect(error.error_message).toBe(message);
  });
});
