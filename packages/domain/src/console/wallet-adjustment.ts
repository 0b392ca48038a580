import { isOperator } from '../accounts/roles';
import { DomainError, validationError } from '../errors/domain-error';
import { formatInr } from '../format/inr';

/** An operator's manual change of a customer's wallet: money in, or money out. */
export const WALLET_ADJUSTMENTS = ['credit', 'debit'] as const;
export type WalletAdjustment = (typeof WALLET_ADJUSTMENTS)[number];

/**
 * The ledger row's signed amount of an operator's credit or debit. A debit never takes the
 * balance below zero (a 400 naming `amount` and what there is); nothing is written.
 */
export function walletAdjustmentAmount(change: {
  kind: WalletAdjustment;
  amount: number;
  balance: number;
}): number {
  if (change.kind === 'credit') return change.amount;
  if (change.amount > change.balance) {
    const message = `The wallet holds ${formatInr(change.balance)}: a debit cannot take it below zero.`;
    throw validationError({ amount: message }, message);
  }
  return -change.amount;
}

/**
 * An operator's credit goes only to a customer's (or agent's, or vendor's) wallet: never to their
 * own, nor to another operator's, where two colleagues could pay each other (a 403 with its code).
 * A debit is not money made, so it is not refused here.
 */
export function assertWalletCreditAllowed(change: {
  kind: WalletAdjustment;
  operatorId: number;
  userId: number;
  userRole: string;
}): void {
  if (change.kind !== 'credit') return;
  if (change.operatorId === change.userId || isOperator(change.userRole))
    throw new DomainError('WALLET_CREDIT_REFUSED');
}

/**
 * The four eyes on console credits, in whole rupees. An ops operator credits at most
 * OPS_CREDIT_MAX at once and OPS_CREDIT_DAY_MAX in any 24 hours on their own; an admin at most
 * ADMIN_CREDIT_MAX at once. Anything more waits as a request that another admin approves.
 */
export const OPS_CREDIT_MAX = 5_000;
export const OPS_CREDIT_DAY_MAX = 20_000;
export const ADMIN_CREDIT_MAX = 25_000;
export const CREDIT_DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a credit needs a second admin: `creditedToday` is the operator's credits of the last 24 hours. */
export function creditNeedsApproval(credit: {
  role: 'ops' | 'admin';
  amount: number;
  creditedToday: number;
}): boolean {
  if (credit.role === 'admin') return credit.amount > ADMIN_CREDIT_MAX;
  return credit.amount > OPS_CREDIT_MAX || credit.creditedToday + credit.amount > OPS_CREDIT_DAY_MAX;
}

/** A request for a credit is decided by an admin who did not ask for it (a 403 with its code). */
export function assertSecondPair(decision: { deciderId: number; requesterId: number }): void {
  if (decision.deciderId === decision.requesterId) throw new DomainError('FOUR_EYES_REQUIRED');
}
