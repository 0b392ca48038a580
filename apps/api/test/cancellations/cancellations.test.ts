import {
  cancellationQuote,
  cancelledOrder,
  errorEnvelope,
  orderDetail,
  placedOrder,
  rescheduledOrder,
  successEnvelope,
  taskCustomizations,
} from '@store/contract';
import { schema } from '@store/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { DEVELOPMENT_LINK_SECRET, trackingKey } from '../../src/modules/links/tracking-link';
import { applyOrderEvent } from '../../src/modules/order-core/lifecycle.service';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';
import {
  capacityOf,
  DRAFT,
  eventsOf,
  get,
  hoursBefore,
  orderRow,
  otherSlots,
  PRICE,
  paySandbox,
  placeCod,
  placePaid,
  post,
  refundsOf,
} from './cancel-helpers';

// The customer cancels or moves a booking from the tracking page, within the
// domain's policy (full refund until 24 h before the slot, 50% until 3 h before, then no change;
// nothing once the team is on the way), with places released or moved exactly.

let now = TEST_NOW;
const quoteOf = (json: unknown) => successEnvelope(cancellationQuote).parse(json).data;
const cancelOf = (json: unknown) => successEnvelope(cancelledOrder).parse(json).data;
const messagesOf = (t: TestApp, id: number) =>
  t.database.db
    .select({ kind: schema.messages.kind })
    .from(schema.messages)
    .where(eq(schema.messages.orderId, id));

