import { errorEnvelope, successEnvelope, whatsappOptIn } from '@store/contract';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor, userWithRole } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed user 1 (Neha) is an agent; users 2-7 are customers.
const optIn = (t: TestApp, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v2/add-whatsapp-user',
    payload,
    headers: token ? { 'x-csrf-token': token } : {},
  });
const rowsOf = (t: TestApp, userId: number) =>
  t.database.db.select().from(schema.whatsappOptIns).where(eq(schema.whatsappOptIns.userId, userId));

describe('POST /v2/add-whatsapp-user', () => {
  const t = useTestApp();

  it('stores a customer’s own choice and replies with it; the last choice wins', async () => {
    const token = await sessionFor(t(), 2);
    const on = await optIn(t(), { user_id: 2, checked: true }, token);
    expect(on.statusCode).toBe(200);
    expect(successEnvelope(whatsappOptIn).parse(on.json())).toMatchObject({
      message: 'WhatsApp updates turned on.',
      data: { user_id: 2, checked: true, updated_at: TEST_NOW.toISOString() },
    });
    const off = await optIn(t(), { user_id: 2, checked: 0 }, token);
    expect(successEnvelope(whatsappOptIn).parse(off.json()).data.checked).toBe(false);
    expect(await rowsOf(t(), 2)).toEqual([{ userId: 2, checked: false, updatedBy: 2, updatedAt: TEST_NOW }]);
    const again = await optIn(t(), { user_id: 2, checked: 1 }, token);
    expect(successEnvelope(whatsappOptIn).parse(again.json()).data.checked).toBe(true);
  });

  it("refuses a customer setting another customer's choice (403) and writes nothing", async () => {
    const token = await sessionFor(t(), 3);
    const res = await optIn(t(), { user_id: 4, checked: true }, token);
    expect(res.statusCode).toBe(403);
    expect(errorEnvelope.parse(res.json()).error_message).toBe(
      'You can only change your own WhatsApp updates.',
    );
    expect(await rowsOf(t(), 4)).toEqual([]);
  });

  it('lets an agent set it for a customer, recording the agent, but not for another agent or nobody', async () => {
    const agent = await sessionFor(t(), 1);
    const res = await optIn(t(), { user_id: 5, checked: true }, agent);
    expect(successEnvelope(whatsappOptIn).parse(res.json()).data).toMatchObject({
      user_id: 5,
      checked: true,
    });
    expect(await rowsOf(t(), 5)).toEqual([expect.objectContaining({ checked: true, updatedBy: 1 })]);

    const otherAgent = await userWithRole(t(), 'agent', '9000000099');
    expect((await optIn(t(), { user_id: otherAgent, checked: true }, agent)).statusCode).toBe(403);
    const nobody = await optIn(t(), { user_id: 99_999, checked: true }, agent);
    expect(nobody.statusCode).toBe(404);
    expect(errorEnvelope.parse(nobody.json()).error_message).toBe('Customer 99999 was not found');
  });

  it('asks a guest to sign in and names the bad field of a bad body', async () => {
    const guest = await optIn(t(), { user_id: 2, checked: true });
    expect(guest.statusCode).toBe(401);
    expect(errorEnvelope.parse(guest.json()).error_message).toBe('No Token supplied.');
    const token = await sessionFor(t(), 6);
    const badChecked = await optIn(t(), { user_id: 6, checked: 'yes' }, token);
    expect(badChecked.statusCode).toBe(400);
    expect(errorEnvelope.parse(badChecked.json()).data).toHaveProperty(['checked']);
    const noUser = await optIn(t(), { checked: true }, token);
    expect(noUser.statusCode).toBe(400);
    expect(errorEnvelope.parse(noUser.json()).data).toHaveProperty(['user_id']);
    expect(await rowsOf(t(), 6)).toEqual([]);
  });

  it('is documented with its request and response schemas', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/docs' })).json();
    const operation = doc.paths['/v2/add-whatsapp-user']?.post;
    expect(operation.requestBody.content['application/json'].schema.properties).toHaveProperty('checked');
    expect(operation.responses['200'].content['application/json'].schema.properties.data).toBeDefined();
  });
});
