import { uploadedImagePath } from '@store/contract';
import {
  type ConsoleExperience,
  EXPERIENCE_IMAGE_FIELD,
  type ExperienceImagePlace,
  GALLERY_MAX_IMAGES,
} from '@store/contract/console';
import type { Db } from '@store/db';
import { validationError } from '@store/domain';
import type { UploadedFile } from '../../files';
import { type FileStore, newFileKey, uploadedImage } from '../../files';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { replaceGallery, updateExperience } from './catalogue.repository';
import { loadExperience, toConsoleExperience } from './experiences.service';

const refuse = (message: string) => validationError({ [EXPERIENCE_IMAGE_FIELD]: message }, message);

/** The gallery has room for one more image (a 400 naming the field otherwise). */
function assertRoom(experience: ConsoleExperience, place: ExperienceImagePlace) {
  if (place === 'gallery' && experience.gallery.length >= GALLERY_MAX_IMAGES)
    throw refuse(`The gallery has at most ${GALLERY_MAX_IMAGES} images: remove one before adding another.`);
}

/** The one file of the upload, read to its end (the parser refuses a second); none is a 400 naming the field. */
async function onlyFile(uploads: AsyncIterable<UploadedFile>): Promise<{ name: string; bytes: Buffer }> {
  let found: { name: string; bytes: Buffer } | undefined;
  for await (const upload of uploads) found = { name: upload.name, bytes: await upload.read() };
  if (!found) throw refuse('Choose an image to upload.');
  return found;
}

/**
 * POST /admin/v1/catalogue/experiences/{id}/images (admins): an image for the experience, as its
 * featured image (replacing it) or at the end of its gallery. The experience is checked before a
 * byte is read; the file is checked by its bytes and re-encoded (uploaded-image.ts), stored, and
 * only then the catalogue row changes, audited, under the experience's lock; a refusal there
 * removes the stored file again. Nothing half-written. The store shows it at its own
 * /images/uploads/… path (files.ts), so its next/image and CSP stay as they are.
 */
export async function uploadExperienceImage(
  db: Db,
  files: FileStore,
  admin: Operator,
  id: number,
  place: ExperienceImagePlace,
  uploads: AsyncIterable<UploadedFile>,
  now: Date,
): Promise<ConsoleExperience> {
  assertRoom(toConsoleExperience(await loadExperience(db, id)), place);
  const upload = await onlyFile(uploads);
  const image = await uploadedImage(EXPERIENCE_IMAGE_FIELD, upload.name, upload.bytes);
  const key = newFileKey('experience-images', 'jpg');
  const path = uploadedImagePath(key.slice(key.indexOf('/') + 1));
  await files.put(key, image);
  try {
    return await audited(db, { userId: admin.userId, now }, async (tx) => {
      const before = toConsoleExperience(await loadExperience(tx, id, true));
      assertRoom(before, place);
      if (place === 'featured') await updateExperience(tx, id, { featuredImage: path });
      else
        await replaceGallery(tx, id, [
          ...before.gallery.map((g) => ({ url: g.url, altText: g.alt_text })),
          { url: path, altText: before.alt_text || before.name },
        ]);
      const after = toConsoleExperience(await loadExperience(tx, id));
      const field = place === 'featured' ? 'featured_image' : 'gallery';
      return {
        result: after,
        audit: {
          action: 'experience.image',
          subject: { type: 'experience', id },
          summary:
            place === 'featured'
              ? `${after.name}: new featured image ${path} (${image.width}×${image.height})`
              : `${after.name}: image ${path} added to the gallery (${image.width}×${image.height})`,
          before: { [field]: before[field] },
          after: { [field]: after[field] },
        },
      };
    });
  } catch (error) {
    await files.remove(key).catch(() => undefined);
    throw error;
  }
}
