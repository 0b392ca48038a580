import { describe, expect, it } from 'vitest';
import {
  OTP_SEND_WIDE_LIMITS,
  PASSWORD_DELAYS,
  passwordDelayMs,
  passwordWaitMessage,
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

  it('keeps an address above one mobile', () => {
    expect(OTP_SEND_WIDE_LIMITS.perAddress.limit).toBeGreaterThan(OTP_SEND_LIMITS[0].max);
  });

  it('lets a few password attempts through, then doubles the wait up to its cap, never a lock', () => {
    const free = PASSWORD_DELAYS.freeAttempts;
    expect(passwordDelayMs(free - 1)).toBe(0);
    expect([free, free + 1, free + 2, free + 3].map(passwordDelayMs)).toEqual([
      15_000, 30_000, 60_000, 120_000,
    ]);
    expect(passwordDelayMs(free + 5)).toBe(PASSWORD_DELAYS.maxDelayMs);
    expect(passwordDelayMs(10_000)).toBe(PASSWORD_DELAYS.maxDelayMs);
  });

  it('tells the wait in words a person reads', () => {
    expect(passwordWaitMessage(14_200)).toContain('try again in 15 seconds');
    expect(passwordWaitMessage(150_000)).toContain('try again in 3 minutes, or log in with an OTP');
  });

  it('keeps texts no longer than a few code lifetimes', () => {
    expect(SMS_OUTBOX_TTL_MS).toBeGreaterThanOrEqual(OTP_TTL_MS);
    expect(SMS_OUTBOX_TTL_MS).toBeLessThanOrEqual(3 * OTP_TTL_MS);
  });
});
