import { describe, expect, it } from 'vitest';
import { type CancellationPolicy, DEFAULT_CANCELLATION_POLICY } from './cancellation-policy';
import { cancellationPolicyProblems, refundSchedule, refundStepLines } from './cancellation-schedule';

const policy = (
  fullRefundHours: number,
  lateRefundPercent: number,
  cutoffHours: number,
): CancellationPolicy => ({
  fullRefundHours,
  lateRefundPercent,
  cutoffHours,
});

describe('an experience policy as the refund steps a customer reads', () => {
  it.each([
    [
      'the default',
      DEFAULT_CANCELLATION_POLICY,
      [
        [24, 100],
        [3, 50],
        [0, 0],
      ],
    ],
    [
      '48 h free, 25% until 12 h',
      policy(48, 25, 12),
      [
        [48, 100],
        [12, 25],
        [0, 0],
      ],
    ],
    [
      'no late share',
      policy(48, 0, 12),
      [
        [48, 100],
        [0, 0],
      ],
    ],
    [
      'free until the slot',
      policy(0, 0, 0),
      [
        [0, 100],
        [0, 0],
      ],
    ],
  ])('%s', (_name, p, steps) => {
    expect(refundSchedule(p).map((s) => [s.fromHours, s.percent])).toEqual(steps);
  });
});

describe('what is wrong with a policy, by field', () => {
  it.each([
    ['the default', DEFAULT_CANCELLATION_POLICY, []],
    ['48 h free, 50% until 24 h', policy(48, 50, 24), []],
    ['a full refund right up to the cut-off', policy(24, 100, 3), []],
    ['a cut-off at the free window (the share would jump back up)', policy(24, 50, 24), ['cutoff_hours']],
    ['a cut-off before the free window ends', policy(24, 50, 48), ['cutoff_hours']],
    ['a share above 100', policy(48, 120, 3), ['late_refund_percent']],
    ['a share below 0', policy(48, -1, 3), ['late_refund_percent']],
    ['a part of a percent', policy(48, 12.5, 3), ['late_refund_percent']],
    ['hours below zero', policy(-1, 50, 0), ['full_refund_hours']],
    ['a cut-off below zero', policy(24, 50, -2), ['cutoff_hours']],
    ['more than a year', policy(9000, 50, 3), ['full_refund_hours']],
  ])('%s', (_name, p, fields) => {
    expect(Object.keys(cancellationPolicyProblems(p)).sort()).toEqual(fields);
  });
});

describe('the steps as the store says them', () => {
  it.each([
    [
      'the default',
      DEFAULT_CANCELLATION_POLICY,
      [
        '24 hours or more before the slot: a full refund',
        '3 hours or more before the slot: 50% back',
        'Less than 3 hours before the slot: no refund, and no changes',
      ],
    ],
    [
      'no late share',
      policy(48, 0, 12),
      [
        '48 hours or more before the slot: a full refund',
        'Less than 48 hours before the slot: no refund, and no changes',
      ],
    ],
    ['free until the slot', policy(0, 0, 0), ['Until the slot starts: a full refund']],
  ])('%s', (_name, p, lines) => {
    expect(refundStepLines(refundSchedule(p))).toEqual(lines);
  });
});
