import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MAX_COUNT } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import { type UploadedFile, uploadedFiles } from '../files';

/** The form field the photos come in. */
export const REVIEW_PHOTOS_FIELD = 'photos';

/**
 * A review's photos in a multipart/form-data request, one at a time: at most 8 MB each; the parser
 * lets one more than a review takes through, so the service's count names how many are left.
 */
export const uploadedReviewPhotos = (request: FastifyRequest): AsyncGenerator<UploadedFile> =>
  uploadedFiles(request, {
    field: REVIEW_PHOTOS_FIELD,
    maxBytes: REVIEW_PHOTO_MAX_BYTES,
    maxFiles: REVIEW_PHOTO_MAX_COUNT + 1,
    what: 'the photos',
    only: 'photos are',
    tooMany: `At most ${REVIEW_PHOTO_MAX_COUNT} photos can be sent at once.`,
  });
