import type { HomePage } from '@store/contract';
import Link from 'next/link';
import { FeaturedCard } from './FeaturedCard';
import styles from './HomeSections.module.css';

/** The tag sections of both home versions; each leads to its full tag listing in the city. */
export function HomeSections({ sections, city }: { sections: HomePage['sections']; city: string }) {
  if (sections.length === 0) return <p className="empty">Data not Available.</p>;
  return (
    <>
      {sections.map((section, index) => (
        <section
          key={section.tag.id}
          className="tag-section"
          data-testid="home-section"
          aria-labelledby={`tag-${section.tag.id}`}
        >
          <div className={styles.head}>
            <h2 id={`tag-${section.tag.id}`}>{section.tag.name}</h2>
            <Link
              href={`/experiences/${city}/${section.tag.slug}`}
              className={styles.all}
              data-testid="see-all"
            >
              See all<span className="visually-hidden"> {section.tag.name}</span> →
            </Link>
          </div>
          <div className="card-grid">
            {section.cards.map((card, cardIndex) => (
              <FeaturedCard key={card.id} card={card} priority={index === 0 && cardIndex < 2} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
