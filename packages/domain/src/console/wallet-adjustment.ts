import { validationError } from '../errors/domain-error';
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
