import { DomainError, SETUP_PHOTO_MAX_BYTES, SETUP_PHOTO_MAX_COUNT } from '@store/domain';
import type { FastifyRequest } from 'fastify';

/** One uploaded file, read only when the service asks (after the link and booking were checked). */
export type UploadedFile = { name: string; read(): Promise<Buffer> };

const MB = SETUP_PHOTO_MAX_BYTES / (1024 * 1024);
/** The form field the photos come in. */
export const PHOTOS_FIELD = 'photos';

const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * The photos of a multipart/form-data request, one at a time, with @fastify/multipart's limits
 * turned into 4xx answers that name the problem: a file over 8 MB (413, named), more files than a
 * booking takes (400: one over the limit is enough to tell), another field (400). Anything but
 * multipart is a 415.
 */
export async function* uploadedPhotos(request: FastifyRequest): AsyncGenerator<UploadedFile> {
  if (!request.isMultipart())
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the photos as multipart/form-data.', {
      photos: 'Send the photos as multipart/form-data.',
    });
  const parts = request.parts({
    limits: { fileSize: SETUP_PHOTO_MAX_BYTES, files: SETUP_PHOTO_MAX_COUNT + 1, fields: 5, parts: 20 },
  });
  try {
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== PHOTOS_FIELD) {
        const message = `Only photos are taken, in the field "${PHOTOS_FIELD}".`;
        throw new DomainError('VALIDATION_FAILED', message, { [part.fieldname]: message });
      }
      const name = part.filename || 'The photo';
      yield {
        name,
        read: async () => {
          try {
            return await part.toBuffer();
          } catch (error) {
            if (codeOf(error) !== 'FST_REQ_FILE_TOO_LARGE') throw error;
            const message = `${name} is larger than ${MB} MB.`;
            throw new DomainError('PAYLOAD_TOO_LARGE', message, { photos: message });
          }
        },
      };
    }
  } catch (error) {
    if (codeOf(error) === 'FST_FILES_LIMIT') {
      const message = `At most ${SETUP_PHOTO_MAX_COUNT} photos can be sent at once.`;
      throw new DomainError('VALIDATION_FAILED', message, { photos: message });
    }
    throw error;
  }
}
