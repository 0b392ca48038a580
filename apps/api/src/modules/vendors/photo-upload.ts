import { SETUP_PHOTO_MAX_BYTES, SETUP_PHOTO_MAX_COUNT } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { type UploadedFile, uploadedFiles } from '../files';

/** The form field the photos come in. */
export const PHOTOS_FIELD = 'photos';

/**
 * The setup photos of a multipart/form-data request, one at a time: at most 8 MB each; the parser
 * lets one more than a booking takes through, so the service's count names how many are left.
 */
export const uploadedPhotos = (request: FastifyRequest): AsyncGenerator<UploadedFile> =>
  uploadedFiles(request, {
    field: PHOTOS_FIELD,
    maxBytes: SETUP_PHOTO_MAX_BYTES,
    maxFiles: SETUP_PHOTO_MAX_COUNT + 1,
    what: 'the photos',
    only: 'photos are',
    tooMany: `At most ${SETUP_PHOTO_MAX_COUNT} photos can be sent at once.`,
  });
