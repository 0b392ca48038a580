import { isOperator } from '../accounts/roles';
import { DomainError, validationError } from '../errors/domain-error';
import { formatInr } from '../format/inr';

/** An operator's manual change of a customer's wallet (issue 16, item 4): money in, or money out. */
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
