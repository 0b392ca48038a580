import type { PersonDetail, walletAdjustmentBody, walletListQuery } from '@store/contract/admin';
import type { Db } from '@store/db';
import { assertWalletCreditAllowed, DomainError, formatInr, walletAdjustmentAmount } from '@store/domain';
import type { z } from 'zod';
import { insertWalletTransaction, ledgerOf, lockWallet, walletBalance } from '../../wallet/wallet.repository';
import { toWalletRow } from '../../wallet/wallet.service';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { pageWindow } from '../paging';
import { findPerson, orderCountOf } from './people.repository';
import { toPerson } from './people.service';

async function personOrMissing(db: Db, userId: number) {
  const user = await findPerson(db, userId);
  if (!user) throw new DomainError('NOT_FOUND', `User ${userId} was not found`);
  return user;
}

/** GET /admin/v1/people/{id}: the person, their wallet balance and how many orders they placed. */
export async function personDetail(db: Db, userId: number): Promise<PersonDetail> {
  const user = await personOrMissing(db, userId);
  const [balance, orders] = await Promise.all([walletBalance(db, userId), orderCountOf(db, userId)]);
  return { ...toPerson(user), wallet_balance: balance, order_count: orders };
}

/** GET /admin/v1/people/{id}/wallet: the wallet's ledger (the store's own), newest first. */
export async function walletOf(db: Db, userId: number, query: z.output<typeof walletListQuery>) {
  await personOrMissing(db, userId);
  const [{ rows, total }, balance] = await Promise.all([
    ledgerOf(db, userId, pageWindow(query)),
    walletBalance(db, userId),
  ]);
  return {
    balance,
    total,
    items: rows.map(toWalletRow),
  };
}

/**
 * POST /admin/v1/people/{id}/wallet: an operator credits or debits a customer's wallet, with the
 * reason the customer reads in their ledger. Under the wallet's lock (the one checkout takes), so
 * a debit never takes the balance below zero however it races a checkout (a 400 naming `amount`);
 * audited with the balance before and after. A credit never goes to the operator's own wallet or
 * another operator's (a 403). A refusal writes nothing.
 */
export async function adjustWallet(
  db: Db,
  operator: Operator,
  userId: number,
  body: z.output<typeof walletAdjustmentBody>,
  now: Date,
): Promise<PersonDetail> {
  await audited(db, { userId: operator.userId, now }, async (tx) => {
    const user = await personOrMissing(tx, userId);
    assertWalletCreditAllowed({ kind: body.kind, operatorId: operator.userId, userId, userRole: user.role });
    await lockWallet(tx, userId);
    const before = await walletBalance(tx, userId);
    const amount = walletAdjustmentAmount({ kind: body.kind, amount: body.amount, balance: before });
    await insertWalletTransaction(tx, {
      userId,
      amount,
      kind: 'adjustment',
      orderId: null,
      note: body.reason,
      createdAt: now,
    });
    const name = `${user.firstName} ${user.lastName}`.trim() || `User #${userId}`;
    const verb = body.kind === 'credit' ? 'credited to' : 'debited from';
    return {
      result: undefined,
      audit: {
        action: 'user.wallet',
        subject: { type: 'user', id: userId },
        summary: `${formatInr(body.amount)} ${verb} ${name}'s wallet (${body.reason})`,
        before: { balance: before },
        after: { balance: before + amount },
      },
    };
  });
  return personDetail(db, userId);
}
