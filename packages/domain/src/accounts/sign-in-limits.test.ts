import { describe, expect, it } from 'vitest';
import {
  OTP_SEND_WIDE_LIMITS,
  PASSWORD_LOGIN_LIMITS,
  SMS_OUTBOX_TTL_MS,
  windowStart,
} from './sign-in-limits';
import { OTP_SEND_LIMITS, OTP_TTL_MS } from './sign-in-policy';

describe('sign-in limits', () => {
  it.each([
    ['2026-01-01T10:14:59.999Z', 15 * 60_000, '2026-01-01T10:00:00.000Z'],
    ['2026-01-01T10:15:00.000Z', 15 * 60_000, '2026-01-01T10:15:00.000Z'],
    ['2026-01-01T10:59:00.000Z', 60 * 60_000, '2026-01-01T10:00:00.000Z'],
  ])('the window holding %s (%i ms) starts at %s', (now, windowMs, start) => {
    expect(windowStart(new Date(now), windowMs).toISOString()).toBe(start);
  });

  it('keeps an account tighter than an address, and an address above one mobile', () => {
    expect(PASSWORD_LOGIN_LIMITS.perAccount.limit).toBeLessThan(PASSWORD_LOGIN_LIMITS.perAddress.limit);
    expect(OTP_SEND_WIDE_LIMITS.perAddress.limit).toBeGreaterThan(OTP_SEND_LIMITS[0].max);
  });

  it('keeps texts no longer than a few code lifetimes', () => {
    expect(SMS_OUTBOX_TTL_MS).toBeGreaterThanOrEqual(OTP_TTL_MS);
    expect(SMS_OUTBOX_TTL_MS).toBeLessThanOrEqual(3 * OTP_TTL_MS);
  });
});
