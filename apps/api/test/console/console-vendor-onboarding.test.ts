import { consoleVendor, vendorCodeSent } from '@store/contract/console';
import { schema } from '@store/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { lastCode } from '../accounts/accounts-helpers';
import { TEST_NOW } from '../support/fixtures';
import { useTestApp } from '../support/test-app';
import {
  ADMIN,
  auditRows,
  callers,
  consoleGet,
  consolePost,
  consolePut,
  dataOf,
  errorOf,
  expectBadInput,
  OPS,
} from './console-helpers';

// Vendors onboarded in the console: an admin adds one (where they work, what they serve, their
// pincodes, days and capacity); their mobile is proven by a code texted to it and read out to the
// operator; an operator edits them, pauses them until a date. Each refusal names its field and
// writes nothing; every change is audited. (The dispatch's side: vendors/vendor-eligibility.test.ts.)

const t = useTestApp({ clock: () => TEST_NOW });
let who: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  who = await callers(t());
});

const DELHI = 1;
const NEW_VENDOR = {
  name: 'Confetti Crew',
  mobile: '9123400001',
  areas: [
    { city_id: DELHI, experience_id: 14 },
    { city_id: DELHI, experience_id: 15, rank: 9 },
  ],
  pincodes: ['110070', '110017'],
  working_days: [6, 1, 2, 3, 4, 5],
  daily_capacity: 2,
};
const vendorOf = async (id: number) =>
  dataOf(consoleVendor, await consoleGet(t(), `/vendors/${id}`, who.ops));
const vendorCount = async () => (await t().database.db.select().from(schema.vendors)).length;

describe('an admin adds a vendor', () => {
  let id = 0;
  it('with their areas, pincodes, days and capacity; unverified, audited', async () => {
    const added = dataOf(consoleVendor, await consolePost(t(), '/vendors', NEW_VENDOR, who.admin));
    id = added.id;
    expect(added).toMatchObject({
      name: 'Confetti Crew',
      mobile: '9123400001',
      mobile_verified: false,
      active: true,
      working_days: [1, 2, 3, 4, 5, 6],
      daily_capacity: 2,
      pause: null,
      paused: false,
      cities: [{ id: DELHI }],
      pincodes: [
        { pincode: '110017', city_id: DELHI },
        { pincode: '110070', city_id: DELHI },
      ],
    });
    // Last in experience 14's list (the seed ranks five), where asked in 15's.
    expect(added.experiences.map((e) => [e.id, e.rank]).sort()).toEqual([
      [14, 6],
      [15, 9],
    ]);
    expect(await vendorOf(id)).toEqual(added);
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'vendor.create',
      actorId: ADMIN,
      subjectId: String(id),
    });
  });

  it('proves their mobile by the code texted to it, read out to the operator', async () => {
    const sent = dataOf(vendorCodeSent, await consolePost(t(), `/vendors/${id}/mobile-code`, {}, who.ops));
    expect(sent.mobile).toBe('9123400001');
    const code = await lastCode(t(), '9123400001');
    const wrong = code === '000000' ? '111111' : '000000';
    await expectBadInput(
      t(),
      consolePost(t(), `/vendors/${id}/mobile-code/verify`, { otp: wrong }, who.ops),
      { status: 400, field: 'otp' },
      () => vendorOf(id),
    );
    const proven = dataOf(
      consoleVendor,
      await consolePost(t(), `/vendors/${id}/mobile-code/verify`, { otp: code }, who.ops),
    );
    expect(proven.mobile_verified).toBe(true);
    expect((await auditRows(t())).at(-1)).toMatchObject({ action: 'vendor.mobile_verified', actorId: OPS });
    // Proven once: neither a new code nor the old one again.
    const again = await consolePost(t(), `/vendors/${id}/mobile-code`, {}, who.ops);
    expect(again.statusCode, again.body).toBe(409);
    expect(errorOf(again).code).toBe('VENDOR_MOBILE_VERIFIED');
  });

  it('lets an operator edit them and pause them until a date; a new mobile is unproven again', async () => {
    const edited = dataOf(
      consoleVendor,
      await consolePut(
        t(),
        `/vendors/${id}`,
        {
          name: 'Confetti Crew Delhi',
          daily_capacity: null,
          areas: [{ city_id: DELHI, experience_id: 15 }],
          pause: { until: '2026-12-10', reason: 'Family wedding' },
        },
        who.ops,
      ),
    );
    expect(edited).toMatchObject({
      name: 'Confetti Crew Delhi',
      daily_capacity: null,
      pause: { until: '2026-12-10', reason: 'Family wedding' },
      paused: true,
      mobile_verified: true,
      // Kept their place in 15's list; 14 dropped; the pincodes stay (still in Delhi).
      experiences: [{ id: 15, rank: 9 }],
      pincodes: [{ pincode: '110017' }, { pincode: '110070' }],
    });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'vendor.update',
      actorId: OPS,
      before: { name: 'Confetti Crew', daily_capacity: 2, pause: null },
      after: { name: 'Confetti Crew Delhi', pause: { until: '2026-12-10' } },
    });
    const resumed = dataOf(consoleVendor, await consolePut(t(), `/vendors/${id}`, { pause: null }, who.ops));
    expect(resumed).toMatchObject({ pause: null, paused: false });
    const moved = dataOf(
      consoleVendor,
      await consolePut(t(), `/vendors/${id}`, { mobile: '9123400002' }, who.ops),
    );
    expect(moved).toMatchObject({ mobile: '9123400002', mobile_verified: false });
  });

  it('leaves adding and deactivating to admins; customers and agents get nothing', async () => {
    const body = { ...NEW_VENDOR, mobile: '9123400003' };
    for (const token of [who.ops, who.customer, who.agent])
      expect((await consolePost(t(), '/vendors', body, token)).statusCode).toBe(403);
    await expectBadInput(
      t(),
      consolePut(t(), `/vendors/${id}`, { active: false }, who.ops),
      { status: 403, field: 'active', code: 'FORBIDDEN' },
      () => vendorOf(id),
    );
    const gone = dataOf(consoleVendor, await consolePut(t(), `/vendors/${id}`, { active: false }, who.admin));
    // Kept for history: still listed, inactive.
    expect(gone).toMatchObject({ id, active: false, name: 'Confetti Crew Delhi' });
    expect(await vendorCount()).toBe(18);
    expect((await consolePost(t(), '/vendors/99999/mobile-code', {}, who.ops)).statusCode).toBe(404);
  });
});

