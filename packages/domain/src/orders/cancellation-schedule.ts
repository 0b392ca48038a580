import type { FieldErrors } from '../errors/domain-error';
import type { CancellationPolicy } from './cancellation-policy';

/** The longest notice a policy may ask, in hours: a year. */
export const MAX_POLICY_HOURS = 8760;

/** One step of a refund schedule: from this many hours before the slot, this percent comes back. */
export type RefundStep = { readonly fromHours: number; readonly percent: number };

/**
 * A policy as the steps a customer reads, farthest first: the full refund, the late share, then
 * nothing (and no change at all) in the last hours. A late share of 0 or a cut-off at the free
 * window's end leaves its step out, so no two steps say the same.
 */
export function refundSchedule(policy: CancellationPolicy): RefundStep[] {
  const steps: RefundStep[] = [{ fromHours: policy.fullRefundHours, percent: 100 }];
  if (policy.cutoffHours < policy.fullRefundHours && policy.lateRefundPercent > 0)
    steps.push({ fromHours: policy.cutoffHours, percent: policy.lateRefundPercent });
  steps.push({ fromHours: 0, percent: 0 });
  return steps;
}

/**
 * The steps as the store's experience page says them, farthest first: what comes back from each
 * point on, then what the last hours allow (nothing, and no change).
 */
export function refundStepLines(steps: readonly RefundStep[]): string[] {
  const paying = steps.filter((s) => s.percent > 0);
  const lines = paying.map(
    (s) =>
      `${s.fromHours === 0 ? 'Until the slot starts' : `${s.fromHours} hours or more before the slot`}: ${
        s.percent === 100 ? 'a full refund' : `${s.percent}% back`
      }`,
  );
  const last = paying.at(-1);
  if (last && last.fromHours > 0)
    lines.push(`Less than ${last.fromHours} hours before the slot: no refund, and no changes`);
  return lines;
}

const wholeIn = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * What is wrong with an experience's own policy, by field (empty: nothing). The shares may never
 * rise as the slot nears: the full refund stops before the late share does, so the cut-off is
 * strictly closer to the slot than the end of the free window; hours are whole and not below zero;
 * the late share is a percent.
 */
export function cancellationPolicyProblems(policy: CancellationPolicy): FieldErrors {
  const problems: FieldErrors = {};
  const { fullRefundHours: full, lateRefundPercent: late, cutoffHours: cutoff } = policy;
  if (!wholeIn(full, 0, MAX_POLICY_HOURS))
    problems.full_refund_hours = `full_refund_hours must be whole hours from 0 to ${MAX_POLICY_HOURS}`;
  if (!wholeIn(cutoff, 0, MAX_POLICY_HOURS))
    problems.cutoff_hours = `cutoff_hours must be whole hours from 0 to ${MAX_POLICY_HOURS}`;
  if (!wholeIn(late, 0, 100))
    problems.late_refund_percent = 'late_refund_percent must be a whole percent from 0 to 100';
  if (!problems.full_refund_hours && !problems.cutoff_hours && cutoff >= full)
    problems.cutoff_hours =
      'cutoff_hours must be fewer than full_refund_hours: the refund may not rise as the slot nears';
  return problems;
}
