import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { CATALOGUE_TAG, REVALIDATE_SECRET } from '@/lib/config.server';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * POST /api/revalidate: the API asks, with the shared secret, after an operator changed the
 * catalogue. Every cached catalogue answer expires at once (`expire: 0`: the next visit renders
 * afresh, never the stale page): experience pages, listings, home pages and the sitemap.
 */
export async function POST(request: Request): Promise<Response> {
  if (!REVALIDATE_SECRET) return new Response(null, { status: 404 });
  const given = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  if (!timingSafeEqual(digest(given), digest(REVALIDATE_SECRET)))
    return Response.json({ revalidated: false }, { status: 401 });
  revalidateTag(CATALOGUE_TAG, { expire: 0 });
  return Response.json({ revalidated: true });
}
