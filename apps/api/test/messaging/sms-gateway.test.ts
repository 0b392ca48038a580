import { loginResult, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsConfig } from '../../src/modules/messaging/sms';
import { DEVICE, post } from '../accounts/accounts-helpers';
import { type StubServer, sendJson, startStub } from '../support/stub-server';
import { type TestApp, useTestApp } from '../support/test-app';

// One-time codes through a real SMS gateway ("one-time codes use it too, so
// sign-in works in production"): MSG91's Flow API with the DLT template of the text, tested
// against a local stand-in of MSG91 that checks the auth key.

const AUTH_KEY = 'test-msg91-auth-key';
const OTP_TEMPLATE = '65a1b2c3d4e5f60718293a4b';
let gatewayDown = false;
// Quick tries for the tests; the app's own wait minutes (code-texts.ts).
const RETRY_DELAYS_MS = [50, 50, 50];
let gateway: StubServer;
// Its address is filled in once the stand-in listens, before the describe block builds its app.
const SMS: Extract<SmsConfig, { provider: 'msg91' }> = {
  provider: 'msg91',
  authKey: AUTH_KEY,
  apiUrl: '',
  templates: { otp: OTP_TEMPLATE, order_placed: 'order-placed-flow', payment_failed: 'payment-failed-flow' },
};

beforeAll(async () => {
  gateway = await startStub((request, response) => {
    if (gatewayDown) return sendJson(response, 500, { type: 'error', message: 'Internal error' });
    if (request.headers.authkey !== AUTH_KEY)
      return sendJson(response, 401, { type: 'error', message: 'Authentication failure' });
    sendJson(response, 200, { type: 'success', message: `req-${gateway.requests.length}` });
  });
  SMS.apiUrl = gateway.url;
});
afterAll(() => gateway.close());

type FlowBody = { template_id: string; short_url: string; recipients: Record<string, string>[] };
const flowsTo = (mobile: string) =>
  gateway.requests
    .map((r) => ({ url: r.url, body: JSON.parse(r.body.toString()) as FlowBody }))
    .filter((r) => r.body.recipients.some((x) => x.mobiles === `91${mobile}`));
const outboxRows = (t: TestApp, mobile: string) =>
  t.database.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.mobile, mobile));
const askCode = (t: TestApp, mobile: string) =>
  post(t, '/v2/user/login-otp', { mobile, device_os: 'web_app', device_id: DEVICE });
const confirmCode = (t: TestApp, mobile: string, otp: string) =>
  post(t, '/v2/user/login-otp-confirm', { mobile, otp, device_os: 'web_app', device_id: DEVICE });

/** Texts leave after the answer: a test waits for what the customer would see, the text arriving. */
async function until(what: string, done: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`waited 10 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('one-time codes through MSG91', () => {
  const lines: string[] = [];
  const t = useTestApp({
    sms: SMS,
    codeTextRetryDelaysMs: RETRY_DELAYS_MS,
    logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
  });

  it('texts the code with the DLT template, and the texted code signs the customer in', async () => {
    const mobile = '9876811001';
    expect((await askCode(t(), mobile)).statusCode).toBe(200);
    await until('the text', () => lines.join('').includes('sms handed to msg91'));
    const [flow] = flowsTo(mobile);
    expect(flow?.url).toBe('/api/v5/flow');
    expect(flow?.body).toMatchObject({ template_id: OTP_TEMPLATE, short_url: '0' });
    const otp = flow?.body.recipients[0]?.otp ?? '';
    expect(otp).toMatch(/^\d{6}$/);
    expect(await outboxRows(t(), mobile)).toEqual([]);
    expect(lines.join('')).toContain('sms handed to msg91');
    expect(lines.join('')).not.toContain(otp);

    const confirmed = await confirmCode(t(), mobile, otp);
    expect(confirmed.statusCode).toBe(200);
    expect(successEnvelope(loginResult).parse(confirmed.json()).data.register_key).not.toBeNull();
  });

  it('answers at once when the gateway is down, and the code reaches the customer once it is back', async () => {
    gatewayDown = true;
    const mobile = '9876811002';
    const asked = await askCode(t(), mobile);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe('OTP sent successfully');
    await until('the first try', () => flowsTo(mobile).length === 1);
    gatewayDown = false;
    await until('the text to be tried again', () => flowsTo(mobile).length === 2);
    const otp = flowsTo(mobile)[1]?.body.recipients[0]?.otp ?? '';
    const confirmed = await confirmCode(t(), mobile, otp);
    expect(confirmed.statusCode).toBe(200);
  });

  it('logs a text the gateway never takes (a wrong auth key), without its code, and the customer may ask again', async () => {
    const previous = SMS.authKey;
    SMS.authKey = 'not-the-key';
    const mobile = '9876811003';
    try {
      expect((await askCode(t(), mobile)).statusCode).toBe(200);
      await until('the give-up line', () => lines.join('').includes('not taken by the SMS gateway'));
    } finally {
      SMS.authKey = previous;
    }
    const tries = flowsTo(mobile);
    expect(tries).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(lines.join('')).not.toContain(tries[0]?.body.recipients[0]?.otp ?? 'no code');
  });
});
