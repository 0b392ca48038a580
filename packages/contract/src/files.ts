import { z } from 'zod';
import { text } from './bounds';

// Files the API keeps and serves (the vendor's setup photos;: the
// experience images operators upload): at `/v1/files/{folder}/{name}`, whatever store holds them
// (local disk, an S3-compatible bucket).

/** The folders files are kept in, one per kind of file. */
export const FILE_FOLDERS = ['setup-photos', 'experience-images', 'review-photos'] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];

/** A stored file's name: 128 random bits in hex (its address is its only credential) and its type. */
export const FILE_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export const fileParams = z.object({
  folder: z.enum(FILE_FOLDERS, { error: `folder must be one of ${FILE_FOLDERS.join(', ')}` }),
  name: text(40, 'name').regex(FILE_NAME, 'name must be a stored file name'),
});

/** A setup photo as the tracking page and the vendor's page show it. */
export const setupPhoto = z.object({
  /** Path on the API origin (`/v1/files/setup-photos/….jpg`). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  added_at: z.string(),
});
export type SetupPhoto = z.infer<typeof setupPhoto>;

/**
 * Where the store shows an uploaded experience image: a path of its own under /images (next/image
 * optimises only local /images paths, and the page's CSP stays 'self'), which the store answers
 * from the API's `experience-images` folder. The catalogue keeps this path, like any other image.
 */
export const UPLOADED_IMAGES_PATH = '/images/uploads/';
export const uploadedImagePath = (name: string): string => `${UPLOADED_IMAGES_PATH}${name}`;
/** Where the store shows a customer's review photo: its own path, answered from the API's `review-photos` folder. */
export const REVIEW_PHOTOS_PATH = '/images/reviews/';
export const reviewPhotoPath = (name: string): string => `${REVIEW_PHOTOS_PATH}${name}`;

/** The stored file's name behind an uploaded image's path; undefined for any other image. */
export function uploadedImageName(path: string): string | undefined {
  const name = path.startsWith(UPLOADED_IMAGES_PATH) ? path.slice(UPLOADED_IMAGES_PATH.length) : '';
  return FILE_NAME.test(name) ? name : undefined;
}

/** A stored file's bytes as GET /v1/files/{folder}/{name} answers them: no envelope (read with fetch). */
export const storedFileBody = z.custom<ArrayBuffer>((value) => value instanceof ArrayBuffer, 'a file');
