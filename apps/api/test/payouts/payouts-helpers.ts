import { successEnvelope, vendorStatements } from '@store/contract';
import { schema } from '@store/db';
import { consolePost } from '../console/console-helpers';
import { bookCod } from '../messaging/message-helpers';
import type { TestApp } from '../support/test-app';
import { currentRequest, dispatchAll, get, responseUrl } from '../vendors/vendors-helpers';

// Shared by the payout tests. The orders are message-helpers' bookCod: experience 14 in Delhi,
// priced 2198 (1999 with its 10% surge) plus a delivery charge of 99; the seed asks vendor 5 first,
// then 1.

/** A booking the given vendor accepted (the ones asked before reject it) and an admin marked done. */
export async function completedBy(
  t: TestApp,
  vendor: 5 | 1,
  at: () => Date,
  admin: string,
  key: string,
): Promise<number> {
  const orderId = await bookCod(t, 2, key);
  await dispatchAll(t, at());
  if (vendor === 1) {
    await answer(t, orderId, 0);
    await dispatchAll(t, at());
  }
  await answer(t, orderId, 1);
  const done = await consolePost(t, `/orders/${orderId}/complete`, {}, admin);
  if (done.statusCode !== 200) throw new Error(`could not complete ${orderId}: ${done.body}`);
  return orderId;
}

async function answer(t: TestApp, orderId: number, response: 0 | 1) {
  const { token } = await currentRequest(t, orderId);
  const reply = await get(t, responseUrl(token, response));
  if (reply.statusCode !== 200) throw new Error(`vendor answer failed: ${reply.body}`);
}

/**
 * A refund the refund process settled (refunds/ tests that process): written as its owner writes a
 * processed one, so the payouts see money gone back after the order was on a statement.
 */
export async function settledRefund(t: TestApp, orderId: number, amount: number, at: Date): Promise<number> {
  const [row] = await t.database.db
    .insert(schema.refunds)
    .values({
      orderId,
      destination: 'wallet',
      amount,
      status: 'processed',
      idempotencyKey: `payout-test-${orderId}-${at.getTime()}`,
      reason: 'goodwill, after the booking',
      nextTryAt: at,
      createdAt: at,
      updatedAt: at,
      settledAt: at,
    })
    .returning({ id: schema.refunds.id });
  if (!row) throw new Error('refund not written');
  return row.id;
}

/** The vendor's own page's call, with the token of their statements link. */
export const statementsByLink = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: `/v1/vendor/statements?token=${encodeURIComponent(token)}` });

export const statementsOf = (reply: { body: string }) =>
  successEnvelope(vendorStatements).parse(JSON.parse(reply.body)).data;

/** The token of a statements path the console gives. */
export const tokenOf = (path: string) => new URL(path, 'https://store.test').searchParams.get('token') ?? '';
