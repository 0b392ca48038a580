import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { absoluteUrl } from '@/modules/seo/metadata';

/** Everything may be crawled except search results and checkout; made per request to follow SITE_URL. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/search', '/checkout'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
