import { type FileFolder, filesOperations } from '@store/contract';
import { DomainError } from '@store/domain';
import type { AppContext } from '../../app-context';
import { route } from '../../http/route';

/**
 * A stored file never changes under its key (a new file gets a new random key), so browsers may
 * keep it for a year without asking again. A setup photo shows someone's home: `private`, so no
 * shared cache (a CDN, a proxy) keeps a copy; an experience image is on the store's pages for all.
 */
const CACHE_CONTROL: Record<FileFolder, string> = {
  'setup-photos': 'private, max-age=31536000, immutable',
  'experience-images': 'public, max-age=31536000, immutable',
  // Shown on the store's pages for all once approved; until then its random name keeps it unseen.
  'review-photos': 'public, max-age=31536000, immutable',
};

/** GET /v1/files/{folder}/{name}: a stored file (a setup photo, an experience image), from whichever store holds it. */
export function filesRoutes({ app, files }: AppContext): void {
  route(app, filesOperations.file, async (request, reply) => {
    const { folder, name } = request.params;
    const file = await files.get(`${folder}/${name}`);
    if (!file) throw new DomainError('NOT_FOUND', 'This file was not found.');
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', CACHE_CONTROL[folder])
      .header('content-length', file.body.length)
      .send(file.body);
  });
}
