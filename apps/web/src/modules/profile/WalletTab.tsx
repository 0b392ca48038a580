'use client';

import { endpoints } from '@store/api-client';
import { formatInr } from '@store/domain';
import Link from 'next/link';
import { useCallback } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { Empty, LoadFailed, Loading } from './Empty';
import styles from './Profile.module.css';
import { useLoad } from './useLoad';

const KIND_LABEL: Record<string, string> = {
  referral: 'Referral',
  refund: 'Refund',
  redemption: 'Gift code',
  checkout: 'Used at checkout',
  adjustment: 'From our team',
};
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The wallet: its balance and every transaction, newest first, with the balance after each. */
export function WalletTab({ title }: { title: string }) {
  const api = useApi();
  const load = useCallback(
    (signal: AbortSignal) => api.call(endpoints.walletTransactions, { query: { page: 1, size: 50 }, signal }),
    [api],
  );
  const wallet = useLoad(load);
  if (wallet.kind === 'loading') return <Loading />;
  if (wallet.kind === 'failed') return <LoadFailed retry={wallet.reload} />;
  const { balance, transactions } = wallet.data;
  return (
    <div className={styles.stack}>
      <p className={styles.balance}>
        Wallet balance: <strong data-testid="wallet-balance">{formatInr(balance)}</strong>
      </p>
      <p>
        <Link href="/redeem" className={styles.link} data-testid="redeem-link">
          Redeem a gift code
        </Link>
      </p>
      {transactions.length === 0 ? (
        <Empty
          component={title}
          next={
            <>
              Refunds, gift codes and referrals add to it.{' '}
              <Link href="/profile#referral" className={styles.link}>
                Invite a friend
              </Link>
            </>
          }
        />
      ) : (
        <table className={styles.table} data-testid="wallet-transactions">
          <caption className="visually-hidden">Wallet transactions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What</th>
              <th scope="col">Amount</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((row) => (
              <tr key={row.id} data-testid="wallet-transaction">
                <td>{dateTime.format(new Date(row.created_at))}</td>
                <td>
                  <WhatLine kind={row.kind} note={row.note} />
                  {row.order_id !== null && <span className={styles.muted}> · order #{row.order_id}</span>}
                </td>
                <td className={row.amount < 0 ? styles.debit : styles.credit}>
                  {row.amount < 0 ? `− ${formatInr(-row.amount)}` : `+ ${formatInr(row.amount)}`}
                </td>
                <td>{formatInr(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The kind of a ledger row and its note, without saying the kind twice ("Gift code GIFT500"). */
function WhatLine({ kind, note }: { kind: string; note: string | null }) {
  const label = KIND_LABEL[kind] ?? kind;
  if (note?.startsWith(label)) return <>{note}</>;
  return (
    <>
      {label}
      {note && <span className={styles.muted}> · {note}</span>}
    </>
  );
}
