import type { Env } from '../../env';
import type { FileStore } from './file-store';
import { localFileStore } from './local-file-store';
import { s3FileStore } from './s3-file-store';

/** The file store the environment names: an S3-compatible bucket when S3_BUCKET is set, else local disk. */
export function fileStoreFromEnv(env: Env): FileStore {
  if (!env.S3_BUCKET) return localFileStore(env.FILES_DIR);
  return s3FileStore({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
