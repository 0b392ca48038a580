'use client';

import { endpoints, type ReplyOf } from '@store/api-client';
import { formatInr, paymentStanding } from '@store/domain';
import Image from 'next/image';
import Link from 'next/link';
import { useCallback } from 'react';
import { ymdLabel } from '@/modules/booking/format';
import { useApi } from '@/modules/runtime/useApi';
import { Empty, LoadFailed, Loading } from './Empty';
import styles from './Profile.module.css';
import { useLoad } from './useLoad';

type Booking = ReplyOf<typeof endpoints.upcomingOrders>['orders'][number];

/** Upcoming or past bookings: status, date, slot, amount and the link to each order's tracking page. */
export function BookingsTab({ tab, title }: { tab: 'upcoming' | 'past'; title: string }) {
  const api = useApi();
  const load = useCallback(
    (signal: AbortSignal) =>
      api.call(tab === 'upcoming' ? endpoints.upcomingOrders : endpoints.pastOrders, {
        query: { page: 1, size: 50 },
        signal,
      }),
    [api, tab],
  );
  const bookings = useLoad(load);
  if (bookings.kind === 'loading') return <Loading />;
  if (bookings.kind === 'failed') return <LoadFailed retry={bookings.reload} />;
  if (bookings.data.orders.length === 0)
    return (
      <Empty
        component={title}
        next={
          <Link href="/" className={styles.link}>
            {tab === 'upcoming' ? 'Find something to celebrate' : 'Browse experiences'}
          </Link>
        }
      />
    );
  return (
    <ul className={styles.list} data-testid={`${tab}-bookings`}>
      {bookings.data.orders.map((order) => (
        <BookingItem key={order.id} order={order} />
      ))}
    </ul>
  );
}

function BookingItem({ order }: { order: Booking }) {
  return (
    <li className={styles.booking} data-testid="booking-item" data-order-id={order.id}>
      <div className={styles.thumb}>
        {order.featured_image && <Image src={order.featured_image} alt="" fill sizes="72px" />}
      </div>
      <div className={styles.bookingBody}>
        <h3 className={styles.itemTitle}>{order.experience_name}</h3>
        <p className={styles.muted}>
          Order #{order.id} · <span data-testid="booking-status">{order.status_label}</span>
        </p>
        <p>
          {order.date ? ymdLabel(order.date, true) : 'Date to be fixed'}
          {order.time && <> · {order.time}</>}
          {order.quantity > 1 && <> · {order.quantity} bookings</>}
        </p>
        <p>
          <strong data-testid="booking-amount">{formatInr(order.amount)}</strong>
          <MoneyStanding order={order} />
        </p>
        <p className={styles.actions}>
          <Link href={order.track_url} className={styles.link} data-testid="track-order-link">
            Track order #{order.id}
          </Link>
          <a href={`tel:${order.ops_contact.replace(/\s+/g, '')}`} className={styles.link}>
            Call us: {order.ops_contact}
          </a>
        </p>
      </div>
    </li>
  );
}

/**
 * Where the booking's money stands beside its price: paid online is paid (with what was paid, when
 * a coupon or the wallet took some off), cash is to pay on delivery, an unpaid one is to pay.
 */
function MoneyStanding({ order }: { order: Booking }) {
  const standing = paymentStanding({
    status: order.status,
    paymentMethod: order.payment_method,
    payable: order.payable,
  });
  const part = order.payable !== order.amount ? `${formatInr(order.payable)} ` : '';
  const text = {
    paid: `${part}paid`,
    pay_on_delivery: `${formatInr(order.payable)} to pay on delivery`,
    to_pay: `${formatInr(order.payable)} to pay`,
    nothing_due: '',
  }[standing];
  if (!text) return null;
  return (
    <span className={styles.muted} data-testid="booking-money">
      {' '}
      ({text})
    </span>
  );
}
