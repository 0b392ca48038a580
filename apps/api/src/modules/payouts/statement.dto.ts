import type { PayoutLine, PayoutStatement } from '@store/contract';
import { payoutWeekEnd } from '@store/domain';
import type { linesOf, StatementRow } from './payouts.repository';

type Listed = { statement: StatementRow; vendorName: string; total: number; lines: number };

/** A statement as every caller sees it; a paid one shows the total it was paid. */
export function toStatement({ statement, vendorName, total, lines }: Listed): PayoutStatement {
  return {
    id: statement.id,
    vendor: { id: statement.vendorId, name: vendorName },
    week_start: statement.weekStart,
    week_end: payoutWeekEnd(statement.weekStart),
    status: statement.paidAt ? 'paid' : 'open',
    total: statement.paidTotal ?? total,
    line_count: lines,
    paid_on: statement.paidOn,
    bank_reference: statement.bankReference,
    paid_at: statement.paidAt?.toISOString() ?? null,
  };
}

export function toLine({
  line,
  experienceName,
  slotDate,
}: Awaited<ReturnType<typeof linesOf>>[number]): PayoutLine {
  return {
    kind: line.kind,
    order_id: line.orderId,
    refund_id: line.refundId,
    experience: experienceName,
    slot_date: slotDate,
    occurred_at: line.occurredAt.toISOString(),
    base: line.base,
    commission_percent: line.commissionPercent,
    commission: line.commission,
    amount: line.amount,
  };
}
