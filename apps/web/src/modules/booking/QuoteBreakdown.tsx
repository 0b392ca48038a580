import type { BookingQuote } from '@store/contract';
import { formatInr } from '@store/domain';
import type { ReactNode } from 'react';
import styles from './QuoteBreakdown.module.css';

type Props = {
  quote: BookingQuote;
  /** Controls beside the lines (the summary's quantity stepper and remove buttons). */
  quantityControl?: ReactNode;
  customizationAction?: (customizationId: number, name: string) => ReactNode;
  /** The coupon applied at checkout: its line, and a total after it, as the payment shows. */
  discount?: number;
};

/** The server's price of a booking, line by line: nothing here is computed in the browser. */
export function QuoteBreakdown({ quote, quantityControl, customizationAction, discount = 0 }: Props) {
  return (
    <dl className={styles.breakdown} data-testid="quote-breakdown">
      <div className={styles.breakdownRow}>
        <dt>
          {quote.experience_name}
          <span className={styles.breakdownDetail}>
            {formatInr(quote.experience_amount)} × {quote.quantity}
            {quote.task_surge > 0 &&
              ` · includes ${formatInr(quote.task_surge)} (${quote.task_dynamic_percentage}%) demand surcharge`}
          </span>
          {quantityControl}
        </dt>
        <dd data-testid="quote-experience-amount">{formatInr(quote.experience_amount * quote.quantity)}</dd>
      </div>
      {quote.customizations.map((line) => (
        <div className={styles.breakdownRow} key={line.customization_id} data-testid="quote-customization">
          <dt>
            {line.name}
            <span className={styles.breakdownDetail}>
              {line.answer ? `“${line.answer}” · ` : ''}
              {line.choices?.length ? `${line.choices.join(', ')} · ` : ''}
              {formatInr(line.unit_price)} × {line.quantity}
            </span>
            {customizationAction?.(line.customization_id, line.name)}
          </dt>
          <dd>{formatInr(line.amount)}</dd>
        </div>
      ))}
      {quote.customization_surge > 0 && (
        <p className={styles.breakdownNote}>
          Add-on prices include {formatInr(quote.customization_surge)} (
          {quote.customization_dynamic_percentage}%) demand surcharge.
        </p>
      )}
      {/* Nothing is delivered to a booking at a venue: no delivery line to read "Free". */}
      {(quote.pincode || quote.delivery_charges > 0) && (
        <div className={styles.breakdownRow}>
          <dt>
            Delivery
            {quote.pincode && <span className={styles.breakdownDetail}>To {quote.pincode}</span>}
          </dt>
          <dd data-testid="quote-delivery">
            {quote.delivery_charges === 0 ? 'Free' : formatInr(quote.delivery_charges)}
          </dd>
        </div>
      )}
      {discount > 0 && (
        <div className={styles.breakdownRow} data-testid="quote-coupon">
          <dt>Coupon</dt>
          <dd>−{formatInr(discount)}</dd>
        </div>
      )}
      <div className={`${styles.breakdownRow} ${styles.breakdownTotal}`}>
        <dt>Total</dt>
        <dd data-testid="quote-total">{formatInr(Math.max(0, quote.amount - discount))}</dd>
      </div>
    </dl>
  );
}
