import type { PayoutStatementDetail, VendorStatements } from '@store/contract';
import type { Db } from '@store/db';
import { DEFAULT_COMMISSION_PERCENT, DomainError, markPaidRefusal } from '@store/domain';
import { readStatementsToken } from '../links';
import {
  linesOf,
  markStatementPaid,
  type StatementFilter,
  setExperienceCommission,
  setVendorCommission,
  statementById,
  statements,
  statementsOfVendor,
  vendorName,
} from './payouts.repository';
import { toLine, toStatement } from './statement.dto';

const notFound = () => new DomainError('NOT_FOUND', 'No such statement.');

/** Statements by week, vendor and status, newest week first. */
export async function listStatements(
  db: Db,
  filter: StatementFilter,
  page: { page: number; perPage: number },
) {
  const found = await statements(db, filter, { limit: page.perPage, offset: (page.page - 1) * page.perPage });
  return { items: found.items.map(toStatement), total: found.total };
}

/** One statement with its lines. */
export async function statementDetail(db: Db, id: number): Promise<PayoutStatementDetail> {
  const row = await statementById(db, id);
  if (!row) throw notFound();
  return { ...toStatement(row), lines: (await linesOf(db, id)).map(toLine) };
}

export type Payment = { bankReference: string; paidOn: string };

/**
 * Marks a statement paid, in the caller's transaction (the console audits it there). The row is
 * locked first: of two operators marking it at once, one pays it and the other is told it is paid.
 */
export async function markPaid(tx: Db, id: number, payment: Payment, by: number, now: Date) {
  const row = await statementById(tx, id, true);
  if (!row) throw notFound();
  const refusal = markPaidRefusal({ paid: row.statement.paidAt !== null, total: row.total });
  if (refusal) throw new DomainError(refusal);
  const paid = { paidAt: now, paidOn: payment.paidOn, bankReference: payment.bankReference, paidBy: by };
  if (!(await markStatementPaid(tx, id, { ...paid, paidTotal: row.total })))
    throw new DomainError('PAYOUT_ALREADY_PAID');
  return { before: toStatement(row), after: await statementDetail(tx, id) };
}

/** The vendor's latest statements, from their signed link; never another vendor's. */
export async function vendorStatementsByLink(
  db: Db,
  link: { secret: string; token: string },
  now: Date,
): Promise<VendorStatements> {
  const read = readStatementsToken(link.secret, link.token);
  const name = read && read.expiresAt > now ? await vendorName(db, read.vendorId) : undefined;
  if (!read || name === undefined)
    throw new DomainError('PAYOUT_LINK_INVALID', undefined, { token: 'This statements link is not valid.' });
  const rows = await statementsOfVendor(db, read.vendorId);
  const details = await Promise.all(
    rows.map(async (row) => ({
      ...toStatement(row),
      lines: (await linesOf(db, row.statement.id)).map(toLine),
    })),
  );
  return { vendor: { id: read.vendorId, name }, statements: details };
}

type Subject = 'vendor' | 'experience';

/** Sets a vendor's or an experience's commission in the caller's transaction; what it was and is. */
export async function setCommission(tx: Db, subject: Subject, id: number, percent: number | null) {
  const before = await (subject === 'vendor' ? setVendorCommission : setExperienceCommission)(
    tx,
    id,
    percent,
  );
  if (!before) throw new DomainError('NOT_FOUND', `No such ${subject}.`);
  return {
    before: before.percent,
    after: { id, commission_percent: percent, default_percent: DEFAULT_COMMISSION_PERCENT },
  };
}
