import type { BookingQuote } from '@store/contract';
import type { ReactNode } from 'react';
import { ymdLabel } from '@/modules/booking/format';
import styles from './Checkout.module.css';

/**
 * The `important-information` section (docs/product.md, "Checkout"): what the customer must check
 * before paying.
 */
export function ImportantInformation({
  quote,
  children,
}: {
  quote: BookingQuote | null;
  children?: ReactNode;
}) {
  const details = quote?.customizations.filter((line) => line.answer || line.choices?.length) ?? [];
  return (
    <section id="important-information" className={styles.card} aria-labelledby="important-title">
      <h2 id="important-title" className={styles.sectionTitle}>
        Important information
      </h2>
      {!quote ? (
        <p className={styles.muted}>Your booking details appear here.</p>
      ) : (
        <dl className={styles.info} data-testid="important-information">
          {quote.date && (
            <div>
              <dt>Date and time</dt>
              <dd>
                {ymdLabel(quote.date, true)}
                {quote.time ? `, ${quote.time}` : ''}
              </dd>
            </div>
          )}
          {quote.pincode && (
            <div>
              <dt>Delivery pincode</dt>
              <dd>
                {quote.pincode}: {quote.delivery_text}
              </dd>
            </div>
          )}
          {quote.courier && (
            <div>
              <dt>Delivery</dt>
              <dd>Shipped by courier to your address</dd>
            </div>
          )}
          {details.map((line) => (
            <div key={line.customization_id}>
              <dt>{line.name}</dt>
              <dd>{line.answer ?? line.choices?.join(', ')}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}
