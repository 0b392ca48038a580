import { schema } from '@store/db';
import { OTP_SEND_WIDE_LIMITS, SIGN_IN_LIMIT_MESSAGES, SMS_OUTBOX_TTL_MS } from '@store/domain';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/fixtures';
import { type TestApp, useTestApp } from '../support/test-app';
import { DEVICE, errorOf, lastCode, signInByOtp } from './accounts-helpers';

// Codes stay out of logs, texts do not linger, and sends are limited beyond one mobile.
const send = (t: TestApp, mobile: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/v2/user/login-otp',
    payload: { mobile, device_os: 'web_app', device_id: DEVICE },
    remoteAddress: ip,
  });
const outboxRows = (t: TestApp, mobile: string) =>
  t.database.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.mobile, mobile));

describe('one-time codes in logs and the outbox', () => {
  const lines: string[] = [];
  let now = TEST_NOW;
  const t = useTestApp({
    clock: () => now,
    logger: pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) }),
  });

  it('never writes a code to the log, while logging that a text was stored', async () => {
    const signedIn = await signInByOtp(t(), '9876800001');
    expect(signedIn.register_key).not.toBeNull();
    const code = (await outboxRows(t(), '9876800001'))[0]?.body.slice(0, 6) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const log = lines.join('');
    expect(log).toContain('sms stored in the outbox');
    expect(log).not.toContain(code);
  });

  it('removes texts older than the outbox keeps them when the next one is stored', async () => {
    await send(t(), '9876800002');
    expect(await outboxRows(t(), '9876800002')).toHaveLength(1);
    now = new Date(TEST_NOW.getTime() + SMS_OUTBOX_TTL_MS + 1000);
    await send(t(), '9876800003');
    expect(await outboxRows(t(), '9876800002')).toEqual([]);
    expect(await lastCode(t(), '9876800003')).toMatch(/^\d{6}$/);
    now = TEST_NOW;
  });
});

describe('code sends beyond one mobile', () => {
  const t = useTestApp();

  it('answers 429 when one address asks for codes to too many numbers', async () => {
    const { limit } = OTP_SEND_WIDE_LIMITS.perAddress;
    for (let i = 0; i < limit; i += 1) {
      expect((await send(t(), `98769${String(10_000 + i).padStart(5, '0')}`, '10.9.0.1')).statusCode).toBe(
        200,
      );
    }
    const next = await send(t(), '9876999999', '10.9.0.1');
    expect(next.statusCode).toBe(429);
    expect(errorOf(next.json()).error_message).toBe(SIGN_IN_LIMIT_MESSAGES.codes);
    expect(await outboxRows(t(), '9876999999')).toEqual([]);
    expect((await send(t(), '9876999999', '10.9.0.2')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, and one client spending its budget stops nobody else', async () => {
    const { limit } = OTP_SEND_WIDE_LIMITS.perAddress;
    // One client walks its /64: every address of it is the same budget.
    for (let i = 0; i < limit; i += 1) {
      const from = `2001:db8:77:1::${(i + 1).toString(16)}`;
      expect((await send(t(), `98768${String(10_000 + i).padStart(5, '0')}`, from)).statusCode).toBe(200);
    }
    const next = await send(t(), '9876899999', '2001:db8:77:1:ffff::1');
    expect(next.statusCode).toBe(429);
    expect(await outboxRows(t(), '9876899999')).toEqual([]);
    // Another network, and every other customer, still gets codes.
    expect((await send(t(), '9876899999', '2001:db8:77:2::1')).statusCode).toBe(200);
    expect((await send(t(), '9876899998', '10.9.3.1')).statusCode).toBe(200);
    const counters = await t().database.db.select().from(schema.rateLimits);
    expect(counters.map((row) => row.key)).not.toContain('otp:all');
  });
});
