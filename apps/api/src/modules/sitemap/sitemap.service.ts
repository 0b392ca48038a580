import type { SitemapResponse } from '@store/contract';
import type { Db } from '@store/db';
import { experiencePageUrl, listingUrl } from '@store/domain';
import { sitemapRows } from './sitemap.repository';

/** Every indexable store path; `today` (YYYY-MM-DD) is the lastmod of each. */
export async function getSitemap(db: Db, today: string): Promise<SitemapResponse> {
  const rows = await sitemapRows(db);
  return {
    lastmod: today,
    urls: rows.map((row) => ({
      loc:
        row.kind === 'experience'
          ? experiencePageUrl(Number(row.key), row.city, row.short_link ?? '')
          : listingUrl(row.city, row.key),
      kind: row.kind,
      city: row.city,
      lastmod: today,
    })),
  };
}
