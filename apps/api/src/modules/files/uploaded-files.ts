import { DomainError } from '@store/domain';
import type { FastifyRequest } from 'fastify';

/** One uploaded file, read only when the service asks (after what it belongs to was checked). */
export type UploadedFile = { name: string; read(): Promise<Buffer> };

/** What an upload takes, and its words for a refusal. */
export type UploadRules = {
  /** The form field the files come in. */
  field: string;
  maxBytes: number;
  /** The parser stops past this many files (the service may refuse earlier, with its own words). */
  maxFiles: number;
  /** "Send {what} as multipart/form-data.": 'the photos', 'the image'. */
  what: string;
  /** "Only {only} taken, in the field …": 'photos are', 'an image is'. */
  only: string;
  /** Past maxFiles. */
  tooMany: string;
};

const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * The files of a multipart/form-data request, one at a time, with @fastify/multipart's limits
 * turned into 4xx answers that name the problem under the rules' field: a file over the size
 * (413, named), more files than taken (400), another field (400). Anything but multipart is a 415.
 */
export async function* uploadedFiles(
  request: FastifyRequest,
  rules: UploadRules,
): AsyncGenerator<UploadedFile> {
  const refuse = (
    code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE',
    message: string,
    field = rules.field,
  ) => new DomainError(code, message, { [field]: message });
  if (!request.isMultipart())
    throw refuse('UNSUPPORTED_MEDIA_TYPE', `Send ${rules.what} as multipart/form-data.`);
  const parts = request.parts({
    limits: { fileSize: rules.maxBytes, files: rules.maxFiles, fields: 5, parts: 20 },
  });
  const mb = rules.maxBytes / (1024 * 1024);
  try {
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== rules.field)
        throw refuse(
          'VALIDATION_FAILED',
          `Only ${rules.only} taken, in the field "${rules.field}".`,
          part.fieldname,
        );
      const name = part.filename || 'The file';
      yield {
        name,
        read: async () => {
          try {
            return await part.toBuffer();
          } catch (error) {
            if (codeOf(error) !== 'FST_REQ_FILE_TOO_LARGE') throw error;
            throw refuse('PAYLOAD_TOO_LARGE', `${name} is larger than ${mb} MB.`);
          }
        },
      };
    }
  } catch (error) {
    if (codeOf(error) === 'FST_FILES_LIMIT') throw refuse('VALIDATION_FAILED', rules.tooMany);
    throw error;
  }
}
