import { buildUrl, endpoints, fillPath } from '@store/api-client';
import { FILE_NAME, type FileFolder } from '@store/contract';
import { API_URL } from '@/lib/config.server';

/** How long the API may take to hand over an image before the store gives up (the optimiser retries later). */
const TIMEOUT_MS = 10_000;
/** A stored file never changes under its name (a new upload gets a new name). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * An uploaded image from the API's file store (local disk or an S3-compatible bucket), answered
 * under the store's own /images path, so next/image optimises it like any other local image
 * (next.config.ts's localPatterns) and pages load it from the store's origin: their CSP stays as it
 * is. The optimiser keeps each size it makes, so the API is asked once per size, not per visit.
 */
export async function storedImage(folder: FileFolder, name: string): Promise<Response> {
  if (!FILE_NAME.test(name)) return new Response(null, { status: 404 });
  const url = buildUrl(API_URL, fillPath(endpoints.file.path, { folder, name }));
  let reply: Response;
  try {
    reply = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    return new Response(null, { status: 502 });
  }
  if (!reply.ok) return new Response(null, { status: reply.status === 404 ? 404 : 502 });
  return new Response(reply.body, {
    headers: {
      'content-type': reply.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': CACHE_CONTROL,
    },
  });
}
