import { DomainError, imageTypeOf } from '@store/domain';
import sharp from 'sharp';

/** Larger than a phone camera's 48-megapixel photo is refused: decoding it could take gigabytes. */
const MAX_PIXELS = 50_000_000;
/** Longest side kept: sharp on a phone screen, on the tracking page and in a page's gallery, a fraction of the bytes. */
const MAX_SIDE = 1600;

export type UploadedImage = { body: Buffer; width: number; height: number; contentType: 'image/jpeg' };

/**
 * An uploaded image (a vendor's setup photo, an experience image), checked and re-encoded: its
 * first bytes must say JPEG, PNG or WebP (a name or declared type proves nothing), sharp must
 * decode all of it, and what is kept is a new JPEG at most 1600 px on its longest side, turned
 * upright, on white where it was transparent, without its metadata (a phone's EXIF carries where
 * the photo was taken). A file that is no image, or a damaged one, is a 400 naming it under
 * `field`; nothing of it is stored.
 */
export async function uploadedImage(field: string, name: string, bytes: Buffer): Promise<UploadedImage> {
  const notAnImage = (why: string) =>
    new DomainError('VALIDATION_FAILED', `${name} ${why}`, { [field]: `${name} ${why}` });
  if (bytes.length === 0) throw notAnImage('is empty.');
  if (!imageTypeOf(bytes)) throw notAnImage('is not a JPEG, PNG or WebP image.');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { body: data, width: info.width, height: info.height, contentType: 'image/jpeg' };
  } catch {
    throw notAnImage('could not be read as an image: it is damaged, or larger than 50 megapixels.');
  }
}