describe('GET /v2/booking/{id}/cancellation and POST /v2/booking/{id}/cancel', () => {
  const t = useTestApp({ clock: () => now });

  it('quotes a full refund to the owner and to the link’s key, to nobody else', async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 2);
    const id = await placePaid(t(), token);
    for (const reply of [
      await get(t(), `/v2/booking/${id}/cancellation`, token),
      await get(t(), `/v2/booking/${id}/cancellation?key=${trackingKey(DEVELOPMENT_LINK_SECRET, id)}`),
    ]) {
      expect(reply.statusCode).toBe(200);
      expect(quoteOf(reply.json())).toEqual({
        order_id: id,
        cancellable: true,
        window: 'full',
        refund_percent: 100,
        refund_amount: PRICE,
        refund_online: PRICE,
        refund_wallet: 0,
        add_ons_refund: 0,
        full_refund_until: '2026-12-03T07:30:00.000Z',
        cutoff_at: '2026-12-04T04:30:00.000Z',
        reschedulable: true,
        reason: `Cancel now until Thu, 3 Dec 2026, 1:00 PM for a full refund of ₹${PRICE.toLocaleString('en-IN')}.`,
        refunds: [],
      });
    }
    const other = await sessionFor(t(), 3);
    for (const url of [`/v2/booking/${id}/cancellation`, `/v2/booking/${id}/cancel`]) {
      const reply = url.endsWith('cancel') ? await post(t(), url, {}, other) : await get(t(), url, other);
      expect(reply.statusCode).toBe(404);
      expect(errorEnvelope.parse(reply.json()).error_message).toBe(`Order ${id} was not found`);
    }
    expect((await post(t(), `/v2/booking/${id}/cancel`, {})).statusCode).toBe(401);
    const wrongKey = `/v2/booking/${id}/cancel?key=${trackingKey(DEVELOPMENT_LINK_SECRET, id + 1)}`;
    expect((await post(t(), wrongKey, {})).statusCode).toBe(404);
    expect((await orderRow(t(), id))?.status).toBe('placed');
  });

  it('cancels a paid booking in the free window: places back, a full refund opened, the customer told, once', async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 2);
    const before = (await capacityOf(t(), DRAFT.date, DRAFT.slot_id)).booked;
    const id = await placePaid(t(), token);
    expect((await capacityOf(t(), DRAFT.date, DRAFT.slot_id)).booked).toBe(before + 1);
    now = hoursBefore(30);
    const reply = await post(t(), `/v2/booking/${id}/cancel`, {}, token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe(
      `Booking cancelled. ₹${PRICE.toLocaleString('en-IN')} will be refunded.`,
    );
    expect(cancelOf(reply.json())).toMatchObject({
      order_id: id,
      status: 'refund_due',
      refund_amount: PRICE,
    });
    expect((await capacityOf(t(), DRAFT.date, DRAFT.slot_id)).booked).toBe(before);
    const [refund] = await refundsOf(t(), id);
    expect(refund).toMatchObject({ amount: PRICE, destination: 'source', status: 'pending' });
    expect(refund?.idempotencyKey).toMatch(/^refund-\d+-[0-9a-f]{16}$/);
    expect((await eventsOf(t(), id)).map((e) => e.cause).slice(-2)).toEqual([
      'cancelled by the customer (100% back): refund due',
      `refund of ₹${PRICE.toLocaleString('en-IN')} to the payment opened (cancelled by the customer)`,
    ]);
    expect((await messagesOf(t(), id)).map((m) => m.kind)).toContain('order_cancelled');
    const again = await post(t(), `/v2/booking/${id}/cancel`, {}, token);
    expect(again.statusCode).toBe(409);
    expect(errorEnvelope.parse(again.json())).toMatchObject({
      code: 'CANCELLATION_CLOSED',
      error_message: 'This order is refund due: there is nothing to cancel.',
    });
    expect(await refundsOf(t(), id)).toHaveLength(1);
    expect((await capacityOf(t(), DRAFT.date, DRAFT.slot_id)).booked).toBe(before);
  });

  it('gives back half after the free window, of the payment and of the wallet money alike', async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 2);
    const balance = async () =>
      (await post(t(), '/v2/user/balance', {}, token)).json().data.wallet_money as number;
    const start = await balance();
    expect(start).toBeGreaterThanOrEqual(500);
    const used = Math.min(start, PRICE);
    const id = await placePaid(t(), token, { use_wallet: true }, PRICE - used);
    expect(await balance()).toBe(start - used);
    now = hoursBefore(10);
    const quote = quoteOf((await get(t(), `/v2/booking/${id}/cancellation`, token)).json());
    expect(quote).toMatchObject({
      window: 'partial',
      refund_percent: 50,
      refund_online: Math.floor((PRICE - used) / 2),
      refund_wallet: Math.floor(used / 2),
    });
    const done = cancelOf((await post(t(), `/v2/booking/${id}/cancel`, {}, token)).json());
    expect(done.refund_amount).toBe(quote.refund_amount);
    expect(await balance()).toBe(start - used + Math.floor(used / 2));
    expect((await refundsOf(t(), id)).map((r) => r.amount)).toEqual([Math.floor((PRICE - used) / 2)]);
  });

  it('refuses after the cut-off and once the team is on the way, writing nothing', async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 4);
    const id = await placePaid(t(), token);
    const before = (await capacityOf(t(), DRAFT.date, DRAFT.slot_id)).booked;
    const events = (await eventsOf(t(), id)).length;
    now = hoursBefore(2);
    const late = await post(t(), `/v2/booking/${id}/cancel`, {}, token);
    expect(late.statusCode).toBe(409);
    expect(errorEnvelope.parse(late.json())).toMatchObject({
      code: 'CANCELLATION_CLOSED',
      error_message:
        'Bookings can be cancelled or moved until 3 hours before the slot (Fri, 4 Dec 2026, 10:00 AM).',
    });
    const quote = quoteOf((await get(t(), `/v2/booking/${id}/cancellation`, token)).json());
    expect([quote.cancellable, quote.window, quote.refund_amount, quote.reschedulable]).toEqual([
      false,
      'closed',
      0,
      false,
    ]);
    now = hoursBefore(30);
    for (const type of ['sent_to_vendor', 'vendor_accepted', 'on_the_way'] as const)
      await t().database.db.transaction((tx) => applyOrderEvent(tx, id, { type }, { now }));
    const underWay = await post(t(), `/v2/booking/${id}/cancel`, {}, token);
    expect(underWay.statusCode).toBe(409);
    expect(errorEnvelope.parse(underWay.json())).toMatchObject({
      code: 'CANCELLATION_CLOSED',
      error_message: 'The team is on the way: this booking can no longer be cancelled.',
    });
    expect((await capacityOf(t(), DRAFT.date, DRAFT.slot_id)).booked).toBe(before);
    expect(await refundsOf(t(), id)).toEqual([]);
    expect(await eventsOf(t(), id)).toHaveLength(events + 3);
  });

  it('cancels a cash-on-delivery booking with no refund to make, and refuses a bad refund_to', async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 5);
    const id = await placeCod(t(), token);
    const bad = await post(t(), `/v2/booking/${id}/cancel`, { refund_to: 'bank' }, token);
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelope.parse(bad.json()).data).toHaveProperty('refund_to');
    const done = cancelOf((await post(t(), `/v2/booking/${id}/cancel`, {}, token)).json());
    expect(done).toMatchObject({ status: 'cancelled', refund_amount: 0, refunds: [] });
    expect(await refundsOf(t(), id)).toEqual([]);
  });

  it('takes its paid add-on orders with it, each refunded by the same rule', async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 6);
    const id = await placePaid(t(), token);
    const TEDDY = { customization_id: 11, quantity: 1 };
    const priced = await post(
      t(),
      '/v5/add_task_customization',
      { order_id: id, customization: TEDDY },
      token,
    );
    const { amount } = successEnvelope(taskCustomizations).parse(priced.json()).data;
    const bought = await post(
      t(),
      `/v5/booking/book_order_customisation/${id}`,
      { customizations: [TEDDY], amount },
      token,
    );
    const child = successEnvelope(placedOrder).parse(bought.json()).data;
    if (child.payment) await paySandbox(t(), child.payment.provider_order_id);
    expect((await orderRow(t(), child.order_id))?.status).toBe('placed');
    const quote = quoteOf((await get(t(), `/v2/booking/${id}/cancellation`, token)).json());
    expect(quote.add_ons_refund).toBe(child.amount);
    const done = cancelOf((await post(t(), `/v2/booking/${id}/cancel`, {}, token)).json());
    expect(done.add_on_order_ids).toEqual([child.order_id]);
    expect(done.refund_amount).toBe(PRICE + child.amount);
    expect((await orderRow(t(), child.order_id))?.status).toBe('refund_due');
    expect((await refundsOf(t(), child.order_id)).map((r) => r.amount)).toEqual([child.amount]);
    expect(done.refunds.map((r) => r.amount).sort()).toEqual([PRICE, child.amount].sort());
    const direct = await post(t(), `/v2/booking/${child.order_id}/cancel`, {}, token);
    expect(direct.statusCode).toBe(400);
    // One cancellation text for the booking and its add-on, not one per order (a bug once).
    const texts = await t()
      .database.db.select({ orderId: schema.messages.orderId, kind: schema.messages.kind })
      .from(schema.messages)
      .where(
        and(
          inArray(schema.messages.orderId, [id, child.order_id]),
          eq(schema.messages.channel, 'sms'),
          inArray(schema.messages.kind, ['order_cancelled', 'order_refunded']),
        ),
      );
    expect(texts).toEqual([{ orderId: id, kind: 'order_cancelled' }]);
  });
});

