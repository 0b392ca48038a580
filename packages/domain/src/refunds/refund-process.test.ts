import { describe, expect, it } from 'vitest';
import {
  canRefundMove,
  decideRefund,
  hasRefundInFlight,
  isRefundInFlight,
  REFUND_CHECK_AFTER_MS,
  REFUND_MAX_FAILURES,
  REFUND_STATES,
  REFUND_TRANSITIONS,
  type RefundEvent,
  type RefundState,
  refundRetryDelayMs,
} from './refund-process';

describe('the refund transition table', () => {
  it.each<[RefundState, RefundState, boolean]>([
    ['pending', 'requested', true],
    ['pending', 'processed', true],
    ['pending', 'failed', true],
    ['pending', 'pending', true],
    ['requested', 'requested', true],
    ['requested', 'processed', true],
    ['requested', 'failed', true],
    ['requested', 'pending', false],
    ['processed', 'failed', false],
    ['failed', 'processed', false],
    ['failed', 'pending', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canRefundMove(from, to)).toBe(allowed);
  });

  it('ends in processed or failed, and names only known states', () => {
    const finals = REFUND_STATES.filter((s) => REFUND_TRANSITIONS[s].length === 0);
    expect(finals).toEqual(['processed', 'failed']);
    for (const to of Object.values(REFUND_TRANSITIONS).flat()) expect(REFUND_STATES).toContain(to);
  });

  it('counts pending and requested as on their way, and only those', () => {
    expect(REFUND_STATES.filter(isRefundInFlight)).toEqual(['pending', 'requested']);
    expect(hasRefundInFlight([{ status: 'processed' }, { status: 'requested' }])).toBe(true);
    expect(hasRefundInFlight([{ status: 'processed' }, { status: 'failed' }])).toBe(false);
    expect(hasRefundInFlight([])).toBe(false);
  });
});

describe('what a refund event leads to', () => {
  const pending = { status: 'pending' as const, tries: 0 };
  const requested = { status: 'requested' as const, tries: 0 };

  it('is requested once the provider takes it, and asked about if no webhook comes', () => {
    expect(decideRefund(pending, { type: 'requested' })).toMatchObject({
      ok: true,
      to: 'requested',
      nextTryInMs: REFUND_CHECK_AFTER_MS,
    });
    expect(decideRefund(requested, { type: 'still_pending' })).toMatchObject({
      ok: true,
      to: 'requested',
      nextTryInMs: REFUND_CHECK_AFTER_MS,
    });
  });

  it('stays pending after a try that did not reach the provider, waiting longer each time', () => {
    expect(decideRefund({ status: 'pending', tries: 2 }, { type: 'try_failed' })).toEqual({
      ok: true,
      from: 'pending',
      to: 'pending',
      tries: 3,
      nextTryInMs: refundRetryDelayMs(3),
    });
    // Not asked this pass: no try counted.
    expect(decideRefund({ status: 'pending', tries: 2 }, { type: 'deferred' })).toMatchObject({
      to: 'pending',
      tries: 2,
      nextTryInMs: refundRetryDelayMs(1),
    });
  });

  it('is retried as a new refund after a failure, and left to the operators after the last', () => {
    expect(decideRefund(requested, { type: 'failed', failedBefore: 0 })).toMatchObject({
      to: 'failed',
      afterFailure: { retry: { afterMs: refundRetryDelayMs(1), failures: 1 } },
    });
    expect(decideRefund(pending, { type: 'failed', failedBefore: 1 })).toMatchObject({
      afterFailure: { retry: { afterMs: refundRetryDelayMs(2), failures: 2 } },
    });
    expect(decideRefund(requested, { type: 'failed', failedBefore: REFUND_MAX_FAILURES - 1 })).toMatchObject({
      to: 'failed',
      afterFailure: { escalate: { failures: REFUND_MAX_FAILURES } },
    });
  });

  it('changes nothing once final: a webhook twice or late is not a fault', () => {
    const events: RefundEvent[] = [
      { type: 'processed' },
      { type: 'failed', failedBefore: 0 },
      { type: 'requested' },
      { type: 'try_failed' },
    ];
    for (const status of ['processed', 'failed'] as const)
      for (const event of events)
        expect(decideRefund({ status, tries: 0 }, event)).toMatchObject({ ok: false, settled: true });
  });

  it('refuses an event out of its place (a fault of the caller, not a late word)', () => {
    expect(decideRefund(requested, { type: 'try_failed' })).toMatchObject({ ok: false, settled: false });
    expect(decideRefund(pending, { type: 'still_pending' })).toMatchObject({ ok: false, settled: false });
    expect(decideRefund(requested, { type: 'requested' })).toMatchObject({ ok: false, settled: false });
  });
});

describe('retries wait longer each time, up to an hour', () => {
  it.each([
    [1, 60_000],
    [2, 120_000],
    [5, 960_000],
    [7, 3_600_000],
    [30, 3_600_000],
  ])('try %s waits %s ms', (tries, ms) => {
    expect(refundRetryDelayMs(tries)).toBe(ms);
  });
});
