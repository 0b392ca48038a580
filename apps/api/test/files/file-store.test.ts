import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorEnvelope } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';
import { type FileStore, newFileKey } from '../../src/modules/files/file-store';
import { fileStoreFromEnv } from '../../src/modules/files/files-env';
import { localFileStore } from '../../src/modules/files/local-file-store';
import { s3FileStore } from '../../src/modules/files/s3-file-store';
import { type StubServer, startStub } from '../support/stub-server';
import { buildTestApp, type TestApp } from '../support/test-app';
import { image } from '../vendors/vendors-day-helpers';

// The file store behind the setup photos (docs/architecture.md, "Outside services"): local disk by
// default, any S3-compatible store by environment. The S3 adapter runs the official AWS SDK against
// a local stand-in that speaks enough of S3's PutObject, GetObject and DeleteObject (path-style).

const BUCKET = 'store-files';

/** An S3 stand-in: objects in memory; requests must be SigV4-signed by the configured key. */
async function startS3(): Promise<StubServer & { objects: Map<string, { body: Buffer; type: string }> }> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const stub = await startStub((request, response) => {
    const key = decodeURIComponent(new URL(request.url, 'http://s3').pathname.replace(`/${BUCKET}/`, ''));
    const auth = String(request.headers.authorization ?? '');
    if (!auth.startsWith('AWS4-HMAC-SHA256 Credential=test-key/')) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      return response.end('<Error><Code>AccessDenied</Code></Error>');
    }
    if (request.method === 'PUT') {
      objects.set(key, { body: request.body, type: String(request.headers['content-type'] ?? '') });
      response.writeHead(200, { etag: '"e"' });
      return response.end();
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    const object = objects.get(key);
    if (!object) {
      response.writeHead(404, { 'content-type': 'application/xml' });
      return response.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
      );
    }
    response.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length });
    response.end(object.body);
  });
  return Object.assign(stub, { objects });
}

describe('the S3-compatible file store, through the AWS SDK', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let store: FileStore;
  beforeAll(async () => {
    s3 = await startS3();
    store = s3FileStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: s3.url,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
    });
  });
  afterAll(() => s3.close());

  it('puts a file under its key with its type, gets it back, and removes it', async () => {
    const key = newFileKey('setup-photos', 'jpg');
    const body = await image(20, 10, 'jpeg');
    await store.put(key, { body, contentType: 'image/jpeg' });
    const put = s3.requests.find((r) => r.method === 'PUT');
    expect(new URL(put?.url ?? '', s3.url).pathname).toBe(`/${BUCKET}/${key}`);
    expect(put?.headers['content-type']).toBe('image/jpeg');
    expect(s3.objects.get(key)?.body.equals(body)).toBe(true);

    expect(await store.get(key)).toEqual({ body, contentType: 'image/jpeg' });
    await store.remove(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
  });

  it('never asks the bucket for a key it did not make', async () => {
    const before = s3.requests.length;
    expect(await store.get('../secrets.txt')).toBeUndefined();
    await expect(
      store.put('setup-photos/../../x.jpg', { body: Buffer.from('x'), contentType: 'image/jpeg' }),
    ).rejects.toThrow('not a file key');
    expect(s3.requests.length).toBe(before);
  });

  it('is what the API serves a photo from, at the same address as from the disk', async () => {
    const t = await buildTestApp({ files: store });
    try {
      const key = newFileKey('setup-photos', 'jpg');
      const body = await image(20, 10, 'jpeg');
      await store.put(key, { body, contentType: 'image/jpeg' });
      const reply = await t.app.inject({ method: 'GET', url: `/v1/files/${key}` });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('image/jpeg');
      expect(reply.rawPayload.equals(body)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('GET /v1/files/{folder}/{name} from the local disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'files-'));
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ files: localFileStore(dir) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a stored file with its type, its length and a year of private caching', async () => {
    const store = localFileStore(dir);
    const key = newFileKey('setup-photos', 'jpg');
    const body = await image(30, 20, 'jpeg');
    await store.put(key, { body, contentType: 'image/jpeg' });
    const reply = await t.app.inject({ method: 'GET', url: `/v1/files/${key}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(body.length),
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(reply.rawPayload.equals(body)).toBe(true);
  });

  it('answers 404 for a file it does not have, and 400 for any other name or folder', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `/v1/files/${newFileKey('setup-photos', 'jpg')}`,
    });
    expect(missing.statusCode).toBe(404);
    expect(errorEnvelope.parse(missing.json()).error_message).toBe('This file was not found.');
    for (const url of [
      '/v1/files/setup-photos/..%2F..%2Fpackage.json',
      '/v1/files/setup-photos/README.md',
      `/v1/files/catalogue/${'a'.repeat(32)}.jpg`,
      `/v1/files/setup-photos/${'A'.repeat(32)}.jpg`,
    ]) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(400);
    }
  });
});

describe('the file store the environment names', () => {
  it('is the local disk by default, an S3-compatible bucket with S3_BUCKET', () => {
    expect(fileStoreFromEnv(loadEnv({})).kind).toBe('local');
    const s3 = loadEnv({
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(fileStoreFromEnv(s3).kind).toBe('s3');
  });

  it('refuses one S3 key without the other, and a plain-http S3_ENDPOINT in production', () => {
    expect(() => loadEnv({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      'S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY or neither',
    );
    expect(() =>
      loadEnv({ NODE_ENV: 'production', S3_BUCKET: 'photos', S3_ENDPOINT: 'http://minio:9000' }),
    ).toThrow('S3_ENDPOINT: must be https (http is a local stand-in) (NODE_ENV=production)');
  });
});
