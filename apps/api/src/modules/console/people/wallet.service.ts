import type {
  PersonDetail,
  WalletCredit,
  walletAdjustmentBody,
  walletListQuery,
} from '@store/contract/console';
import type { Db } from '@store/db';
import {
  assertSecondPair,
  assertWalletCreditAllowed,
  CREDIT_DAY_MS,
  creditNeedsApproval,
  DomainError,
  formatInr,
  walletAdjustmentAmount,
} from '@store/domain';
import type { z } from 'zod';
import { insertWalletTransaction, ledgerOf, lockWallet, toWalletRow, walletBalance } from '../../wallet';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { pageWindow } from '../paging';
import { findPerson, orderCountOf } from './people.repository';
import { toPerson } from './people.service';
import {
  creditedSince,
  decideWalletCredit,
  insertWalletCredit,
  lockWalletCredit,
  pendingWalletCredits,
  type WalletCreditRow,
} from './wallet-credits.repository';

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

const toCredit = (row: WalletCreditRow): WalletCredit => ({
  id: row.id,
  user_id: row.userId,
  amount: row.amount,
  reason: row.reason,
  requested_by: row.requestedBy,
  status: row.status,
  decided_by: row.decidedBy,
  created_at: row.createdAt.toISOString(),
});

/**
 * How the audit names a customer: by number. The audit is append-only and outlives an erasure, so
 * it must not hold a person's name; the console shows who the number is while the account lives.
 */
const nameOf = (userId: number) => `customer #${userId}`;

/** Writes the ledger row of a credit or debit under the wallet's lock; the balance before and after. */
async function moveMoney(
  tx: Db,
  userId: number,
  change: { kind: 'credit' | 'debit'; amount: number; reason: string },
  now: Date,
) {
  await lockWallet(tx, userId);
  const before = await walletBalance(tx, userId);
  const amount = walletAdjustmentAmount({ kind: change.kind, amount: change.amount, balance: before });
  await insertWalletTransaction(tx, {
    userId,
    amount,
    kind: 'adjustment',
    orderId: null,
    note: change.reason,
    createdAt: now,
  });
  return { before, after: before + amount };
}

export type WalletChange = { done: PersonDetail } | { pending: WalletCredit };

/**
 * POST /admin/v1/people/{id}/wallet: an operator credits or debits a customer's wallet, with the
 * reason the customer reads in their ledger. Under the wallet's lock (the one checkout takes), so
 * a debit never takes the balance below zero however it races a checkout (a 400 naming `amount`);
 * audited with the balance before and after. A credit never goes to the operator's own wallet or
 * another operator's (a 403); a credit above the operator's cap (per credit, or ops' per 24 hours)
 * is not paid but waits as a request another admin decides. A refusal writes nothing.
 */
export async function adjustWallet(
  db: Db,
  operator: Operator,
  userId: number,
  body: z.output<typeof walletAdjustmentBody>,
  now: Date,
): Promise<WalletChange> {
  const pending = await audited(db, { userId: operator.userId, now }, async (tx) => {
    const user = await personOrMissing(tx, userId);
    assertWalletCreditAllowed({ kind: body.kind, operatorId: operator.userId, userId, userRole: user.role });
    const name = nameOf(userId);
    if (body.kind === 'credit') {
      // Under a lock per operator, so two credits at once cannot both pass the daily cap.
      await lockWallet(tx, -operator.userId);
      const creditedToday = await creditedSince(tx, operator.userId, new Date(now.getTime() - CREDIT_DAY_MS));
      if (creditNeedsApproval({ role: operator.role, amount: body.amount, creditedToday })) {
        const request = await insertWalletCredit(tx, {
          userId,
          amount: body.amount,
          reason: body.reason,
          requestedBy: operator.userId,
          status: 'pending',
          createdAt: now,
        });
        return {
          result: toCredit(request),
          audit: {
            action: 'wallet.request',
            subject: { type: 'user', id: userId },
            summary: `${formatInr(body.amount)} asked for ${name}'s wallet, for an admin to approve (${body.reason})`,
            after: { request: request.id, amount: body.amount },
          },
        };
      }
      await insertWalletCredit(tx, {
        userId,
        amount: body.amount,
        reason: body.reason,
        requestedBy: operator.userId,
        status: 'applied',
        createdAt: now,
      });
    }
    const { before, after } = await moveMoney(tx, userId, body, now);
    const verb = body.kind === 'credit' ? 'credited to' : 'debited from';
    return {
      result: null,
      audit: {
        action: 'user.wallet',
        subject: { type: 'user', id: userId },
        summary: `${formatInr(body.amount)} ${verb} ${name}'s wallet (${body.reason})`,
        before: { balance: before },
        after: { balance: after },
      },
    };
  });
  return pending ? { pending } : { done: await personDetail(db, userId) };
}

/** GET /admin/v1/wallet-credits: the credits waiting for an admin. */
export async function pendingCredits(db: Db) {
  return { items: (await pendingWalletCredits(db)).map(toCredit) };
}

/**
 * POST /admin/v1/wallet-credits/{id}/approve or /decline (admins): another admin than the one who
 * asked decides (a 403 otherwise); a credit decided already is a 409. Approving pays it then.
 */
export async function decideCredit(
  db: Db,
  operator: Operator,
  id: number,
  decision: 'approved' | 'declined',
  now: Date,
): Promise<WalletCredit> {
  return audited(db, { userId: operator.userId, now }, async (tx) => {
    const credit = await lockWalletCredit(tx, id);
    if (!credit) throw new DomainError('NOT_FOUND', `Wallet credit ${id} was not found`);
    assertSecondPair({ deciderId: operator.userId, requesterId: credit.requestedBy });
    if (credit.status !== 'pending')
      throw new DomainError('CREDIT_ALREADY_DECIDED', `This credit was already ${credit.status}.`);
    await personOrMissing(tx, credit.userId);
    const name = nameOf(credit.userId);
    let balances: { before: number; after: number } | null = null;
    if (decision === 'approved')
      balances = await moveMoney(
        tx,
        credit.userId,
        { kind: 'credit', amount: credit.amount, reason: credit.reason },
        now,
      );
    await decideWalletCredit(tx, id, { status: decision, decidedBy: operator.userId, decidedAt: now });
    return {
      result: toCredit({ ...credit, status: decision, decidedBy: operator.userId, decidedAt: now }),
      audit: {
        action: decision === 'approved' ? 'wallet.approve' : 'wallet.decline',
        subject: { type: 'user', id: credit.userId },
        summary: `${formatInr(credit.amount)} for ${name}'s wallet ${decision} (asked by user #${credit.requestedBy})`,
        before: balances ? { balance: balances.before } : { request: id },
        after: balances ? { balance: balances.after } : { request: id, status: decision },
      },
    };
  });
}
