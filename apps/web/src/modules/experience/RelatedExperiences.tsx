import type { FeaturedCard as Card } from '@store/contract';
import { FeaturedCard } from '@/modules/catalogue/FeaturedCard';
import styles from './Experience.module.css';

/** "You may also like": experiences of the same city sharing a tag, from the layout call. */
export function RelatedExperiences({ cards }: { cards: Card[] }) {
  if (cards.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title" data-testid="related-experiences">
      <h2 id="related-title">You may also like</h2>
      <div className="card-grid">
        {cards.map((card) => (
          <FeaturedCard key={card.id} card={card} />
        ))}
      </div>
    </section>
  );
}
