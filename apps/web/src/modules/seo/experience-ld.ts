import type { Breadcrumb, ExperienceDetail } from '@store/contract';

/** Pure (no server settings): the breadcrumb island renders it in the browser too. */
const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).toString();

/** schema.org Product of an experience page: price in INR, availability, and its rating when it has one. */
export function productJsonLd(e: ExperienceDetail, siteUrl: string) {
  const absoluteUrl = (path: string) => absolute(siteUrl, path);
  const images = [e.featured_image, ...e.gallery.map((image) => image.url)];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${absoluteUrl(e.page_url)}#product`,
    name: e.name,
    description: e.subtitle || e.about,
    image: [...new Set(images)].map(absoluteUrl),
    sku: String(e.id),
    category: e.category.name,
    brand: { '@type': 'Brand', name: 'Experience Store' },
    // Priced on request: an offer without a price is no offer to a search engine.
    ...(e.category.price_on_request ? {} : { offers: offerOf(e, absoluteUrl) }),
    ...(e.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: e.rating.score,
            reviewCount: e.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(crumbs: Breadcrumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.url),
    })),
  };
}

function offerOf(e: ExperienceDetail, absoluteUrl: (path: string) => string) {
  return {
    '@type': 'Offer',
    url: absoluteUrl(e.page_url),
    priceCurrency: 'INR',
    price: e.price,
    availability: e.city ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    ...(e.city ? { areaServed: { '@type': 'City', name: e.city.city_name } } : {}),
  };
}
