import { randomBytes } from 'node:crypto';
import { FILE_FOLDERS, FILE_NAME, type FileFolder } from '@store/contract';

/**
 * Where uploaded files live (docs/architecture.md, "Outside services": local disk by default, any
 * S3-compatible store by environment). The API serves them itself at `/v1/files/{key}`, whichever
 * store holds them, so a file's address never changes with the store, and a bucket stays private.
 */
export type StoredFile = { body: Buffer; contentType: string };

export interface FileStore {
  readonly kind: 'local' | 's3';
  put(key: string, file: StoredFile): Promise<void>;
  /** Undefined when there is no file under the key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Best effort, for files whose rows were refused after they were stored; a missing one is fine. */
  remove(key: string): Promise<void>;
}

export const FILE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** A new, unguessable key in a folder: `setup-photos/3f…9a.jpg`. */
export function newFileKey(folder: FileFolder, extension: keyof typeof FILE_TYPES): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** Whether a key is one this store makes (so no path outside its folders is ever touched). */
export function isFileKey(key: string): boolean {
  const [folder, name, ...rest] = key.split('/');
  return (
    rest.length === 0 &&
    (FILE_FOLDERS as readonly string[]).includes(folder ?? '') &&
    FILE_NAME.test(name ?? '')
  );
}

/** The file's address on the API origin. */
export const filePath = (key: string): string => `/v1/files/${key}`;
