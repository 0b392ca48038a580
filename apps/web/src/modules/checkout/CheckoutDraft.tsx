'use client';

import { formatInr } from '@store/domain';
import Image from 'next/image';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { loadDraft, type StoredDraft } from '@/modules/booking/draft-storage';
import { QuoteBreakdown } from '@/modules/booking/QuoteBreakdown';
import { BookingFacts } from '@/modules/booking/SummeryStep';
import { useQuote } from '@/modules/booking/useQuote';
import styles from './Checkout.module.css';
import { ImportantInformation } from './ImportantInformation';

/** The stored booking draft and the server's price of it; payment arrives with the checkout issue. */
export function CheckoutDraft() {
  const [stored, setStored] = useState<StoredDraft | null | undefined>(undefined);
  useEffect(() => {
    // Checkout starts at its top, whatever the scroll of the page the customer came from.
    window.scrollTo(0, 0);
    setStored(loadDraft());
  }, []);
  const quote = useQuote(stored?.city ?? '', stored ? stored.draft : null);

  if (stored === undefined) return <div className={styles.page} aria-busy="true" />;
  if (stored === null) return <EmptyCheckout />;
  return (
    <div className={styles.page} data-testid="checkout-page">
      <h1 className={styles.heading}>Checkout</h1>
      <div className={styles.columns}>
        <div className={styles.main}>
          <article className={styles.card} data-testid="checkout-experience">
            <div className={styles.thumb}>
              <Image src={stored.experience.featured_image} alt="" fill sizes="96px" />
            </div>
            <div>
              <h2 className={styles.name}>{stored.experience.name}</h2>
              <Link href={stored.experience.page_url} className={styles.change}>
                Change date, time or add-ons
              </Link>
            </div>
          </article>
          <ImportantInformation quote={quote.status === 'ready' ? quote.quote : null} />
        </div>
        <aside className={styles.side}>
          <section className={styles.card} aria-labelledby="price-title">
            <h2 id="price-title" className={styles.sectionTitle}>
              Price details
            </h2>
            {quote.status === 'ready' && (
              <>
                <BookingFacts quote={quote.quote} cityName={stored.city_name} />
                <QuoteBreakdown quote={quote.quote} />
              </>
            )}
            {quote.status === 'failed' && (
              <div className={styles.error} role="alert" data-testid="checkout-error">
                <p>{quote.message}</p>
                <Link href={stored.experience.page_url}>Choose again on the experience page</Link>
              </div>
            )}
            {(quote.status === 'loading' || quote.status === 'idle') && (
              <div className={styles.skeleton} aria-busy="true">
                <span className="visually-hidden">Getting your price…</span>
              </div>
            )}
          </section>
          <section id="payment" className={styles.card} aria-labelledby="payment-title">
            <h2 id="payment-title" className={styles.sectionTitle}>
              Payment
            </h2>
            <p className={styles.payable}>
              <span>Amount payable</span>
              <strong data-testid="checkout-payable">
                {quote.status === 'ready' ? formatInr(quote.quote.amount) : '…'}
              </strong>
            </p>
            <ul className={styles.methods}>
              <li>UPI, cards and net banking</li>
              {quote.status === 'ready' && quote.quote.cod_available && <li>Cash on delivery</li>}
            </ul>
            <button type="button" className={styles.pay} disabled>
              Payment opens soon
            </button>
            <p className={styles.fine}>Your booking is kept on this device until you pay.</p>
          </section>
        </aside>
      </div>
    </div>
  );
}

function EmptyCheckout() {
  return (
    <section className={styles.empty} data-testid="checkout-empty">
      <p className={styles.emptyIcon} aria-hidden="true">
        ✦
      </p>
      <h1 className={styles.heading}>Nothing to check out yet</h1>
      <p>Pick an experience, a date and a time, and your booking will wait for you here.</p>
      <Link href="/" className={styles.homeLink}>
        Explore experiences
      </Link>
    </section>
  );
}
