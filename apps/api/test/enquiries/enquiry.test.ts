import { enquiryReceipt, errorEnvelope, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/fixtures';
import { buildTestApp, type TestApp, useTestApp } from '../support/test-app';

const GROUP = {
  experience_id: 2,
  name: 'Asha Rao',
  mobile: '9811122233',
  group_size: 25,
  date: '2026-12-24',
};

function enquire(t: TestApp, body: object, ip = '203.0.113.1', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/v5/enquire-now', payload: body, remoteAddress: ip, headers });
}
async function enquiriesFrom(t: TestApp, mobile: string) {
  return t.database.db.select().from(schema.enquiries).where(eq(schema.enquiries.mobile, mobile));
}

describe('POST /v5/enquire-now', () => {
  const t = useTestApp();

  it('records a group enquiry for the city and promises a call back', async () => {
    const res = await enquire(
      t(),
      { ...GROUP, email: 'asha@example.com', message: 'Office party' },
      undefined,
      {
        city: 'mumbai',
      },
    );
    expect(res.statusCode).toBe(200);
    const body = successEnvelope(enquiryReceipt).parse(res.json());
    expect(body.message).toBe('Soon our agent will connect with you');
    const [row] = await enquiriesFrom(t(), GROUP.mobile);
    expect(row).toMatchObject({
      id: body.data.enquiry_id,
      cityId: 2,
      experienceId: 2,
      name: 'Asha Rao',
      groupSize: 25,
      date: '2026-12-24',
      email: 'asha@example.com',
      message: 'Office party',
    });
    expect(row?.createdAt.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it.each<[string, object, string]>([
    ['no name', { name: ' ' }, 'name'],
    ['a mobile of 9 digits', { mobile: '981112223' }, 'mobile'],
    ['a group of one', { group_size: 1 }, 'group_size'],
    ['a bad email', { email: 'asha@example' }, 'email'],
    ['a bad date', { date: '24/12/2026' }, 'date'],
    ['a date that does not exist', { date: '2026-02-31' }, 'date'],
    ['a date already past in the city', { date: '2026-11-30' }, 'date'],
  ])('refuses %s with a 400 naming the field, and stores nothing', async (_, change, field) => {
    const mobile = '9700000001';
    const res = await enquire(t(), { ...GROUP, mobile, ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorEnvelope.parse(res.json()).data)).toContain(field);
    expect(await enquiriesFrom(t(), mobile)).toHaveLength(0);
  });

  it('answers 404 for an unknown experience', async () => {
    expect((await enquire(t(), { ...GROUP, experience_id: 99_999 })).statusCode).toBe(404);
  });
});

describe('POST /v5/enquire-now rate limits', () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });

  it('takes 3 enquiries from one mobile an hour, then a 429 with a message, then again an hour on', async () => {
    const mobile = '9822200001';
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await enquire(t(), { ...GROUP, mobile }, `198.51.100.${i}`));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    const refused = errorEnvelope.parse(answers[3]?.json());
    expect(refused.error_message).toBe('You have sent too many enquiries.');
    expect(refused.status_code).toBe(429);
    expect(await enquiriesFrom(t(), mobile)).toHaveLength(3);

    now = new Date(TEST_NOW.getTime() + 60 * 60_000);
    expect((await enquire(t(), { ...GROUP, mobile }, '198.51.100.9')).statusCode).toBe(200);
    now = TEST_NOW;
  });

  it('takes 5 enquiries from one address in 10 minutes, whatever the mobiles', async () => {
    const ip = '192.0.2.77';
    const codes = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await enquire(t(), { ...GROUP, mobile: `981000000${i}` }, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await enquiriesFrom(t(), '9810000005')).toHaveLength(0);
    const refused = await enquire(t(), { ...GROUP, mobile: '9810000006' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(errorEnvelope.parse(refused.json()).message).toBe('You have sent too many enquiries.');

    now = new Date(TEST_NOW.getTime() + 10 * 60_000);
    expect((await enquire(t(), { ...GROUP, mobile: '9810000007' }, ip)).statusCode).toBe(200);
    expect(await enquiriesFrom(t(), '9810000007')).toHaveLength(1);
    now = TEST_NOW;
  });
});

describe('POST /v5/enquire-now under concurrent load', () => {
  it('lets exactly 3 of 20 simultaneous enquiries from one mobile through', async () => {
    const t = await buildTestApp();
    try {
      const mobile = '9833300003';
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => enquire(t, { ...GROUP, mobile }, `10.0.${i}.1`)),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(3);
      expect(codes.filter((c) => c === 429)).toHaveLength(17);
      expect(await enquiriesFrom(t, mobile)).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});
