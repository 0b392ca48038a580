import { formatInr } from '@store/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMessages } from '../../src/modules/messaging/deliver.service';
import { outboxSms } from '../../src/modules/messaging/sms-outbox';
import { callers, consolePost } from '../console/console-helpers';
import { LINKS, rowsOf } from '../messaging/message-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';
import { PRICE, placePaid, post } from './cancel-helpers';

// A cancelled booking's text says who cancelled it, why (an operator's reason), how much comes
// back and where: a partial refund is never told as "anything you paid will be refunded". Seed as
// in cancel-helpers.ts: 75 hours before the slot, a customer's cancellation gives all of it back.

const t = useTestApp({ clock: () => TEST_NOW });
let ops = '';
beforeAll(async () => {
  ({ ops } = await callers(t()));
});

/** The text the customer got for the order's cancellation, once the queue sent it. */
async function cancellationText(app: TestApp, orderId: number): Promise<string> {
  await deliverDueMessages(app.database.db, { sms: outboxSms, ...LINKS }, TEST_NOW);
  const [row] = (await rowsOf(app, orderId, 'sms')).filter((m) => m.kind === 'order_cancelled');
  expect(row?.status).toBe('sent');
  return row?.body ?? '';
}

const cancelInConsole = async (orderId: number, body: object) => {
  const reply = await consolePost(t(), `/orders/${orderId}/cancel`, body, ops);
  expect(reply.statusCode, reply.body).toBe(200);
};

describe("a cancellation's text", () => {
  it("an operator's half refund to the payment: the store cancelled, the reason, half of it back to the payment", async () => {
    const id = await placePaid(t(), await sessionFor(t(), 2));
    await cancelInConsole(id, { refund_percent: 50, reason: 'no decorator is free that day' });
    const text = await cancellationText(t(), id);
    expect(text).toContain(`booking #${id} (`);
    expect(text).toContain('Cancelled by our team. Reason: no decorator is free that day.');
    expect(text).toContain(
      `${formatInr(Math.floor(PRICE / 2))} back to your original payment (in 5-7 working days).`,
    );
    expect(text).not.toContain('Anything you paid');
  });

  it("an operator's half refund to the wallet says the wallet, at once", async () => {
    const id = await placePaid(t(), await sessionFor(t(), 3));
    await cancelInConsole(id, { refund_percent: 50, refund_to: 'wallet', reason: 'Venue closed.' });
    const text = await cancellationText(t(), id);
    expect(text).toContain('Cancelled by our team. Reason: Venue closed.');
    expect(text).toContain(`${formatInr(Math.floor(PRICE / 2))} back to your wallet (now).`);
  });

  it('an operator giving nothing back says so', async () => {
    const id = await placePaid(t(), await sessionFor(t(), 4));
    await cancelInConsole(id, { refund_percent: 0, reason: 'customer did not answer for two days' });
    expect(await cancellationText(t(), id)).toContain('No money comes back for it.');
  });

  it("the customer's own cancellation: as they asked, all of it back to the payment", async () => {
    const token = await sessionFor(t(), 5);
    const id = await placePaid(t(), token);
    const reply = await post(t(), `/v2/booking/${id}/cancel`, {}, token);
    expect(reply.statusCode, reply.body).toBe(200);
    const text = await cancellationText(t(), id);
    expect(text).toContain('Cancelled as you asked.');
    expect(text).toContain(`${formatInr(PRICE)} back to your original payment (in 5-7 working days).`);
  });
});
