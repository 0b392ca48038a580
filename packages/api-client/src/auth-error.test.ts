import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR_RELOAD_DELAY_MS, createAuthErrorHandler } from './auth-error';

describe('createAuthErrorHandler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears the session and flags at once, and reloads once after 1.5 s however many calls fail', () => {
    const log: string[] = [];
    const onAuthError = createAuthErrorHandler({
      clearSession: () => log.push('clear'),
      setAuthErrorFlag: (info) => log.push(`flag ${info.status}`),
      reload: () => log.push('reload'),
    });
    onAuthError({ status: 401, code: 'UNAUTHORIZED', message: 'Invalid token' });
    onAuthError({ status: 403, code: 'FORBIDDEN', message: 'Forbidden' });
    expect(AUTH_ERROR_RELOAD_DELAY_MS).toBe(1500);
    expect(log).toEqual(['clear', 'flag 401', 'clear', 'flag 403']);
    vi.advanceTimersByTime(1499);
    expect(log).not.toContain('reload');
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(10_000);
    expect(log.filter((entry) => entry === 'reload')).toHaveLength(1);
  });
});
