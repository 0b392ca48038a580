import type { Db } from '@store/db';
import { insertWalletTransaction, type ledgerOf } from './wallet.repository';

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
