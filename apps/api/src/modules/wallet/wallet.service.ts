import type { Db } from '@store/db';
import { formatInr, heldByUnpaidOrder } from '@store/domain';
import { unpaidWithWallet } from '../order-core/orders.repository';
import { insertWalletTransaction, type ledgerOf, walletBalance } from './wallet.repository';

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

/**
 * POST /v2/user/balance: the ledger's sum, and the money unpaid orders hold (it comes back when the
 * hold ends, or at once when the customer books that same slot again), so checkout can say so.
 */
export async function walletWithHolds(db: Db, userId: number) {
  const [balance, unpaid] = await Promise.all([walletBalance(db, userId), unpaidWithWallet(db, userId)]);
  return {
    wallet_money: balance,
    held: unpaid.flatMap((o) =>
      o.holdExpiresAt === null
        ? []
        : [
            {
              order_id: o.id,
              amount: o.cashUsed,
              until: o.holdExpiresAt.toISOString(),
              experience_id: o.experienceId,
              date: o.date,
              slot_id: o.slotId,
              message: heldByUnpaidOrder(`${formatInr(o.cashUsed)} of your wallet money`, {
                orderId: o.id,
                until: o.holdExpiresAt,
                timeZone: o.timeZone,
              }),
            },
          ],
    ),
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
