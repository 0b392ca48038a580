import type { PayoutStatementDetail } from '@store/contract';
import type { ConsolePayoutStatement } from '@store/contract/console';
import type { Db } from '@store/db';
import { csvLine, formatInr } from '@store/domain';
import { statementsPath } from '../../links';
import { buildStatements, markPaid, type Payment, setCommission, statementDetail } from '../../payouts';
import { type Actor, audited } from '../audit/audited';

const withLink = (secret: string, statement: PayoutStatementDetail, now: Date): ConsolePayoutStatement => ({
  ...statement,
  statements_path: statementsPath(secret, statement.vendor.id, now),
});

/** One statement with its lines and the vendor's statements link. */
export async function payoutDetail(db: Db, secret: string, id: number, now: Date) {
  return withLink(secret, await statementDetail(db, id), now);
}

/** Brings the statements up to date now (the job does it every quarter hour), audited. */
export async function buildPayouts(db: Db, actor: Actor) {
  const report = await buildStatements(db, actor.now);
  return audited(db, actor, async () => ({
    result: { order_lines: report.orderLines, refund_lines: report.refundLines },
    audit: {
      action: 'payout.build',
      subject: { type: 'payouts', id: 'all' },
      summary: `${report.orderLines} order lines, ${report.refundLines} refund lines`,
      after: { ...report },
    },
  }));
}

/** Marks a statement paid with the bank's reference and day, audited; frozen from then on. */
export async function markPayoutPaid(db: Db, secret: string, actor: Actor, id: number, payment: Payment) {
  const after = await audited(db, actor, async (tx) => {
    const { before, after } = await markPaid(tx, id, payment, actor.userId, actor.now);
    return {
      result: after,
      audit: {
        action: 'payout.mark_paid',
        subject: { type: 'payout_statement', id },
        summary: `${after.vendor.name}, week of ${after.week_start}: ${formatInr(after.total)} paid, UTR ${payment.bankReference}`,
        before: { status: before.status },
        after: {
          status: after.status,
          total: after.total,
          paid_on: payment.paidOn,
          bank_reference: payment.bankReference,
        },
      },
    };
  });
  return withLink(secret, after, actor.now);
}

/** Sets a vendor's or an experience's commission, audited. */
export async function changeCommission(
  db: Db,
  actor: Actor,
  subject: 'vendor' | 'experience',
  id: number,
  percent: number | null,
) {
  return audited(db, actor, async (tx) => {
    const { before, after } = await setCommission(tx, subject, id, percent);
    const said = (p: number | null) => (p === null ? 'default' : `${p}%`);
    return {
      result: after,
      audit: {
        action: subject === 'vendor' ? 'vendor.commission' : 'experience.commission',
        subject: { type: subject, id },
        summary: `commission ${said(before)} → ${said(percent)}`,
        before: { commission_percent: before },
        after: { commission_percent: percent },
      },
    };
  });
}

const HEADER = [
  'Week',
  'Vendor',
  'Order',
  'Line',
  'Experience',
  'Slot date',
  'On',
  'Base',
  'Commission %',
  'Commission',
  'Vendor share',
];

/** A statement as CSV: its lines, then its total. */
export async function payoutCsv(db: Db, id: number): Promise<string> {
  const s = await statementDetail(db, id);
  const lines = s.lines.map((l) =>
    csvLine([
      s.week_start,
      s.vendor.name,
      l.order_id,
      l.kind,
      l.experience,
      l.slot_date,
      l.occurred_at.slice(0, 10),
      l.base,
      l.commission_percent,
      l.commission,
      l.amount,
    ]),
  );
  const total = csvLine([
    s.week_start,
    s.vendor.name,
    null,
    'total',
    null,
    null,
    null,
    null,
    null,
    null,
    s.total,
  ]);
  return [csvLine(HEADER), ...lines, total].join('');
}