describe('the vendor asked for or holding a booking is told', () => {
  const t = useTestApp({ clock: () => now });
  const vendorMessages = (t: TestApp, id: number) =>
    t.database.db
      .select({
        kind: schema.messages.kind,
        vendorId: schema.messages.vendorId,
        channel: schema.messages.channel,
      })
      .from(schema.messages)
      .where(and(eq(schema.messages.orderId, id), eq(schema.messages.kind, 'vendor_update')));
  async function requested(t: TestApp, id: number, status: 'sent' | 'accepted') {
    const [vendor] = await t.database.db.select({ id: schema.vendors.id }).from(schema.vendors).limit(1);
    if (!vendor) throw new Error('the seed has no vendor');
    await t.database.db.transaction((tx) => applyOrderEvent(tx, id, { type: 'sent_to_vendor' }, { now }));
    if (status === 'accepted')
      await t.database.db.transaction((tx) => applyOrderEvent(tx, id, { type: 'vendor_accepted' }, { now }));
    const [request] = await t.database.db
      .insert(schema.vendorRequests)
      .values({
        orderId: id,
        vendorId: vendor.id,
        status,
        sentAt: now,
        answerBy: new Date(now.getTime() + 3_600_000),
      })
      .returning();
    if (!request) throw new Error('no request');
    return request;
  }

  it('of a cancellation (an unanswered request is withdrawn) and of a move, once each', async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 2);
    const asked = await placeCod(t(), token);
    const request = await requested(t(), asked, 'sent');
    expect((await post(t(), `/v2/booking/${asked}/cancel`, {}, token)).statusCode).toBe(200);
    expect(await vendorMessages(t(), asked)).toEqual([
      { kind: 'vendor_update', vendorId: request.vendorId, channel: 'sms' },
    ]);
    const [after] = await t()
      .database.db.select()
      .from(schema.vendorRequests)
      .where(eq(schema.vendorRequests.id, request.id));
    expect(after?.status).toBe('withdrawn');

    const held = await placeCod(t(), token);
    const accepted = await requested(t(), held, 'accepted');
    const [target] = await otherSlots(t());
    const moved = await post(
      t(),
      `/v2/booking/${held}/reschedule`,
      { date: '2026-12-05', slot_id: target },
      token,
    );
    expect(moved.statusCode).toBe(200);
    expect(await vendorMessages(t(), held)).toHaveLength(1);
    const [still] = await t()
      .database.db.select()
      .from(schema.vendorRequests)
      .where(eq(schema.vendorRequests.id, accepted.id));
    expect(still?.status).toBe('accepted');
  });
});

