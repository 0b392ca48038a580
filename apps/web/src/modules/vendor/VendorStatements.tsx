'use client';

import { endpoints, failureText } from '@store/api-client';
import type { PayoutStatementDetail, VendorStatements as Statements } from '@store/contract';
import { formatInr } from '@store/domain';
import { useEffect, useState } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import styles from './Statements.module.css';

type View = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'shown'; data: Statements };

/**
 * What a vendor sees from their statements link (docs/product.md, "Vendor payouts"): each week's
 * statement, newest first, with its bookings and refunds, its total and whether it was paid (the
 * day and the bank's reference). The link names this vendor only.
 */
export function VendorStatements() {
  const api = useApi();
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    if (!token)
      return setView({
        kind: 'failed',
        message: 'This link is not complete. Open it from the message again.',
      });
    api
      .call(endpoints.vendorStatements, { query: { token }, hideAlert: true })
      .then((data) => setView({ kind: 'shown', data }))
      .catch((error: unknown) =>
        setView({
          kind: 'failed',
          message: failureText(error, 'Your statements could not be loaded. Please try again.'),
        }),
      );
  }, [api]);

  return (
    <section className={styles.page} data-testid="vendor-statements" data-state={view.kind}>
      <h1 className={styles.heading}>Payout statements</h1>
      {view.kind === 'loading' && <p aria-busy="true">Opening your statements…</p>}
      {view.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {view.message}
        </p>
      )}
      {view.kind === 'shown' && (
        <>
          <p className={styles.muted}>For {view.data.vendor.name}</p>
          {view.data.statements.length === 0 && <p>No statements yet.</p>}
          {view.data.statements.map((s) => (
            <Statement key={s.id} statement={s} />
          ))}
        </>
      )}
    </section>
  );
}

function Statement({ statement: s }: { statement: PayoutStatementDetail }) {
  return (
    <article
      className={styles.statement}
      data-testid="vendor-statement"
      data-week={s.week_start}
      data-status={s.status}
    >
      <h2 className={styles.week}>
        Week of {s.week_start} to {s.week_end}
      </h2>
      <p className={s.status === 'paid' ? styles.paid : styles.muted} data-testid="vendor-statement-status">
        {s.status === 'paid'
          ? `Paid ${formatInr(s.total)} on ${s.paid_on} · bank reference ${s.bank_reference}`
          : `Open · ${formatInr(s.total)} so far`}
      </p>
      <table className={styles.lines}>
        <caption className={styles.hidden}>Bookings and refunds of the week</caption>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">Experience</th>
            <th scope="col" className={styles.money}>
              Your share
            </th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((l) => (
            <tr key={`${l.kind}-${l.refund_id ?? l.order_id}`}>
              <td>
                #{l.order_id}
                {l.kind === 'refund' && ' (refund)'}
              </td>
              <td>
                {l.experience}
                <span className={styles.small}>
                  {formatInr(l.base)} less {l.commission_percent}% commission
                </span>
              </td>
              <td className={styles.money}>{formatInr(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className={styles.money} data-testid="vendor-statement-total">
              {formatInr(s.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
