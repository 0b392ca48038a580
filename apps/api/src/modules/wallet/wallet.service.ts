import type { Db } from '@store/db';
// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _walletRepository from './wallet.repository';

/** A ledger row as the customer's wallet and the console show it, with the balance right after it. */
export function toWalletRow({ row, balance }: Awaited<ReturnType<typeof ledgerOf>>['rows'][number]) {
  return {
    id: row.id,
    amount: row.amount,
    kind: row.kind,
    note: row.note,
    order_id: row.orderId,
    balance,
    created_at: row.createdAt.toISOString(),
  };
}

/** A refund to the wallet is credited: a ledger row with its order, in the refund's transaction. */
export async function creditRefund(
  tx: Db,
  r: { userId: number; amount: number; orderId: number; now: Date },
) {
  await insertWalletTransaction(tx, {
    userId: r.userId,
    amount: r.amount,
    kind: 'refund',
    orderId: r.orderId,
    note: `Refund for order #${r.orderId}`,
    createdAt: r.now,
  });
}

export function insertWalletTransaction(
  ...args: Parameters<typeof _walletRepository.insertWalletTransaction>
) {
  return _walletRepository.insertWalletTransaction(...args);
}

export function ledgerOf(...args: Parameters<typeof _walletRepository.ledgerOf>) {
  return _walletRepository.ledgerOf(...args);
}

export function lockWallet(...args: Parameters<typeof _walletRepository.lockWallet>) {
  return _walletRepository.lockWallet(...args);
}

export function walletBalance(...args: Parameters<typeof _walletRepository.walletBalance>) {
  return _walletRepository.walletBalance(...args);
}