describe('POST /v2/booking/{id}/reschedule', () => {
  const t = useTestApp({ clock: () => now });
  const moveReply = (json: unknown) => successEnvelope(rescheduledOrder).parse(json).data;

  it('moves the places exactly to a slot at the same price, with an audit row', async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 2);
    const id = await placeCod(t(), token);
    const [target] = await otherSlots(t());
    if (!target) throw new Error('experience 14 has one slot only');
    const date = '2026-12-05';
    const [fromBefore, toBefore] = [
      (await capacityOf(t(), DRAFT.date, DRAFT.slot_id)).booked,
      (await capacityOf(t(), date, target)).booked,
    ];
    const reply = await post(t(), `/v2/booking/${id}/reschedule`, { date, slot_id: target }, token);
    expect(reply.statusCode).toBe(200);
    expect(moveReply(reply.json())).toMatchObject({ order_id: id, date, slot_id: target });
    expect((await capacityOf(t(), DRAFT.date, DRAFT.slot_id)).booked).toBe(fromBefore - 1);
    expect((await capacityOf(t(), date, target)).booked).toBe(toBefore + 1);
    expect(await orderRow(t(), id)).toMatchObject({ date, slotId: target, status: 'placed' });
    // The timeline says days and times, not slot ids.
    expect((await eventsOf(t(), id)).at(-1)?.cause).toMatch(
      /^moved by the customer from Fri 4 Dec, 1:00 PM to Sat 5 Dec, \d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M$/,
    );
    // The customer's timeline shows the move, though the state stayed the same.
    const tracked = await get(t(), `/v2/order-detail-by-id/${id}`, token);
    const { timeline } = successEnvelope(orderDetail).parse(tracked.json()).data;
    expect(timeline.at(-1)).toMatchObject({ status: 'placed', label: 'Moved to Sat, 5 Dec' });
  });

  it('refuses a dearer date, a full slot, the same slot, an unknown slot and a bad date, changing nothing', async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 3);
    const id = await placeCod(t(), token);
    const [target] = await otherSlots(t());
    if (!target) throw new Error('experience 14 has one slot only');
    const full = await capacityOf(t(), DRAFT.date, target);
    await t()
      .database.db.update(schema.slotCapacities)
      .set({ booked: sql`${schema.slotCapacities.capacity}` })
      .where(eq(schema.slotCapacities.id, full.id));
    const before = (await capacityOf(t(), DRAFT.date, DRAFT.slot_id)).booked;
    const cases: [object, number, string][] = [
      [
        { date: '2026-12-03', slot_id: 142 },
        400,
        '2026-12-03 costs ₹199 less than your booking; a booking moves only to a slot at the same price. Cancel and book again instead.',
      ],
      [{ date: DRAFT.date, slot_id: target }, 400, 'This slot is full. Please choose another slot.'],
      [{ date: DRAFT.date, slot_id: 142 }, 400, 'The booking is already in this slot.'],
      [{ date: DRAFT.date, slot_id: 999_999 }, 400, 'Slot 999999 is not a slot of this experience'],
      [{ date: '2026-02-31', slot_id: 142 }, 400, 'Invalid date: date is not a real calendar day'],
    ];
    for (const [body, status, message] of cases) {
      const reply = await post(t(), `/v2/booking/${id}/reschedule`, body, token);
      expect([reply.statusCode, errorEnvelope.parse(reply.json()).error_message]).toEqual([status, message]);
    }
    expect((await capacityOf(t(), DRAFT.date, DRAFT.slot_id)).booked).toBe(before);
    expect(await orderRow(t(), id)).toMatchObject({ date: DRAFT.date, slotId: 142 });
  });

  it("refuses another customer's booking (404) and one past the cut-off (409)", async () => {
    now = TEST_NOW;
    const token = await sessionFor(t(), 4);
    const id = await placeCod(t(), token);
    const body = { date: '2026-12-05', slot_id: 142 };
    const other = await post(t(), `/v2/booking/${id}/reschedule`, body, await sessionFor(t(), 5));
    expect(other.statusCode).toBe(404);
    now = hoursBefore(2);
    const late = await post(t(), `/v2/booking/${id}/reschedule`, body, token);
    expect(late.statusCode).toBe(409);
    expect(errorEnvelope.parse(late.json())).toMatchObject({
      code: 'RESCHEDULE_CLOSED',
      error_message:
        'Bookings can be cancelled or moved until 3 hours before the slot (Fri, 4 Dec 2026, 10:00 AM).',
    });
    expect(await orderRow(t(), id)).toMatchObject({ date: DRAFT.date, slotId: 142 });
  });

  it.runIf(inject('postgresAdminUrl'))(
    'a reschedule racing a new booking for the last place: exactly one gets it',
    async () => {
      now = TEST_NOW;
      const [target] = await otherSlots(t());
      if (!target) throw new Error('experience 14 has one slot only');
      const date = '2026-12-05';
      const mover = await sessionFor(t(), 6);
      const id = await placeCod(t(), mover);
      const slot = await capacityOf(t(), date, target);
      await t()
        .database.db.update(schema.slotCapacities)
        .set({ booked: sql`${schema.slotCapacities.capacity} - 1` })
        .where(eq(schema.slotCapacities.id, slot.id));
      const buyer = await sessionFor(t(), 7);
      const [moved, booked] = await Promise.all([
        post(t(), `/v2/booking/${id}/reschedule`, { date, slot_id: target }, mover),
        post(t(), '/v5/booking/book_cod_order', { ...DRAFT, date, slot_id: target, amount: PRICE }, buyer),
      ]);
      expect([moved.statusCode, booked.statusCode].sort()).toEqual([200, 400]);
      const after = await capacityOf(t(), date, target);
      expect(after.booked).toBe(after.capacity);
      const inSlot = await t()
        .database.db.select({ id: schema.orders.id })
        .from(schema.orders)
        .where(
          and(
            eq(schema.orders.date, date),
            eq(schema.orders.slotId, target),
            eq(schema.orders.status, 'placed'),
          ),
        );
      expect(inSlot.length).toBeGreaterThanOrEqual(1);
      expect((await orderRow(t(), id))?.slotId).toBe(moved.statusCode === 200 ? target : 142);
    },
  );
});
