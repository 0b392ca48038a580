import { consoleVendor } from '@store/contract/console';
import { schema } from '@store/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dispatchOrders } from '../../src/modules/vendors/dispatch.service';
import { lastCode } from '../accounts/accounts-helpers';
import { callers, consolePost, consolePut, dataOf, errorOf } from '../console/console-helpers';
import { bookCod, minutesAfter } from '../messaging/message-helpers';
import { TEST_NOW } from '../support/fixtures';
import { useTestApp } from '../support/test-app';
import { dispatchAll, requestsOf, SETTINGS, statusOf } from './vendors-helpers';

// The dispatch asks only a vendor who may take the booking: a vendor paused, inactive, with an
// unproven mobile, off that weekday, not serving the pincode or at their daily capacity that day is
// passed over for the next by rank, and with nobody left the booking is flagged for the operators.
// Each vendor is set up through the console as an operator would. The bookings are bookCod's:
// experience 14 in Delhi, Friday 4 Dec, pincode 110070; the seed asks vendor 5 first, then 1.
// Runs on PGlite and PostgreSQL (the capacity race shows only on PostgreSQL).

let now = TEST_NOW;
const t = useTestApp({ clock: () => now });
let who: Awaited<ReturnType<typeof callers>>;
let key = 0;
beforeAll(async () => {
  who = await callers(t());
  // Room in the slot for every booking below (the seed gives it a handful of places).
  await t()
    .database.db.update(schema.slotCapacities)
    .set({ capacity: 100 })
    .where(and(eq(schema.slotCapacities.slotId, 142), eq(schema.slotCapacities.date, '2026-12-04')));
  // The seed's own waiting bookings go first, so each test sees only its own.
  await dispatchAll(t(), minutesAfter(1));
});

const FIRST = 5;
const SECOND = 1;
const change = async (id: number, body: object) =>
  dataOf(consoleVendor, await consolePut(t(), `/vendors/${id}`, body, who.admin));

/** The bookings of 4 Dec the vendor is asked for or holds. */
async function heldOn4Dec(vendorId: number): Promise<number> {
  const rows = await t()
    .database.db.select({ status: schema.vendorRequests.status })
    .from(schema.vendorRequests)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.vendorRequests.orderId))
    .where(and(eq(schema.vendorRequests.vendorId, vendorId), eq(schema.orders.date, '2026-12-04')));
  return rows.filter((r) => r.status === 'sent' || r.status === 'accepted').length;
}

/** A new booking, dispatched: the vendor asked for it, or undefined when nobody was. */
async function askedFor(): Promise<{ orderId: number; vendorId: number | undefined }> {
  key += 1;
  const orderId = await bookCod(t(), 2 + (key % 5), `eligibility-${key}`);
  await dispatchAll(t(), now);
  return { orderId, vendorId: (await requestsOf(t(), orderId)).at(-1)?.vendorId };
}

