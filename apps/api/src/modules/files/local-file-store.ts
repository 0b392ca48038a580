import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { FILE_TYPES, type FileStore, isFileKey } from './file-store';

/**
 * Files on the local disk under one directory (`./data/files` by default), for the demo and a
 * single machine. Several API machines need a shared store: the S3 one. A file is written to a
 * temporary name and renamed, so a reader never sees half a file; its type comes from its name.
 */
export function localFileStore(directory: string): FileStore {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
    return join(root, key);
  };
  return {
    kind: 'local',
    async put(key, file) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(partial, file.body, { flag: 'wx' });
      await rename(partial, path);
    },
    async get(key) {
      if (!isFileKey(key)) return undefined;
      try {
        const body = await readFile(pathOf(key));
        const extension = key.slice(key.lastIndexOf('.') + 1);
        return { body, contentType: FILE_TYPES[extension] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
