import type { RegionLayout } from '@store/contract';
import Link from 'next/link';
import { FeaturedCard } from '@/modules/catalogue/FeaturedCard';
import { Breadcrumbs } from '@/modules/listing/Breadcrumbs';
import { breadcrumbJsonLd } from '@/modules/listing/seo';
import { JsonLd } from '@/modules/seo/JsonLd';
import styles from './RegionPage.module.css';

export const regionPath = (layout: RegionLayout) =>
  `/experiences/${layout.region.city.city_short_name}/${layout.region.id}`;

/** A region page: the region's experiences grouped by tag, each group leading to its tag listing. */
export function RegionPage({ layout }: { layout: RegionLayout }) {
  const { region } = layout;
  const city = region.city;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: region.name, path: regionPath(layout) },
  ];
  return (
    <div data-testid="region-page">
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.head}>
        <p className={styles.kicker}>{city.city_name}</p>
        <h1 data-testid="region-name">{region.name}</h1>
        {region.description && (
          <p className={styles.description} data-testid="region-description">
            {region.description}
          </p>
        )}
        <p className={styles.total}>
          {layout.total} {layout.total === 1 ? 'experience' : 'experiences'} in {layout.sections.length}{' '}
          {layout.sections.length === 1 ? 'category' : 'categories'}
        </p>
      </header>
      {layout.sections.length === 0 && <p className="empty">Data not available in {region.name}</p>}
      {layout.sections.map((section, index) => (
        <section
          key={section.tag.id}
          className="tag-section"
          data-testid="region-section"
          aria-labelledby={`region-tag-${section.tag.id}`}
        >
          <div className={styles.sectionHead}>
            <h2 id={`region-tag-${section.tag.id}`}>{section.tag.name}</h2>
            <Link href={`/experiences/${city.city_short_name}/${section.tag.slug}`} className={styles.all}>
              See all<span className="visually-hidden"> {section.tag.name}</span> →
            </Link>
          </div>
          <div className="card-grid">
            {section.cards.map((card, cardIndex) => (
              <FeaturedCard key={card.id} card={card} preload={index === 0 && cardIndex < 2} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
