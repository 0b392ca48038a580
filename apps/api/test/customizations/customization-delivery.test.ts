import { placedOrder, successEnvelope, taskCustomizations } from '@store/contract';
import { consoleOrderDetail, vendorOptions } from '@store/contract/console';
import { schema } from '@store/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMessages } from '../../src/modules/messaging/deliver.service';
import { outboxSms } from '../../src/modules/messaging/sms-outbox';
import { paySandbox, post } from '../cancellations/cancel-helpers';
import { callers, consoleGet, consolePost, dataOf, errorOf } from '../console/console-helpers';
import { bookCod, LINKS, rowsOf, trackingLink } from '../messaging/message-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';
import { currentRequest, get, dataOf as vendorDataOf, viewUrl } from '../vendors/vendors-helpers';

// Add-ons bought after booking are paid as an order of their own: they reach the booking's vendor
// (the one asked now, one asked later, and the next one after a reassignment), show on the
// console's page of the booking, and the customer is told what was added to which booking.
// Seed: experience 14 (Delhi, Fri 4 Dec, 1 PM) offers add-ons 11 (teddy bear) and 32 (heart foil
// balloons, by quantity); user 6's mobile is 9000000006.

const t = useTestApp({ clock: () => TEST_NOW });
const CUSTOMER = 6;
let ops = '';
let token = '';
let booking = 0;
let free: number[] = [];

beforeAll(async () => {
  ({ ops } = await callers(t()));
  token = await sessionFor(t(), CUSTOMER);
  booking = await bookCod(t(), CUSTOMER, 'addon-delivery');
  const { vendors } = dataOf(vendorOptions, await consoleGet(t(), `/orders/${booking}/vendors`, ops));
  free = vendors.filter((v) => v.active && v.works_that_day && v.asked === null).map((v) => v.id);
  expect(free.length).toBeGreaterThanOrEqual(2);
});

/** Buys and pays add-ons for the booking, as the tracking page does: priced first, then paid. */
async function buyCustomizations(app: TestApp, lines: { customization_id: number; quantity: number }[]) {
  const [first, ...rest] = lines;
  const priced = await post(
    app,
    '/v5/add_task_customization',
    { order_id: booking, customizations: rest, customization: first },
    token,
  );
  expect(priced.statusCode, priced.body).toBe(200);
  const { amount } = successEnvelope(taskCustomizations).parse(priced.json()).data;
  const bought = await post(
    app,
    `/v5/booking/book_order_customisation/${booking}`,
    { customizations: lines, amount },
    token,
  );
  expect(bought.statusCode, bought.body).toBe(200);
  const placed = successEnvelope(placedOrder).parse(bought.json()).data;
  if (!placed.payment) throw new Error('an add-on order is paid online');
  await paySandbox(app, placed.payment.provider_order_id);
  return placed.order_id;
}

const detailOf = async (id: number) =>
  dataOf(consoleOrderDetail, await consoleGet(t(), `/orders/${id}`, ops));
const assign = async (vendorId: number) => {
  const reply = await consolePost(
    t(),
    `/orders/${booking}/vendor`,
    { vendor_id: vendorId, reason: 'closer' },
    ops,
  );
  expect(reply.statusCode, reply.body).toBe(200);
};
const vendorSheet = async () => {
  const { token: link } = await currentRequest(t(), booking);
  return vendorDataOf((await get(t(), viewUrl(link))).json());
};
const vendorUpdates = () =>
  t()
    .database.db.select()
    .from(schema.messages)
    .where(and(eq(schema.messages.orderId, booking), eq(schema.messages.kind, 'vendor_update')));

describe('add-ons bought after booking', () => {
  let teddy = 0;
  let balloons = 0;

  it('are told to the customer as added to the booking, on its link, never as a second booking confirmed', async () => {
    teddy = await buyCustomizations(t(), [{ customization_id: 11, quantity: 1 }]);
    expect((await rowsOf(t(), teddy)).map((m) => m.kind)).not.toContain('order_placed');
    await deliverDueMessages(t().database.db, { sms: outboxSms, ...LINKS }, TEST_NOW);
    const [text] = (await rowsOf(t(), booking, 'sms')).filter((m) => m.kind === 'add_ons_paid');
    expect(text?.status).toBe('sent');
    expect(text?.body).toMatch(
      new RegExp(`^Added to booking #${booking} \\(.+ on Fri 4 Dec, 1:00 PM\\): Teddy`),
    );
    expect(text?.body).toContain(trackingLink(booking));
  });

  it("go to the vendor asked later, on the booking's sheet", async () => {
    const [first = 0] = free;
    await assign(first);
    const sheet = await vendorSheet();
    expect(sheet.later_add_ons).toEqual([
      {
        order_id: teddy,
        customizations: [expect.objectContaining({ name: expect.stringMatching(/teddy/i), quantity: 1 })],
      },
    ]);
  });

  it('bought while a vendor is asked: that vendor is texted what was added, and the sheet shows both', async () => {
    const before = (await vendorUpdates()).length;
    balloons = await buyCustomizations(t(), [{ customization_id: 32, quantity: 3 }]);
    const updates = await vendorUpdates();
    expect(updates.length).toBeGreaterThan(before);
    expect(updates.at(-1)).toMatchObject({
      vendorId: free[0],
      data: { change: 'add_ons', items: expect.stringMatching(/^3 x /) },
    });
    expect((await vendorSheet()).later_add_ons.map((a) => a.order_id)).toEqual([teddy, balloons]);
  });

  it('follow a reassignment: the next vendor sees them, and the console shows the add-on with that vendor', async () => {
    const [, second = 0] = free;
    await assign(second);
    const sheet = await vendorSheet();
    expect(sheet.vendor_name).not.toBe('');
    expect(sheet.later_add_ons.map((a) => a.order_id)).toEqual([teddy, balloons]);

    const customization = await detailOf(balloons);
    expect(customization).toMatchObject({
      parent_order_id: booking,
      vendor: { id: second, request_status: 'sent' },
    });
    const page = await detailOf(booking);
    expect(page.add_ons.map((a) => [a.id, a.status, a.customizations.map((c) => c.quantity)])).toEqual([
      [teddy, 'placed', [1]],
      [balloons, 'placed', [3]],
    ]);
  });

  it('are not given a vendor of their own: the booking takes it (409, nothing written)', async () => {
    const refused = await consolePost(
      t(),
      `/orders/${teddy}/vendor`,
      { vendor_id: free[0], reason: 'closer to the customer' },
      ops,
    );
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'CUSTOMIZATION_ORDER',
      error_message: 'Add-ons go with their booking: assign its vendor.',
    });
    expect((await detailOf(teddy)).vendor).toMatchObject({ id: free[1] });
  });
});
