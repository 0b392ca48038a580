import { pincodeResult } from '@store/contract';
import { consoleOrderDetail, consolePincode, consolePincodeList } from '@store/contract/console';
import { schema } from '@store/db';
import { surgedPrice } from '@store/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeCod } from '../cancellations/cancel-helpers';
import { useTestApp } from '../support/test-app';
import {
  ADMIN,
  auditRows,
  callers,
  consoleDelete,
  consoleGet,
  consolePut,
  dataOf,
  errorOf,
  expectBadInput,
} from './console-helpers';

// Pincodes: any operator lists a city's pincodes and their delivery charges;
// only an admin adds or changes one, audited, and the store's pincode check answers the new charge.
// Bad input (money not whole rupees or below zero, a region of another city) names its field and
// writes nothing. Runs on PGlite and PostgreSQL. Delhi is city 1; its regions are 101 to 1xx.

const t = useTestApp();
let who: Awaited<ReturnType<typeof callers>>;

beforeAll(async () => {
  who = await callers(t());
});

/** What the store says of a pincode for experience 1 in Delhi. */
const storeCheck = async (pincode: string) =>
  dataOf(
    pincodeResult,
    await t().app.inject({
      method: 'POST',
      url: '/v3/check-pincode-for-task',
      payload: { pincode, experience_id: 1 },
    }),
  );

const pincodeRow = async (pincode: string) =>
  (await t().database.db.select().from(schema.pincodes).where(eq(schema.pincodes.pincode, pincode)))[0];

const refused = (reply: Promise<{ statusCode: number; body: string }>, status: number, field: string) =>
  expectBadInput(t(), reply, { status, field });

describe('pincodes', () => {
  it('are listed per city with their charge, by their first digits, to any operator', async () => {
    const delhi = dataOf(
      consolePincodeList,
      await consoleGet(t(), '/pincodes?city_id=1&per_page=100', who.ops),
    );
    expect(delhi.total).toBeGreaterThan(10);
    expect(delhi.items.every((p) => p.city.id === 1)).toBe(true);
    expect(delhi.items.find((p) => p.pincode === '110070')).toMatchObject({
      serviceable: true,
      delivery_charge: 99,
      region: { name: 'South Delhi' },
    });
    const noida = dataOf(consolePincodeList, await consoleGet(t(), '/pincodes?q=2013', who.ops));
    expect(noida.items.length).toBeGreaterThan(0);
    expect(noida.items.every((p) => p.pincode.startsWith('2013'))).toBe(true);
    const bad = await consoleGet(t(), '/pincodes?q=abc', who.ops);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).data).toHaveProperty('q');
  });

  it('are added by an admin only, audited, and the store charges the new delivery', async () => {
    const body = { city_id: 1, region_id: 101, delivery_charge: 199 };
    for (const token of [who.customer, who.agent, who.ops])
      expect((await consolePut(t(), '/pincodes/110099', body, token)).statusCode).toBe(403);
    expect(await pincodeRow('110099')).toBeUndefined();
    const added = dataOf(consolePincode, await consolePut(t(), '/pincodes/110099', body, who.admin));
    expect(added).toMatchObject({
      pincode: '110099',
      serviceable: true,
      delivery_charge: 199,
      region: { id: 101 },
    });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      actorId: ADMIN,
      action: 'pincode.save',
      subjectType: 'pincode',
      subjectId: '110099',
      before: null,
      after: { city_id: 1, region_id: 101, serviceable: true, delivery_charge: 199 },
    });
    expect(await storeCheck('110099')).toMatchObject({ additional_delivery_charge: 199 });
  });

  it('are changed to not serviceable, with the charge before and after in the audit', async () => {
    const changed = dataOf(
      consolePincode,
      await consolePut(
        t(),
        '/pincodes/110070',
        { city_id: 1, region_id: 101, serviceable: false },
        who.admin,
      ),
    );
    expect(changed).toMatchObject({ serviceable: false, delivery_charge: 0 });
    expect((await auditRows(t())).at(-1)).toMatchObject({
      subjectId: '110070',
      before: { serviceable: true, delivery_charge: 99 },
      after: { serviceable: false, delivery_charge: 0 },
    });
    expect(await storeCheck('110070')).toMatchObject({ additional_delivery_charge: -1 });
  });

  it('refuse money not in whole rupees or below zero, a region of another city, an unknown city or pincode', async () => {
    const base = { city_id: 1, region_id: 101, delivery_charge: 49 };
    await refused(
      consolePut(t(), '/pincodes/110017', { ...base, delivery_charge: 49.5 }, who.admin),
      400,
      'delivery_charge',
    );
    await refused(
      consolePut(t(), '/pincodes/110017', { ...base, delivery_charge: -5 }, who.admin),
      400,
      'delivery_charge',
    );
    await refused(
      consolePut(t(), '/pincodes/110017', { ...base, region_id: 201 }, who.admin),
      400,
      'region_id',
    );
    await refused(consolePut(t(), '/pincodes/110017', { ...base, city_id: 999 }, who.admin), 400, 'city_id');
    await refused(consolePut(t(), '/pincodes/11001', base, who.admin), 400, 'pincode');
    expect((await pincodeRow('110017'))?.additionalDeliveryCharge).toBe(0);
  });
});

