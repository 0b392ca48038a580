import { formatInr, type PaymentStanding, paymentStanding } from '@store/domain';
import { ymdLabel } from '@/modules/booking/format';
import styles from './Checkout.module.css';
import type { OrderSummary } from './checkout-api';

const PAID_LABEL: Record<PaymentStanding, string> = {
  pay_on_delivery: 'To pay on delivery',
  paid: 'Paid',
  to_pay: 'To pay',
  nothing_due: 'Nothing to pay',
};

/** The last line of the money: paid, still to pay (and how), or nothing (called off unpaid). */
const standingOf = (order: OrderSummary): PaymentStanding =>
  paymentStanding({ ...order, paymentMethod: order.payment_method });

/**
 * What was booked and what it costs: the booking (or the one add-ons joined), the experience, when
 * and where, the price, coupon and wallet money, what is paid or still to pay, and how.
 */
export function OrderFacts({ order, bookingId }: { order: OrderSummary; bookingId: number | null }) {
  const when = order.date ? `${ymdLabel(order.date, true)}${order.time ? `, ${order.time}` : ''}` : null;
  return (
    <dl className={styles.info} data-testid="result-order">
      {bookingId !== null ? (
        <>
          <div>
            <dt>Added to booking</dt>
            <dd>#{bookingId}</dd>
          </div>
          <div data-testid="result-customizations">
            <dt>Add-ons</dt>
            <dd>
              {order.customizations
                .map((c) => (c.quantity > 1 ? `${c.name} × ${c.quantity}` : c.name))
                .join(', ')}
            </dd>
          </div>
        </>
      ) : (
        <div>
          <dt>Booking</dt>
          <dd>#{order.id}</dd>
        </div>
      )}
      <div>
        <dt>Experience</dt>
        <dd>{order.experience_name}</dd>
      </div>
      {when && (
        <div>
          <dt>Date and time</dt>
          <dd>{when}</dd>
        </div>
      )}
      {order.delivery_address && (
        <div data-testid="result-address">
          <dt>Where</dt>
          <dd>
            {[
              order.delivery_address.line1,
              order.delivery_address.line2,
              order.delivery_address.landmark,
              order.delivery_address.pincode,
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </div>
      )}
      <div>
        <dt>Price</dt>
        <dd data-testid="result-price">{formatInr(order.amount)}</dd>
      </div>
      {order.amount_discounted > 0 && (
        <div data-testid="result-coupon">
          <dt>Coupon{order.coupon_code ? ` ${order.coupon_code}` : ''}</dt>
          <dd>−{formatInr(order.amount_discounted)}</dd>
        </div>
      )}
      {order.cash_used > 0 && (
        <div data-testid="result-wallet">
          <dt>Wallet money</dt>
          <dd>−{formatInr(order.cash_used)}</dd>
        </div>
      )}
      <div>
        <dt>{PAID_LABEL[standingOf(order)]}</dt>
        <dd data-testid="result-payable">
          <strong>{formatInr(standingOf(order) === 'nothing_due' ? 0 : order.payable)}</strong>
        </dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd>
          {order.payment_method === 'cod'
            ? 'Cash on delivery'
            : order.payment_method === 'offline'
              ? 'Offline booking'
              : 'Online'}
        </dd>
      </div>
    </dl>
  );
}
