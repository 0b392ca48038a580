import type { ListingPage } from '@store/contract';
import { JsonLd } from '@/modules/seo/JsonLd';
import { Breadcrumbs } from './Breadcrumbs';
import styles from './Listing.module.css';
import { ListingIsland } from './ListingIsland';
import { breadcrumbJsonLd, type Crumb } from './seo';

export const listingPath = (listing: ListingPage) =>
  `/experiences/${listing.city.city_short_name}/${listing.tag.slug}`;

export function listingCrumbs(listing: ListingPage): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: listing.tag.name, path: listingPath(listing) },
  ];
}

const plural = (n: number, word: string) => `${n.toLocaleString('en-IN')} ${word}${n === 1 ? '' : 's'}`;

export function TagListing({ listing }: { listing: ListingPage }) {
  const crumbs = listingCrumbs(listing);
  return (
    <div data-testid="tag-listing">
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.head}>
        <h1 data-testid="listing-title">
          {listing.tag.name} <span>in {listing.city.city_name}</span>
        </h1>
        {listing.tag.description && <p className={styles.lede}>{listing.tag.description}</p>}
        <p className={styles.total} data-testid="listing-total">
          {plural(listing.total, 'experience')}
        </p>
      </header>
      <ListingIsland
        slug={listing.tag.slug}
        city={listing.city.city_short_name}
        tagName={listing.tag.name}
        initial={listing.experiences}
        initialTotal={listing.total}
        occasions={listing.occasions.map(({ slug, name }) => ({ slug, name }))}
      />
    </div>
  );
}
