import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { experienceDetail, successEnvelope, UPLOADED_IMAGES_PATH } from '@store/contract';
import { CONSOLE_API_PREFIX, consoleExperience } from '@store/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreRevalidation } from '../../src/modules/console/catalogue/store-refresh';
import { localFileStore } from '../../src/modules/files/local-file-store';
import { type StubServer, sendJson, startStub } from '../support/stub-server';
import { useTestApp } from '../support/test-app';
import { image, multipart } from '../vendors/vendors-day-helpers';
import { ADMIN, auditRows, callers, consoleGet, dataOf, errorOf } from './console-helpers';

// Catalogue images, uploaded through the storage adapter: an admin uploads an
// image for an experience, as its featured image or into its gallery; it is checked by its bytes
// (JPEG, PNG or WebP), at most 8 MB, re-encoded and stored, and the store's experience call names it
// at once under the store's own /images/uploads/ path (the store revalidates). Customers, agents
// and ops are refused; a file that is no image, too large, for an unknown experience, or not one
// file is a clear 4xx with nothing stored or written. Runs on PGlite and PostgreSQL.

const filesDir = mkdtempSync(join(tmpdir(), 'experience-images-'));
const storedFiles = () => {
  try {
    return readdirSync(join(filesDir, 'experience-images')).filter((f) => !f.endsWith('.part'));
  } catch {
    return [];
  }
};

