import type { FeaturedCard } from '@store/contract';
import { shownPrice } from '@store/domain';
import Image from 'next/image';
import Link from 'next/link';
import styles from './HomeV2.module.css';

/** The v2 hero's big picture tiles: bestsellers and trending experiences. */
export function Spotlight({ cards }: { cards: FeaturedCard[] }) {
  if (cards.length === 0) return null;
  return (
    <ul className={styles.spotlight} data-testid="home-v2-hero-cards">
      {cards.map((card, index) => (
        <li key={card.id}>
          <Link href={card.page_url} className={styles.spot}>
            <Image
              src={card.img_url}
              alt={card.alt_text || card.title}
              fill
              className={styles.spotImg}
              sizes="(max-width: 720px) 80vw, 25vw"
              preload={index < 2}
            />
            <span className={styles.spotText}>
              {card.badge && <span className={styles.spotBadge}>{card.badge}</span>}
              <strong>{card.title}</strong>
              <span>
                {shownPrice(card)}
                {card.rating_count > 0 && ` · ★ ${card.rating_score.toFixed(1)}`}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
