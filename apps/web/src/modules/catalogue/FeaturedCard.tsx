import type { FeaturedCard as Card } from '@store/contract';
import { formatInr } from '@store/domain';
import Image from 'next/image';
import Link from 'next/link';

export function FeaturedCard({ card, priority = false }: { card: Card; priority?: boolean }) {
  const off =
    card.cost_price > card.price ? Math.round(((card.cost_price - card.price) * 100) / card.cost_price) : 0;
  return (
    <Link href={card.page_url} className="card" data-testid="featured-card">
      <div className="card-image">
        <Image
          src={card.img_url}
          alt={card.alt_text}
          fill
          sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 25vw"
          priority={priority}
        />
        {card.badge && <span className="badge">{card.badge}</span>}
      </div>
      <div className="card-body">
        <h3 className="card-title">{card.title}</h3>
        {card.locality && <p className="card-locality">{card.locality}</p>}
        <p className="card-price">
          <strong data-testid="card-price">{formatInr(card.price)}</strong>
          {off > 0 && (
            <>
              <s>{formatInr(card.cost_price)}</s> <span className="off">{off}% off</span>
            </>
          )}
        </p>
        {card.rating_count > 0 && (
          <p className="card-rating">
            <span aria-hidden="true">★</span> {card.rating_score.toFixed(1)}
            <span className="visually-hidden"> out of 5 from</span> <span>({card.rating_count})</span>
          </p>
        )}
      </div>
    </Link>
  );
}
