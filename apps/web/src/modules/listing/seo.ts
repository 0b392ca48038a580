import { absoluteUrl } from '@/modules/seo/metadata';

export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList of a catalogue page (listings, regions, quotes). */
export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