let store: StubServer;
const revalidation: StoreRevalidation = { urls: [], secret: 'test-revalidate-secret-0123456789' };
beforeAll(async () => {
  store = await startStub((_request, response) => sendJson(response, 200, { revalidated: true }));
  revalidation.urls.push(`${store.url}/api/revalidate`);
});
afterAll(async () => {
  await store.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const t = useTestApp({
  catalogueCacheTtlMs: 60_000,
  storeRevalidation: revalidation,
  files: localFileStore(filesDir),
});
let who: Awaited<ReturnType<typeof callers>>;
beforeAll(async () => {
  who = await callers(t());
});

const EXPERIENCE = 1;
type Files = Parameters<typeof multipart>[0];

/** The upload with its body and boundary built once (the headers must name the body's boundary). */
const send = (files: Files, token: string, options: { id?: number; place?: string } = {}) => {
  const body = multipart(files.map((f) => ({ field: 'image', ...f })));
  return t().app.inject({
    method: 'POST',
    url: `${CONSOLE_API_PREFIX}/catalogue/experiences/${options.id ?? EXPERIENCE}/images?place=${options.place ?? 'featured'}`,
    payload: body.payload,
    headers: { ...body.headers, 'x-csrf-token': token },
  });
};

const storeExperience = async () =>
  successEnvelope(experienceDetail).parse(
    (await t().app.inject({ method: 'GET', url: `/v5/experience/id/${EXPERIENCE}` })).json(),
  ).data;

const consoleRecord = async () =>
  dataOf(consoleExperience, await consoleGet(t(), `/catalogue/experiences/${EXPERIENCE}`, who.ops));

/** The stored file behind a store path, as the API serves it. */
const served = (path: string) =>
  t().app.inject({
    method: 'GET',
    url: `/v1/files/experience-images/${path.slice(UPLOADED_IMAGES_PATH.length)}`,
  });

describe('uploading an experience image', () => {
  it('is for an admin only: customer, agent and ops are refused, nothing stored', async () => {
    const png = await image(80, 60, 'png');
    for (const token of [who.customer, who.agent, who.ops])
      expect((await send([{ name: 'a.png', bytes: png }], token)).statusCode).toBe(403);
    expect(storedFiles()).toEqual([]);
  });

  it('replaces the featured image: re-encoded, served, on the store at once, audited, the store asked to revalidate', async () => {
    const before = await storeExperience();
    const asked = store.requests.length;
    const reply = await send(
      [{ name: 'hero.png', bytes: await image(2400, 1200, 'png', true), type: 'image/png' }],
      who.admin,
    );
    const saved = dataOf(consoleExperience, reply);
    expect(saved.featured_image).toMatch(/^\/images\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(saved.featured_image).not.toBe(before.featured_image);
    // The store's call (cached for a minute) names the new image right after the upload.
    expect((await storeExperience()).featured_image).toBe(saved.featured_image);
    const file = await served(saved.featured_image);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { default: sharp } = await import('sharp');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 800,
    });
    expect(storedFiles()).toHaveLength(1);
    expect((await auditRows(t())).at(-1)).toMatchObject({
      actorId: ADMIN,
      action: 'experience.image',
      subjectType: 'experience',
      subjectId: String(EXPERIENCE),
      before: { featured_image: before.featured_image },
      after: { featured_image: saved.featured_image },
    });
    expect(store.requests.slice(asked)).toMatchObject([{ method: 'POST', url: '/api/revalidate' }]);
  });

  it('adds an image at the end of the gallery, keeping the others', async () => {
    const before = await consoleRecord();
    const saved = dataOf(
      consoleExperience,
      await send([{ name: 'g.webp', bytes: await image(300, 200, 'webp') }], who.admin, { place: 'gallery' }),
    );
    expect(saved.gallery.slice(0, -1)).toEqual(before.gallery);
    expect(saved.gallery.at(-1)?.url).toMatch(/^\/images\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(saved.featured_image).toBe(before.featured_image);
    expect((await storeExperience()).gallery.at(-1)?.url).toBe(saved.gallery.at(-1)?.url);
    expect((await served(saved.gallery.at(-1)?.url ?? '')).statusCode).toBe(200);
  });

  it('refuses what is no image, too large, not one file, for an unknown experience: nothing stored or written', async () => {
    const jpeg = await image(40, 30, 'jpeg');
    const record = await consoleRecord();
    const files = storedFiles();
    const audit = (await auditRows(t())).length;
    const cases: [Promise<{ statusCode: number; body: string }>, number, string, string][] = [
      [
        send([{ name: 'notes.jpg', bytes: Buffer.from('not an image at all') }], who.admin),
        400,
        'image',
        'notes.jpg is not a JPEG, PNG or WebP image.',
      ],
      [
        send([{ name: 'anim.gif', bytes: Buffer.from('GIF89a……'), type: 'image/gif' }], who.admin),
        400,
        'image',
        'anim.gif is not a JPEG, PNG or WebP image.',
      ],
      [
        send(
          [{ name: 'broken.jpg', bytes: Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(200, 7)]) }],
          who.admin,
        ),
        400,
        'image',
        'broken.jpg could not be read as an image: it is damaged, or larger than 50 megapixels.',
      ],
      [
        send([{ name: 'huge.jpg', bytes: Buffer.concat([jpeg, Buffer.alloc(8 * 1024 * 1024)]) }], who.admin),
        413,
        'image',
        'huge.jpg is larger than 8 MB.',
      ],
      [
        send(
          [
            { name: 'a.jpg', bytes: jpeg },
            { name: 'b.jpg', bytes: jpeg },
          ],
          who.admin,
        ),
        400,
        'image',
        'Send one image at a time.',
      ],
      [send([], who.admin), 400, 'image', 'Choose an image to upload.'],
      [
        send([{ name: 'a.jpg', bytes: jpeg, field: 'file' }], who.admin),
        400,
        'file',
        'Only an image is taken, in the field "image".',
      ],
      [
        send([{ name: 'a.jpg', bytes: jpeg }], who.admin, { place: 'banner' }),
        400,
        'place',
        'place must be one of featured, gallery',
      ],
      [
        t().app.inject({
          method: 'POST',
          url: `${CONSOLE_API_PREFIX}/catalogue/experiences/${EXPERIENCE}/images`,
          payload: { image: 'x' },
          headers: { 'x-csrf-token': who.admin },
        }),
        415,
        'image',
        'Send the image as multipart/form-data.',
      ],
    ];
    for (const [reply, status, field, text] of cases) {
      const r = await reply;
      expect(r.statusCode, r.body).toBe(status);
      expect(errorOf(r).data, r.body).toMatchObject({ [field]: text });
    }
    const unknown = await send([{ name: 'a.jpg', bytes: jpeg }], who.admin, { id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Experience 999999 was not found');
    expect(await consoleRecord()).toEqual(record);
    expect(storedFiles()).toEqual(files);
    expect(await auditRows(t())).toHaveLength(audit);
  });
});
