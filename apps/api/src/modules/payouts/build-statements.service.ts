import type { Db } from '@store/db';
import { addDays, commissionPercent, orderShare, payoutWeekOf, refundTakeBack } from '@store/domain';
import { withLease } from '../leases';
import {
  addLine,
  completedOrdersOwed,
  lockedStatement,
  type PayoutLineDraft,
  refundsOwed,
} from './payouts.repository';

const BATCH = 200;
const LEASE_MS = 120_000;

export type BuildReport = { orderLines: number; refundLines: number };

/**
 * Adds a line to the vendor's statement of the week it happened in or, when that statement is paid
 * already (a refund after the payout, a booking completed after an early payout), to the vendor's
 * next week whose statement is still open: a paid statement is frozen. Each statement's row is
 * locked as it is read, so a line and marking its statement paid never cross.
 */
async function lineUp(db: Db, vendorId: number, line: PayoutLineDraft, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    let week = payoutWeekOf(line.occurredAt);
    let statement = await lockedStatement(tx, vendorId, week, now);
    while (statement.paidAt) {
      week = addDays(week, 7);
      statement = await lockedStatement(tx, vendorId, week, now);
    }
    return addLine(tx, statement.id, line);
  });
}

/**
 * Brings every vendor's statements up to date: each completed booking's share in the week it was
 * completed, then each refund processed since of an order already on a statement as a negative line.
 * Each line is written once whoever builds at the same time (unique per order and per refund).
 */
export async function buildStatements(db: Db, now: Date): Promise<BuildReport> {
  const report: BuildReport = { orderLines: 0, refundLines: 0 };
  for (;;) {
    const owed = await completedOrdersOwed(db, BATCH);
    for (const order of owed) {
      const percent = commissionPercent({ experience: order.experiencePercent, vendor: order.vendorPercent });
      const share = orderShare(order, percent);
      const line = {
        orderId: order.orderId,
        kind: 'order' as const,
        base: share.base,
        commissionPercent: percent,
        commission: share.commission,
        amount: share.share,
        occurredAt: order.completedAt,
      };
      if (await lineUp(db, order.vendorId, line, now)) report.orderLines += 1;
    }
    if (owed.length < BATCH) break;
  }
  for (;;) {
    const owed = await refundsOwed(db, BATCH);
    for (const refund of owed) {
      const share = refundTakeBack(refund.refunded, refund.percent, refund.shareLeft);
      const line = {
        orderId: refund.orderId,
        refundId: refund.refundId,
        kind: 'refund' as const,
        base: share.base,
        commissionPercent: refund.percent,
        commission: share.commission,
        amount: share.share,
        occurredAt: refund.settledAt ?? now,
      };
      if (await lineUp(db, refund.vendorId, line, now)) report.refundLines += 1;
    }
    if (owed.length < BATCH) break;
  }
  return report;
}

/** The job's pass: one process at a time across the API's processes. */
export async function buildStatementsOnce(db: Db, now: Date): Promise<BuildReport> {
  return (
    (await withLease(db, 'build-payout-statements', LEASE_MS, now, () => buildStatements(db, now))) ?? {
      orderLines: 0,
      refundLines: 0,
    }
  );
}
