import type { City, HomePage } from '@store/contract';
import Link from 'next/link';
import { FeaturedCard } from './FeaturedCard';
import styles from './HomeSections.module.css';
import { LaterCards } from './LaterCards';

/** Sections whose cards come in the page's HTML: what a phone or a desktop shows first, and more. */
const FIRST_SECTIONS = 2;

/**
 * The tag sections of both home versions; each leads to its full tag listing in the city. Every
 * section's heading and link are in the page; the cards of those after the first two are asked for
 * and drawn as they near the screen (LaterCards), so the page carries only how many there are.
 */
export function HomeSections({ sections, city }: { sections: HomePage['sections']; city: City }) {
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
              href={`/experiences/${city.city_short_name}/${section.tag.slug}`}
              className={styles.all}
              data-testid="see-all"
            >
              See all<span className="visually-hidden"> {section.tag.name}</span> →
            </Link>
          </div>
          {index < FIRST_SECTIONS ? (
            <div className="card-grid">
              {section.cards.map((card, cardIndex) => (
                <FeaturedCard key={card.id} card={card} preload={index === 0 && cardIndex < 2} />
              ))}
            </div>
          ) : (
            <LaterCards tag={section.tag.slug} cityId={city.id} count={section.cards.length} />
          )}
        </section>
      ))}
    </>
  );
}
