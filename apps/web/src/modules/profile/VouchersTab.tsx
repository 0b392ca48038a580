'use client';

import { endpoints } from '@store/api-client';
import { formatInr } from '@store/domain';
import Link from 'next/link';
import { useCallback } from 'react';
import { useApi } from '@/modules/runtime/useApi';
import { Empty, LoadFailed, Loading } from './Empty';
import styles from './Profile.module.css';
import { useLoad } from './useLoad';

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The vouchers the customer owns: what each takes off, until when, and whether it is still usable. */
export function VouchersTab({ title }: { title: string }) {
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => api.call(endpoints.vouchers, { signal }), [api]);
  const vouchers = useLoad(load);
  if (vouchers.kind === 'loading') return <Loading />;
  if (vouchers.kind === 'failed') return <LoadFailed retry={vouchers.reload} />;
  return (
    <div className={styles.stack}>
      {vouchers.data.coupons.length === 0 ? (
        <Empty
          component={title}
          next={
            <>
              A gift code or a friend's referral brings one here.{' '}
              <Link href="/redeem" className={styles.link}>
                Redeem a gift code
              </Link>
            </>
          }
        />
      ) : (
        <ul className={styles.list} data-testid="vouchers">
          {vouchers.data.coupons.map((v) => (
            <li key={v.id} className={styles.voucher} data-testid="voucher" data-valid={v.is_valid}>
              <p>
                <strong className={styles.code}>{v.code}</strong>{' '}
                <span className={v.is_valid ? styles.good : styles.muted}>
                  {v.used ? 'Used' : v.is_valid ? 'Valid' : 'Expired'}
                </span>
              </p>
              <p>
                {v.kind === 'flat' ? `${formatInr(v.value)} off` : `${v.value}% off`}
                {v.max_discount !== null && ` (up to ${formatInr(v.max_discount)})`}
                {v.min_order > 0 && ` on orders of ${formatInr(v.min_order)} or more`}
              </p>
              {v.description && <p className={styles.muted}>{v.description}</p>}
              <p className={styles.muted}>Valid until {day.format(new Date(v.valid_until))}</p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/redeem" className={styles.link}>
          Redeem a gift code
        </Link>
      </p>
    </div>
  );
}