describe('a vendor placed in a list', () => {
  it('takes the place asked; whoever held it and everyone after move one down', async () => {
    const ranksOf14 = async () =>
      (await t().database.db.select().from(schema.vendorExperiences))
        .filter((r) => r.experienceId === 14 && r.cityId === DELHI)
        .sort((a, b) => a.rank - b.rank)
        .map((r) => r.vendorId);
    const before = await ranksOf14();
    const body = {
      ...NEW_VENDOR,
      mobile: '9123400077',
      areas: [{ city_id: DELHI, experience_id: 14, rank: 1 }],
    };
    const first = dataOf(consoleVendor, await consolePost(t(), '/vendors', body, who.admin));
    expect(first.experiences).toMatchObject([{ id: 14, rank: 1 }]);
    expect(await ranksOf14()).toEqual([first.id, ...before]);
    const summary = (await auditRows(t())).at(-1)?.summary;
    expect(summary, summary).toContain('the others moved down');
  });
});

describe('bad input names its field and writes nothing', () => {
  it.each<[string, object, number, string, string?]>([
    ['no area at all', { areas: [] }, 400, 'areas'],
    ['no areas given', { areas: undefined }, 400, 'areas'],
    [
      'an experience not offered in the city',
      { areas: [{ city_id: DELHI, experience_id: 99999 }] },
      400,
      'areas',
    ],
    ['an unknown city', { areas: [{ city_id: 99999, experience_id: 14 }] }, 400, 'areas'],
    ['an unknown pincode', { pincodes: ['999999'] }, 400, 'pincodes'],
    ['a pincode of a city they do not work in', { pincodes: ['400001'] }, 400, 'pincodes'],
    ['a malformed pincode', { pincodes: ['11007'] }, 400, 'pincodes.0'],
    ["another vendor's mobile", { mobile: '9100000001' }, 409, 'mobile', 'VENDOR_MOBILE_TAKEN'],
    ['a malformed mobile', { mobile: '12345' }, 400, 'mobile'],
    ['a capacity below 1', { daily_capacity: 0 }, 400, 'daily_capacity'],
    ['no name', { name: ' ' }, 400, 'name'],
  ])('adding a vendor with %s', async (_, change, status, field, code) => {
    const areas = [{ city_id: DELHI, experience_id: 14 }];
    const body = { ...NEW_VENDOR, mobile: '9123400009', areas, ...change };
    await expectBadInput(
      t(),
      consolePost(t(), '/vendors', body, who.admin),
      { status, field, ...(code ? { code: code as never } : {}) },
      vendorCount,
    );
  });

  it.each<[string, object, number, string]>([
    ['a pause ending today', { pause: { until: '2026-12-01', reason: 'Away' } }, 400, 'pause.until'],
    ['a pause ending in the past', { pause: { until: '2026-11-20', reason: 'Away' } }, 400, 'pause.until'],
    ['a pause without a reason', { pause: { until: '2026-12-20', reason: '' } }, 400, 'pause.reason'],
    ['a capacity below 1', { daily_capacity: 0 }, 400, 'daily_capacity'],
    ["another vendor's mobile", { mobile: '9100000002' }, 409, 'mobile'],
    ['an unknown pincode', { pincodes: ['999999'] }, 400, 'pincodes'],
    ['no area at all', { areas: [] }, 400, 'areas'],
  ])('changing a vendor with %s', async (_, body, status, field) => {
    await expectBadInput(t(), consolePut(t(), '/vendors/3', body, who.ops), { status, field }, () =>
      vendorOf(3),
    );
  });

  it('refuses a code that is not six digits', async () => {
    const reply = await consolePost(t(), '/vendors/3/mobile-code/verify', { otp: '12' }, who.ops);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).data).toHaveProperty('otp');
  });
});