describe('removing a pincode', () => {
  /** A COD order placed to a new pincode with a ₹149 delivery charge: what it keeps must outlive the pincode. */
  const orderAtNewPincode = async (pincode: string) => {
    dataOf(
      consolePincode,
      await consolePut(
        t(),
        `/pincodes/${pincode}`,
        { city_id: 1, region_id: 101, delivery_charge: 149 },
        who.admin,
      ),
    );
    const orderId = await placeCod(t(), who.customer, {
      pincode,
      amount: surgedPrice(1999, 10) + 149,
    });
    return { id: orderId, pincode };
  };

  it('is for an admin only: customer and agent 403, ops 403, nothing removed', async () => {
    for (const token of [who.customer, who.agent, who.ops])
      expect((await consoleDelete(t(), '/pincodes/110017', token)).statusCode).toBe(403);
    expect(await pincodeRow('110017')).toBeDefined();
  });

  it('leaves the orders placed there as they were, audited, and the store no longer serves it', async () => {
    const order = await orderAtNewPincode('110098');
    const before = dataOf(consoleOrderDetail, await consoleGet(t(), `/orders/${order.id}`, who.ops));
    const listed = (await pincodeRow(order.pincode)) as typeof schema.pincodes.$inferSelect;
    const removed = dataOf(consolePincode, await consoleDelete(t(), `/pincodes/${order.pincode}`, who.admin));
    expect(removed.pincode).toBe(order.pincode);
    expect(await pincodeRow(order.pincode)).toBeUndefined();
    expect((await auditRows(t())).at(-1)).toMatchObject({
      actorId: ADMIN,
      action: 'pincode.delete',
      subjectId: order.pincode,
      before: { city_id: listed.cityId, region_id: listed.regionId },
      after: null,
    });
    const after = dataOf(consoleOrderDetail, await consoleGet(t(), `/orders/${order.id}`, who.ops));
    expect(after.pincode).toBe(order.pincode);
    expect(after.money).toEqual(before.money);
    expect(after.money.delivery_charges).toBe(149);
    expect(await storeCheck(order.pincode)).toMatchObject({ additional_delivery_charge: -1 });
  });

  it('refuses an unknown pincode (404) or one not of six digits (400), writing nothing', async () => {
    const missing = await consoleDelete(t(), '/pincodes/999999', who.admin);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toContain('999999');
    await refused(consoleDelete(t(), '/pincodes/11001', who.admin), 400, 'pincode');
  });
});
