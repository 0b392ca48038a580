import { outboxMessage, successEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorOf, post } from '../accounts/accounts-helpers';
import { useTestApp } from '../support/test-app';

// The development outbox answers for one recipient at a time: nobody lists every customer's codes
// and tracking links at once. Runs on PGlite and PostgreSQL.
const t = useTestApp();

describe('the development outbox', () => {
  it("refuses a listing without a mobile or recipient, naming the field, and gives one mobile's texts", async () => {
    for (const mobile of ['9000000002', '9000000003'])
      expect((await post(t(), '/v2/user/send_otp', { mobile })).statusCode).toBe(200);

    const all = await t().app.inject({ method: 'GET', url: '/dev/sms-outbox' });
    expect(all.statusCode).toBe(400);
    expect(errorOf(all.json()).data).toHaveProperty('mobile');
    const mail = await t().app.inject({ method: 'GET', url: '/dev/message-outbox?channel=email' });
    expect(mail.statusCode).toBe(400);
    expect(errorOf(mail.json()).data).toHaveProperty('to');

    const one = await t().app.inject({ method: 'GET', url: '/dev/sms-outbox?mobile=9000000002' });
    const texts = successEnvelope(z.array(outboxMessage)).parse(one.json()).data;
    expect(texts.length).toBeGreaterThan(0);
    expect(new Set(texts.map((text) => text.mobile))).toEqual(new Set(['9000000002']));
  });
});
