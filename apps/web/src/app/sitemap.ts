import { LEGAL_PATHS } from '@store/domain';
import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getSiteMap } from '@/lib/api.server';
import { absoluteUrl } from '@/modules/seo/metadata';

const PRIORITY = { tag: 0.8, region: 0.6, experience: 0.7 } as const;

/**
 * Every tag listing, region and experience page per city, from `/v2/getSiteMap`. Made per request
 * so the absolute addresses follow SITE_URL at run time; the API answer itself is cached.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const map = await getSiteMap();
  return [
    { url: absoluteUrl('/'), lastModified: map.lastmod, changeFrequency: 'daily', priority: 1 },
    ...map.urls.map((entry) => ({
      url: absoluteUrl(entry.loc),
      lastModified: entry.lastmod,
      changeFrequency: 'daily' as const,
      priority: PRIORITY[entry.kind],
    })),
    ...Object.values(LEGAL_PATHS).map((path) => ({
      url: absoluteUrl(path),
      changeFrequency: 'yearly' as const,
      priority: 0.3,
    })),
  ];
}