describe('a vendor who may not take the booking is passed over', () => {
  it.each<[string, object, object]>([
    ['paused', { pause: { until: '2026-12-10', reason: 'Away' } }, { pause: null }],
    ['inactive', { active: false }, { active: true }],
    ['off on Fridays', { working_days: [1, 2, 3, 4, 6] }, { working_days: [1, 2, 3, 4, 5, 6] }],
    ['serving other pincodes', { pincodes: ['110017'] }, { pincodes: [] }],
  ])('%s: the next vendor is asked', async (_, unfit, fit) => {
    await change(FIRST, unfit);
    expect((await askedFor()).vendorId).toBe(SECOND);
    await change(FIRST, fit);
    expect((await askedFor()).vendorId).toBe(FIRST);
  });

  it('paused: asked again from the day the pause ends, by the clock', async () => {
    await change(FIRST, { pause: { until: '2026-12-02', reason: 'Festival at home' } });
    expect((await askedFor()).vendorId).toBe(SECOND);
    now = new Date('2026-12-02T03:00:00.000Z'); // 8:30 AM in Delhi
    expect((await askedFor()).vendorId).toBe(FIRST);
    now = TEST_NOW;
    await change(FIRST, { pause: null });
  });

  it('with an unproven mobile: asked once the code is read out', async () => {
    await change(FIRST, { mobile: '9123455555' });
    const { orderId, vendorId } = await askedFor();
    expect(vendorId).toBe(SECOND);
    // Nor may an operator choose them for a booking.
    const chosen = await consolePost(t(), `/orders/${orderId}/vendor`, { vendor_id: FIRST }, who.ops);
    expect(chosen.statusCode, chosen.body).toBe(400);
    expect(errorOf(chosen).data?.vendor_id).toContain('not verified');
    expect((await requestsOf(t(), orderId)).map((r) => r.vendorId)).toEqual([SECOND]);
    await consolePost(t(), `/vendors/${FIRST}/mobile-code`, {}, who.ops);
    const otp = await lastCode(t(), '9123455555');
    dataOf(consoleVendor, await consolePost(t(), `/vendors/${FIRST}/mobile-code/verify`, { otp }, who.ops));
    expect((await askedFor()).vendorId).toBe(FIRST);
  });

  it('at their daily capacity that day: the next is asked', async () => {
    // The first vendor already holds bookings of 4 Dec from the tests above: room for one more.
    const held = await heldOn4Dec(FIRST);
    await change(FIRST, { daily_capacity: held + 1 });
    expect((await askedFor()).vendorId).toBe(FIRST);
    expect((await askedFor()).vendorId).toBe(SECOND);
    await change(FIRST, { daily_capacity: null });
  });

  it('with nobody left who may take it, the booking is flagged for the operators', async () => {
    for (const id of [5, 1, 2, 3, 4]) await change(id, { pincodes: ['110017'] });
    const { orderId, vendorId } = await askedFor();
    expect(vendorId).toBeUndefined();
    expect(await statusOf(t(), orderId)).toBe('placed');
    const flags = await t()
      .database.db.select()
      .from(schema.vendorEscalations)
      .where(eq(schema.vendorEscalations.orderId, orderId));
    expect(flags).toHaveLength(1);
  });

  it('a vendor onboarded and proven in the console is sent the next booking', async () => {
    const added = dataOf(
      consoleVendor,
      await consolePost(
        t(),
        '/vendors',
        { name: 'Vasant Kunj Balloons', mobile: '9123466666', areas: [{ city_id: 1, experience_id: 14 }] },
        who.admin,
      ),
    );
    // Unproven: still nobody to ask.
    expect((await askedFor()).vendorId).toBeUndefined();
    await consolePost(t(), `/vendors/${added.id}/mobile-code`, {}, who.ops);
    const otp = await lastCode(t(), '9123466666');
    dataOf(
      consoleVendor,
      await consolePost(t(), `/vendors/${added.id}/mobile-code/verify`, { otp }, who.ops),
    );
    expect((await askedFor()).vendorId).toBe(added.id);
    for (const id of [5, 1, 2, 3, 4]) await change(id, { pincodes: [] });
  });
});

describe('two bookings of one day dispatched at once', () => {
  it('never take a vendor past their capacity', async () => {
    const held = await heldOn4Dec(FIRST);
    await change(FIRST, { daily_capacity: held + 1 });
    const orders = [await bookCod(t(), 2, 'eligibility-race-a'), await bookCod(t(), 3, 'eligibility-race-b')];
    await Promise.all([
      dispatchOrders(t().database.db, SETTINGS, now),
      dispatchOrders(t().database.db, SETTINGS, now),
    ]);
    await dispatchAll(t(), now);
    const asked = await Promise.all(orders.map(async (id) => (await requestsOf(t(), id)).at(-1)?.vendorId));
    expect(asked.sort()).toEqual([SECOND, FIRST].sort());
  });
});
