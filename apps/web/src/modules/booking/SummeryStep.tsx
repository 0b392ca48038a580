'use client';

import type { BookingQuote } from '@store/contract';
import controls from './controls.module.css';
import { ymdLabel } from './format';
import { QuoteBreakdown } from './QuoteBreakdown';
import styles from './SummeryStep.module.css';
import type { QuoteState } from './useQuote';

type Props = {
  quote: QuoteState;
  cityName: string;
  maxQuantity: number;
  onQuantity: (quantity: number) => void;
  onRemove: (customizationId: number) => void;
};

/** The summary (`summery`): what is booked and the server's price of it, re-asked after every change. */
export function SummeryStep({ quote, cityName, maxQuantity, onQuantity, onRemove }: Props) {
  if (quote.status === 'failed') {
    return (
      <p className={controls.errorPanel} role="alert" data-testid="quote-error">
        {quote.message}
      </p>
    );
  }
  const shown =
    quote.status === 'ready' ? quote.quote : quote.status === 'loading' ? quote.previous : undefined;
  if (!shown) {
    return (
      <div className={controls.skeleton} aria-busy="true" data-testid="quote-loading">
        <span className="visually-hidden">Getting your price…</span>
      </div>
    );
  }
  const q = shown;
  return (
    <div
      className={quote.status === 'loading' ? styles.updating : undefined}
      aria-busy={quote.status === 'loading'}
    >
      <BookingFacts quote={q} cityName={cityName} />
      <QuoteBreakdown
        quote={q}
        quantityControl={
          <fieldset className={controls.inlineStepper}>
            <legend className="visually-hidden">Quantity</legend>
            <button
              type="button"
              onClick={() => onQuantity(q.quantity - 1)}
              disabled={q.quantity <= 1}
              aria-label="One less"
            >
              −
            </button>
            <output data-testid="summary-quantity">{q.quantity}</output>
            <button
              type="button"
              onClick={() => onQuantity(q.quantity + 1)}
              disabled={q.quantity >= maxQuantity}
              aria-label="One more"
            >
              +
            </button>
          </fieldset>
        }
        customizationAction={(id, name) => (
          <button
            type="button"
            className={styles.removeLink}
            onClick={() => onRemove(id)}
            aria-label={`Remove ${name}`}
            data-testid="summary-remove-customization"
          >
            Remove
          </button>
        )}
      />
    </div>
  );
}

export function BookingFacts({ quote, cityName }: { quote: BookingQuote; cityName?: string }) {
  return (
    <ul className={styles.facts} data-testid="booking-facts">
      {quote.date && <li>{ymdLabel(quote.date, true)}</li>}
      {quote.time && <li>{quote.time}</li>}
      {quote.pincode && <li>Pincode {quote.pincode}</li>}
      <li>{cityName ?? quote.selected_city}</li>
    </ul>
  );
}
