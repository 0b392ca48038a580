import type { ExperienceDetail, ExperienceLayout } from '@store/contract';
import { formatInr, PRICE_ON_REQUEST_LABEL } from '@store/domain';
import Image from 'next/image';
import { BookingSection } from '@/modules/booking/BookingSection';
import { productJsonLd } from '@/modules/seo/experience-ld';
import { JsonLd } from '@/modules/seo/JsonLd';
import { WishlistButton } from '@/modules/wishlist/WishlistButton';
import styles from './Experience.module.css';
import { ExperienceBreadcrumbs } from './ExperienceBreadcrumbs';
import { ExperienceSections } from './ExperienceSections';
import { RelatedExperiences } from './RelatedExperiences';
import { SectionNav } from './SectionNav';
import { ShareButton } from './ShareButton';
import { UnavailableHere } from './UnavailableHere';

type Props = { experience: ExperienceDetail; layout: ExperienceLayout; siteUrl: string };

export function ExperiencePage({ experience: e, layout, siteUrl }: Props) {
  return (
    <article className="experience" data-testid="experience-page">
      <JsonLd data={productJsonLd(e, siteUrl)} id="product-ld" />
      <ExperienceBreadcrumbs
        crumbs={layout.breadcrumbs}
        experienceId={e.id}
        city={layout.city.city_short_name}
        siteUrl={siteUrl}
      />
      <header id="top-name" className="experience-top">
        <div className="experience-hero">
          <Image
            src={e.featured_image}
            alt={e.alt_text || e.name}
            fill
            preload
            fetchPriority="high"
            sizes="(max-width: 900px) 100vw, 60vw"
          />
        </div>
        <div className="experience-summary">
          {e.badge && <span className="badge">{e.badge}</span>}
          <h1 data-testid="experience-name">{e.name}</h1>
          {e.subtitle && <p className="subtitle">{e.subtitle}</p>}
          {e.rating.count > 0 && (
            <a href="#reviews" className="rating-link" data-testid="experience-rating">
              ★ {e.rating.score.toFixed(1)} · {e.rating.count} reviews
            </a>
          )}
          {e.category.price_on_request ? (
            <p className="price-line">
              <strong data-testid="experience-price-on-request">{PRICE_ON_REQUEST_LABEL}</strong>
            </p>
          ) : (
            <p className="price-line">
              <strong data-testid="experience-price">{formatInr(e.price)}</strong>
              {e.exp_original_price > e.price && <s>{formatInr(e.exp_original_price)}</s>}
            </p>
          )}
          {e.city ? (
            <p className="locality">
              {e.city.locality ? `${e.city.locality}, ` : ''}
              {e.city.city_name}
            </p>
          ) : (
            <UnavailableHere experience={e} city={layout.city.city_name} />
          )}
          <div className={styles.pageActions}>
            <ShareButton path={e.page_url} />
            <WishlistButton experienceId={e.id} title={e.name} variant="page" />
          </div>
          <BookingSection
            experience={e}
            city={layout.city.city_short_name}
            cityName={layout.city.city_name}
            title={layout.sections.find((s) => s.id === 'pincode')?.title ?? 'Check availability'}
          />
        </div>
      </header>
      <SectionNav sections={layout.sections} />
      <ExperienceSections
        experience={e}
        city={layout.city.city_short_name}
        titles={Object.fromEntries(layout.sections.map((s) => [s.id, s.title]))}
      />
      <RelatedExperiences cards={layout.related} />
    </article>
  );
}
