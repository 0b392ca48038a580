import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSessionLive,
  loginGreeting,
  OTP_MAX_GUESSES,
  OTP_PATTERN,
  otpSendRetryAt,
  otpVerdict,
  SESSION_IDLE_MS,
  tooManyCodesMessage,
  tryAgainIn,
} from './sign-in-policy';

const NOW = new Date('2026-12-01T04:30:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('otpSendRetryAt', () => {
  it.each<[string, number[], boolean]>([
    ['no code yet', [], true],
    ['two in 15 minutes', [1, 10], true],
    ['three in 15 minutes', [1, 5, 14], false],
    ['three, the oldest 15 minutes ago', [1, 5, 15], true],
    ['nine today', [20, 40, 60, 80, 100, 120, 140, 160, 180], true],
    ['ten today', [20, 40, 60, 80, 100, 120, 140, 160, 180, 1000], false],
    ['ten, the oldest a day ago', [20, 40, 60, 80, 100, 120, 140, 160, 180, 1440], true],
  ])('%s: %s', (_, minutesAgo, allowed) => {
    expect(otpSendRetryAt(minutesAgo.map(ago), NOW) === null).toBe(allowed);
  });

  it('never allows a fourth code within any 15 minutes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 14 }), { minLength: 3, maxLength: 20 }), (minutes) => {
        expect(otpSendRetryAt(minutes.map(ago), NOW)).not.toBeNull();
      }),
    );
  });
});

describe('when to try again', () => {
  it('is when the oldest code that fills a window leaves it', () => {
    expect(otpSendRetryAt([1, 5, 14].map(ago), NOW)).toEqual(ago(14 - 15));
    const tenToday = [20, 40, 60, 80, 100, 120, 140, 160, 180, 1000].map(ago);
    expect(otpSendRetryAt(tenToday, NOW)).toEqual(ago(1000 - 1440));
  });

  it('says it in minutes, or hours when long', () => {
    expect(tryAgainIn(30_000)).toBe('in 1 minute');
    expect(tryAgainIn(12 * 60_000)).toBe('in 12 minutes');
    expect(tryAgainIn(440 * 60_000)).toBe('in about 7 hours');
    expect(tooManyCodesMessage(new Date(NOW.getTime() + 60_000 * 9.5), NOW)).toBe(
      'Too many OTPs sent to this number. Please try again in 10 minutes.',
    );
  });
});

describe('otpVerdict', () => {
  const fresh = { expiresAt: new Date(NOW.getTime() + 60_000), usedAt: null, guesses: 0 };
  it.each<[string, Parameters<typeof otpVerdict>[0], string]>([
    ['a fresh code', fresh, 'usable'],
    ['no code', undefined, 'expired'],
    ['a code past its 5 minutes', { ...fresh, expiresAt: NOW }, 'expired'],
    ['a used code', { ...fresh, usedAt: ago(1) }, 'expired'],
    ['four wrong guesses', { ...fresh, guesses: OTP_MAX_GUESSES - 1 }, 'usable'],
    ['five wrong guesses', { ...fresh, guesses: OTP_MAX_GUESSES }, 'locked'],
  ])('%s is %s', (_, code, verdict) => {
    expect(otpVerdict(code, NOW)).toBe(verdict);
  });
});

describe('isSessionLive', () => {
  const live = {
    createdAt: ago(60),
    lastSeenAt: ago(1),
    expiresAt: new Date(NOW.getTime() + 1000),
    revokedAt: null,
  };
  it.each<[string, Parameters<typeof isSessionLive>[0], boolean]>([
    ['a session in use', live, true],
    ['a revoked session', { ...live, revokedAt: ago(0) }, false],
    ['a session past its absolute expiry', { ...live, expiresAt: NOW }, false],
    ['a session idle too long', { ...live, lastSeenAt: new Date(NOW.getTime() - SESSION_IDLE_MS) }, false],
  ])('%s: %s', (_, session, expected) => {
    expect(isSessionLive(session, NOW)).toBe(expected);
  });
});

describe('loginGreeting', () => {
  it.each([
    ['Neha', 'Welcome Neha, you have successfully logged in'],
    ['', 'You have successfully logged in!'],
    [null, 'You have successfully logged in!'],
  ])('%s', (name, text) => {
    expect(loginGreeting(name)).toBe(text);
  });
});

describe('OTP_PATTERN', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    [' 123456', false],
  ])('%j: %s', (code, valid) => {
    expect(OTP_PATTERN.test(code)).toBe(valid);
  });
});
