import type { VendorResponseView } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, SETUP_PHOTO_MAX_COUNT, setupPhotoRefusal } from '@store/domain';
import type { UploadedFile } from '../files';
import { type FileStore, newFileKey, type UploadedImage, uploadedImage } from '../files';
import { noteOnOrder } from '../order-core';
import { PHOTOS_FIELD } from './photo-upload';
// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _setupPhotosRepository from './setup-photos.repository';
import { countSetupPhotos, insertSetupPhotos } from './setup-photos.repository';
import type { VendorLink } from './vendor-access';
import { heldOrderState, lockHeldRequest } from './vendor-day.service';
import { vendorResponseView } from './vendor-response.service';

type Held = Awaited<ReturnType<typeof lockHeldRequest>>;

/** The photos cannot be added (not on the way, too many): a 409, or a 400 for the count. */
function refuseUnlessAllowed({ request, order }: Held, existing: number, adding: number, now: Date) {
  const state = heldOrderState(request, order, now);
  const refusal = setupPhotoRefusal(state, existing, adding);
  if (refusal === undefined) return;
  if (state === 'on_the_way') throw new DomainError('VALIDATION_FAILED', refusal, { photos: refusal });
  throw new DomainError('VENDOR_STEP_NOT_OPEN', refusal);
}

/**
 * POST /v1/vendor/photos: the accepted vendor's setup photos, while on the way. The link and the
 * booking are checked before a byte of the upload is read; then every file is checked and
 * re-encoded before any is kept, so one bad file refuses the whole upload. The files go to the
 * file store, then their rows (with an audit row) are written under the request's lock, which
 * checks again: a "done" or another upload that came first wins, and the files just stored are
 * removed again. Nothing half-written.
 */
export async function addSetupPhotos(
  db: Db,
  files: FileStore,
  link: VendorLink,
  uploads: AsyncIterable<UploadedFile>,
  now: Date,
): Promise<VendorResponseView> {
  const before = await db.transaction(async (tx) => {
    const held = await lockHeldRequest(tx, link);
    const existing = await countSetupPhotos(tx, held.order.id);
    refuseUnlessAllowed(held, existing, 1, now);
    return existing;
  });
  const images: UploadedImage[] = [];
  for await (const upload of uploads) {
    if (before + images.length >= SETUP_PHOTO_MAX_COUNT) {
      const message = setupPhotoRefusal('on_the_way', before, images.length + 1) ?? '';
      throw new DomainError('VALIDATION_FAILED', message, { photos: message });
    }
    images.push(await uploadedImage(PHOTOS_FIELD, upload.name, await upload.read()));
  }
  const stored = images.map((image) => ({ image, key: newFileKey('setup-photos', 'jpg') }));
  try {
    await Promise.all(stored.map(({ image, key }) => files.put(key, image)));
    await db.transaction(async (tx) => {
      const held = await lockHeldRequest(tx, link);
      refuseUnlessAllowed(held, await countSetupPhotos(tx, held.order.id), images.length, now);
      await insertSetupPhotos(
        tx,
        stored.map(({ image, key }) => ({
          orderId: held.order.id,
          vendorRequestId: held.request.id,
          storageKey: key,
          contentType: image.contentType,
          bytes: image.body.length,
          width: image.width,
          height: image.height,
          createdAt: now,
        })),
      );
      const what = images.length === 1 ? 'a setup photo' : `${images.length} setup photos`;
      await noteOnOrder(tx, held.order.id, `${what} added by the vendor`, now);
    });
  } catch (error) {
    await Promise.allSettled(stored.map(({ key }) => files.remove(key)));
    throw error;
  }
  return vendorResponseView(db, link, now);
}

export function setupPhotosOf(...args: Parameters<typeof _setupPhotosRepository.setupPhotosOf>) {
  return _setupPhotosRepository.setupPhotosOf(...args);
}
