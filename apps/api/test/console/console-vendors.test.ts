import { consoleVendor, vendorList, vendorOptions } from '@store/contract/console';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookCod } from '../messaging/message-helpers';
import { TEST_NOW } from '../support/fixtures';
import { useTestApp } from '../support/test-app';
import { currentRequest, get, responseUrl } from '../vendors/vendors-helpers';
import {
  ADMIN,
  auditRows,
  callers,
  consoleGet,
  consolePost,
  consolePut,
  dataOf,
  errorOf,
} from './console-helpers';

// Vendors: the vendors with their cities, ranked experiences,
// acceptance rate and median response time from their requests; an operator changes the basics
// (active, working days, WhatsApp opt-in), audited; bad input names its field and writes nothing.
// Runs on PGlite and PostgreSQL.

let now = TEST_NOW;
const t = useTestApp({ clock: () => now });
let who: Awaited<ReturnType<typeof callers>>;

beforeAll(async () => {
  who = await callers(t());
});

const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const vendorOf = async (id: number) =>
  dataOf(consoleVendor, await consoleGet(t(), `/vendors/${id}`, who.ops));

describe('the vendors list', () => {
  it('lists vendors with where they work and what they serve, ranked, filtered by city and name', async () => {
    const all = dataOf(vendorList, await consoleGet(t(), '/vendors?per_page=100', who.ops));
    expect(all.total).toBeGreaterThanOrEqual(5);
    // Experience 14 in Delhi ranks the seed's five Delhi vendors.
    const ranked = all.items.find((v) => v.experiences.some((e) => e.id === 14));
    const rankOf14 = ranked?.experiences.find((e) => e.id === 14);
    expect(rankOf14?.rank).toBeGreaterThan(0);
    const cityId = rankOf14?.city.id;
    const delhi = all.items.filter((v) => v.cities.some((c) => c.id === cityId));
    expect(delhi.length).toBeGreaterThanOrEqual(5);
    const inDelhi = dataOf(
      vendorList,
      await consoleGet(t(), `/vendors?city_id=${cityId}&per_page=100`, who.ops),
    );
    expect(inDelhi.items.map((v) => v.id).sort()).toEqual(delhi.map((v) => v.id).sort());
    const named = delhi[0]?.name ?? '';
    const found = dataOf(
      vendorList,
      await consoleGet(t(), `/vendors?q=${encodeURIComponent(named)}`, who.ops),
    );
    expect(found.items.map((v) => v.name)).toContain(named);
    expect((await consoleGet(t(), '/vendors?active=maybe', who.ops)).statusCode).toBe(400);
    expect((await consoleGet(t(), '/vendors/99999', who.ops)).statusCode).toBe(404);
  });

  it('gives each vendor their acceptance rate and median response time from their requests', async () => {
    const first = await bookCod(t(), 5, 'console-vendors-a');
    const second = await bookCod(t(), 6, 'console-vendors-b');
    const { vendors } = dataOf(vendorOptions, await consoleGet(t(), `/orders/${first}/vendors`, who.ops));
    const candidates = vendors.filter((v) => v.active && v.works_that_day);
    let vendorId = 0;
    for (const v of candidates) if (vendorId === 0 && (await vendorOf(v.id)).requests === 0) vendorId = v.id;
    expect(vendorId).toBeGreaterThan(0);
    expect(await vendorOf(vendorId)).toMatchObject({ acceptance_rate: null, median_response_minutes: null });

    for (const [orderId, answer, after] of [
      [first, 1, 10],
      [second, 0, 30],
    ] as const) {
      const sent = await consolePost(t(), `/orders/${orderId}/vendor`, { vendor_id: vendorId }, who.ops);
      expect(sent.statusCode, sent.body).toBe(200);
      now = minutes(after);
      const { token } = await currentRequest(t(), orderId);
      expect((await get(t(), responseUrl(token, answer))).statusCode).toBe(200);
    }
    expect(await vendorOf(vendorId)).toMatchObject({
      requests: 2,
      decided: 2,
      acceptance_rate: 50,
      median_response_minutes: 20,
    });
  });
});

describe('changing a vendor', () => {
  it('sets active (an admin), WhatsApp and working days, audited before and after', async () => {
    const before = await vendorOf(1);
    // Deactivating is an admin's: an ops operator is refused, nothing written.
    const refused = await consolePut(t(), '/vendors/1', { active: false, working_days: [1] }, who.ops);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(errorOf(refused).data).toHaveProperty('active');
    expect(await vendorOf(1)).toEqual(before);
    const reply = await consolePut(
      t(),
      '/vendors/1',
      { active: false, whatsapp_opt_in: !before.whatsapp_opt_in, working_days: [6, 0, 1] },
      who.admin,
    );
    const after = dataOf(consoleVendor, reply);
    expect(after).toMatchObject({
      active: false,
      whatsapp_opt_in: !before.whatsapp_opt_in,
      working_days: [0, 1, 6],
    });
    expect(await vendorOf(1)).toEqual(after);
    expect((await auditRows(t())).at(-1)).toMatchObject({
      action: 'vendor.update',
      actorId: ADMIN,
      subjectType: 'vendor',
      subjectId: '1',
      before: { active: before.active, working_days: before.working_days },
      after: { active: false, working_days: [0, 1, 6] },
    });
    const inactive = dataOf(vendorList, await consoleGet(t(), '/vendors?active=false', who.admin));
    expect(inactive.items.map((v) => v.id)).toContain(1);
    dataOf(consoleVendor, await consolePut(t(), '/vendors/1', { active: true }, who.admin));
  });

  it.each([
    [{}, 'active'],
    [{ active: 'yes' }, 'active'],
    [{ whatsapp_opt_in: 1 }, 'whatsapp_opt_in'],
    [{ working_days: [] }, 'working_days'],
    [{ working_days: [7] }, 'working_days'],
    [{ working_days: [1, 1] }, 'working_days'],
    [{ working_days: 'weekdays' }, 'working_days'],
  ])('refuses %j naming %s, writing nothing', async (body, field) => {
    const before = await vendorOf(2);
    const audits = (await auditRows(t())).length;
    const reply = await consolePut(t(), '/vendors/2', body, who.ops);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(Object.keys(errorOf(reply).data ?? {}).join(' ')).toContain(field);
    expect(await vendorOf(2)).toEqual(before);
    expect(await auditRows(t())).toHaveLength(audits);
  });

  it('refuses customers and agents (403) and a vendor that does not exist (404)', async () => {
    expect((await consolePut(t(), '/vendors/2', { active: false }, who.customer)).statusCode).toBe(403);
    expect((await consolePut(t(), '/vendors/2', { active: false }, who.agent)).statusCode).toBe(403);
    expect((await consoleGet(t(), '/vendors', who.agent)).statusCode).toBe(403);
    expect((await consolePut(t(), '/vendors/99999', { active: false }, who.ops)).statusCode).toBe(404);
  });
});
