import type { Quote } from '@store/contract';
import Link from 'next/link';
import styles from './Quotes.module.css';

/** A quote in a list: the whole card leads to the quote's page. */
export function QuoteCard({ quote }: { quote: Quote }) {
  return (
    <li className={styles.card} data-testid="quote-card">
      <Link href={quote.url} className={styles.cardLink}>
        <span className={styles.cardTag} data-testid="quote-card-tag">
          {quote.tag.name}
        </span>
        <strong className={styles.cardTitle}>{quote.title}</strong>
        <span className={styles.cardBody}>“{quote.body}”</span>
      </Link>
    </li>
  );
}
