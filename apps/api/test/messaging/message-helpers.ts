import { placedOrder, successEnvelope } from '@store/contract';
import { surgedPrice } from '@store/domain';
import { DEVELOPMENT_LINK_SECRET, trackingKey } from '../../src/modules/links/tracking-link';
import { messagesOfOrder } from '../../src/modules/messaging/messages.repository';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import type { TestApp } from '../support/test-app';

// Shared by the tests of customer messages. Seed: experience 14 (Delhi, Rs 1999, cash on delivery,
// pincode 110070 adds 99) surges 10% on Friday 4 Dec; slot 142 starts at 1 PM; user n's mobile is
// 900000000n, and users 1 to 5 have emails.

export const STORE = 'https://experience-store.in';
export const LINKS = { storeUrl: STORE, linkSecret: DEVELOPMENT_LINK_SECRET };
export const trackingLink = (id: number) =>
  `${STORE}/track_order/${id}?key=${trackingKey(DEVELOPMENT_LINK_SECRET, id)}`;
export const minutesAfter = (n: number, from = TEST_NOW) => new Date(from.getTime() + n * 60_000);

const DRAFT = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', quantity: 1 };

/** A cash-on-delivery booking of the customer: placed at once, so its messages are queued. */
export async function bookCod(t: TestApp, userId: number, key: string): Promise<number> {
  const token = await sessionFor(t, userId);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/v5/booking/book_cod_order',
    payload: { ...DRAFT, amount: surgedPrice(1999, 10) + 99 },
    headers: { 'x-csrf-token': token, 'idempotency-key': key },
  });
  if (placed.statusCode !== 200) throw new Error(`booking failed: ${placed.body}`);
  return successEnvelope(placedOrder).parse(placed.json()).data.order_id;
}

/** The customer turns WhatsApp updates on or off through the store's own call. */
export async function setWhatsapp(t: TestApp, userId: number, checked: boolean): Promise<void> {
  const token = await sessionFor(t, userId);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/v2/add-whatsapp-user',
    payload: { user_id: userId, checked },
    headers: { 'x-csrf-token': token },
  });
  if (answer.statusCode !== 200) throw new Error(`opt-in failed: ${answer.body}`);
}

/** One order's message rows of a channel (or all), oldest first. */
export async function rowsOf(t: TestApp, orderId: number, channel?: string) {
  const rows = await messagesOfOrder(t.database.db, orderId);
  return channel ? rows.filter((row) => row.channel === channel) : rows;
}
