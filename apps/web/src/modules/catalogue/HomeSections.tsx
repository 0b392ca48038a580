import type { HomePage } from '@store/contract';
import { FeaturedCard } from './FeaturedCard';

export function HomeSections({ sections }: { sections: HomePage['sections'] }) {
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
          <h2 id={`tag-${section.tag.id}`}>{section.tag.name}</h2>
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
