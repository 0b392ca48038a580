import type { cancellationTermsBody, consoleCancellationTerms } from '@store/contract/console';
import type { Db } from '@store/db';
import {
  type CancellationPolicy,
  cancellationPolicyOf,
  cancellationPolicyProblems,
  DomainError,
  refundSchedule,
  validationError,
} from '@store/domain';
import type { z } from 'zod';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { experienceExists, lockExperience, ownPolicyOf, savePolicy } from './extras.repository';

// An experience's cancellation terms: its own numbers, or the store's default when it has none. The
// cancellation quote reads them with the order on every request, so a change applies at once.

type Terms = z.infer<typeof consoleCancellationTerms>;

const notFound = (id: number) => new DomainError('NOT_FOUND', `Experience ${id} was not found`);

async function termsOf(db: Db, experienceId: number): Promise<Terms> {
  const own = await ownPolicyOf(db, experienceId);
  const policy = cancellationPolicyOf(
    own ?? { fullRefundHours: null, lateRefundPercent: null, cutoffHours: null },
  );
  return {
    full_refund_hours: policy.fullRefundHours,
    late_refund_percent: policy.lateRefundPercent,
    cutoff_hours: policy.cutoffHours,
    own: own !== undefined,
    steps: refundSchedule(policy).map((s) => ({ from_hours: s.fromHours, percent: s.percent })),
  };
}

export async function getCancellationTerms(db: Db, experienceId: number): Promise<Terms> {
  if (!(await experienceExists(db, experienceId))) throw notFound(experienceId);
  return termsOf(db, experienceId);
}

/** PUT …/cancellation-terms (admins): its own numbers, checked by the domain, or the default again. */
export async function changeCancellationTerms(
  db: Db,
  admin: Operator,
  experienceId: number,
  body: z.output<typeof cancellationTermsBody>,
  now: Date,
): Promise<Terms> {
  const policy: CancellationPolicy | null = body.terms && {
    fullRefundHours: body.terms.full_refund_hours,
    lateRefundPercent: body.terms.late_refund_percent,
    cutoffHours: body.terms.cutoff_hours,
  };
  if (policy) {
    const problems = cancellationPolicyProblems(policy);
    const [first] = Object.values(problems);
    if (first)
      throw validationError(
        Object.fromEntries(Object.entries(problems).map(([f, m]) => [`terms.${f}`, m])),
        first,
      );
  }
  return audited(db, { userId: admin.userId, now }, async (tx) => {
    if (!(await lockExperience(tx, experienceId))) throw notFound(experienceId);
    const before = await termsOf(tx, experienceId);
    await savePolicy(tx, experienceId, policy);
    const after = await termsOf(tx, experienceId);
    const words = (t: Terms) =>
      t.steps.map((s) => `${s.percent}% from ${s.from_hours} h`).join(', ') + (t.own ? '' : ' (default)');
    return {
      result: after,
      audit: {
        action: 'experience.cancellation_terms',
        subject: { type: 'experience', id: experienceId },
        summary: `Cancellation terms: ${words(after)}`,
        before: { ...before },
        after: { ...after },
      },
    };
  });
}
