import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { type FileStore, isFileKey } from './file-store';

export type S3Config = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Cloudflare R2, DigitalOcean Spaces); AWS when absent. */
  endpoint?: string | undefined;
  /** Path-style addresses (`host/bucket/key`), which most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's own chain (instance role, AWS_* variables, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
};

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3 bucket, or any S3-compatible store, through the official AWS SDK. The bucket
 * stays private: the API reads a file and serves it at its own address. Checksums only where the
 * protocol requires them: several S3-compatible services refuse the SDK's newer default ones.
 */
export function s3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials && { credentials: config.credentials }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, file) {
      if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: file.body, ContentType: file.contentType }),
      );
    },
    async get(key) {
      if (!isFileKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        const body = Buffer.from(await object.Body.transformToByteArray());
        return { body, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      if (!isFileKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
