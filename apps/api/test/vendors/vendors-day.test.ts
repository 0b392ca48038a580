import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorEnvelope, orderDetail, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStore } from '../../src/modules/files/local-file-store';
import { eventsOf } from '../cancellations/cancel-helpers';
import { bookCod, minutesAfter, rowsOf } from '../messaging/message-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import type { TestApp } from '../support/test-app';
import { useTestApp } from '../support/test-app';
import { acceptedBooking, dayOf, image, post, stepUrl, upload } from './vendors-day-helpers';
import { currentRequest, dispatchAll, get, responseUrl, statusOf, viewUrl } from './vendors-helpers';

// The accepted vendor marks "on the way", adds setup photos and marks "done" from
// the request's link; the customer sees each step and the photos. Booking: experience 14 on Fri 4
// Dec 2026 at 1 PM IST (message-helpers' bookCod); its link works until Sat 5 Dec, 6:00 AM IST.

const SLOT_DAY = new Date('2026-12-04T04:30:00.000Z'); // Fri 4 Dec, 10:00 AM IST
const LINK_END = new Date('2026-12-05T00:30:00.000Z'); // Sat 5 Dec, 6:00 AM IST
const GONE = 'This booking is no longer open for you: it was cancelled or changed.';
const NOT_YET = 'This booking is on Fri, 4 Dec 2026: you can mark it on the way from that day.';

const refusal = (reply: { statusCode: number; json(): unknown }) => ({
  status: reply.statusCode,
  text: errorEnvelope.parse(reply.json()).error_message,
});
/** The refusal with the catalogue code that names its reason. */
const coded = (reply: { statusCode: number; json(): unknown }) => ({
  ...refusal(reply),
  code: errorEnvelope.parse(reply.json()).code,
});
const photoRows = (t: TestApp, orderId: number) =>
  t.database.db
    .select()
    .from(schema.setupPhotos)
    .where(eq(schema.setupPhotos.orderId, orderId))
    .orderBy(asc(schema.setupPhotos.id));
const filesIn = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
};

describe("the accepted vendor's day, from the request's link", () => {
  let now = TEST_NOW;
  const filesDir = mkdtempSync(join(tmpdir(), 'setup-photos-'));
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));
  const t = useTestApp({ clock: () => now, files: localFileStore(filesDir) });
  let orderId = 0;
  let token = '';
  let rejected = '';

  it('refuses every step before "on the way", and any link but the accepted vendor’s, writing nothing', async () => {
    orderId = await bookCod(t(), 2, 'day-1');
    await dispatchAll(t(), minutesAfter(1));
    rejected = (await currentRequest(t(), orderId)).token;
    expect((await get(t(), responseUrl(rejected, 0))).statusCode).toBe(200);
    now = minutesAfter(2);
    token = (await acceptedBooking(t(), orderId, now)).token;

    expect(dayOf((await get(t(), viewUrl(token))).json())).toEqual({
      status: 'accepted',
      next_step: 'on_the_way',
      not_yet: NOT_YET,
      can_add_photos: false,
      open_until: LINK_END.toISOString(),
      closed_reason: null,
      photos: [],
      max_photos: 6,
      max_photo_bytes: 8 * 1024 * 1024,
    });
    expect(dayOf((await get(t(), viewUrl(rejected))).json())).toBeNull();
    const events = (await eventsOf(t(), orderId)).length;

    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const jpeg = await image(40, 30, 'jpeg');
    expect(coded(await post(t(), stepUrl('done', token)))).toEqual({
      status: 409,
      code: 'VENDOR_STEP_NOT_OPEN',
      text: 'Mark the booking on the way first.',
    });
    expect(coded(await upload(t(), token, [{ name: 'a.jpg', bytes: jpeg }]))).toEqual({
      status: 409,
      code: 'VENDOR_STEP_NOT_OPEN',
      text: 'Mark the booking on the way first, then add the setup photos.',
    });
    // The team sets out on the slot's day: the day before (Thu 3 Dec, 11:59 PM IST) is too early.
    now = new Date('2026-12-03T18:29:00.000Z');
    expect(coded(await post(t(), stepUrl('on_the_way', token)))).toEqual({
      status: 409,
      code: 'ON_THE_WAY_TOO_EARLY',
      text: NOT_YET,
    });
    now = minutesAfter(2);
    expect(coded(await post(t(), stepUrl('on_the_way', rejected)))).toEqual({
      status: 409,
      code: 'REQUEST_NOT_ACCEPTED',
      text: 'You rejected this booking. Only the partner who accepted it can mark its steps.',
    });
    for (const bad of [forged, '12.34.abc', 'x'.repeat(101)]) {
      const reply = await post(t(), stepUrl('on_the_way', bad));
      expect(reply.statusCode).toBe(400);
    }
    expect(coded(await post(t(), stepUrl('on_the_way', forged)))).toEqual({
      status: 400,
      code: 'VENDOR_LINK_INVALID',
      text: 'This booking request link is not valid.',
    });
    expect((await post(t(), '/v1/vendor/on_the_way')).statusCode).toBe(400);
    expect(await statusOf(t(), orderId)).toBe('accepted');
    expect(await eventsOf(t(), orderId)).toHaveLength(events);
  });

  it('marks "on the way" once, with its audit row and a message to the customer', async () => {
    now = SLOT_DAY;
    const reply = await post(t(), stepUrl('on_the_way', token));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Marked on the way');
    expect(dayOf(reply.json())).toMatchObject({
      status: 'on_the_way',
      next_step: 'done',
      not_yet: null,
      can_add_photos: true,
    });
    expect(await statusOf(t(), orderId)).toBe('on_the_way');
    expect((await eventsOf(t(), orderId)).at(-1)).toMatchObject({
      fromStatus: 'accepted',
      toStatus: 'on_the_way',
      cause: 'the vendor is on the way',
      createdAt: SLOT_DAY,
    });
    expect((await rowsOf(t(), orderId, 'sms')).map((m) => m.kind)).toContain('order_on_the_way');

    expect(coded(await post(t(), stepUrl('on_the_way', token)))).toEqual({
      status: 409,
      code: 'VENDOR_STEP_NOT_OPEN',
      text: 'You already marked this booking on the way.',
    });
    expect(coded(await post(t(), stepUrl('done', token)))).toEqual({
      status: 409,
      code: 'VENDOR_STEP_NOT_OPEN',
      text: 'Add at least one setup photo before marking the booking done.',
    });
  });

  it('refuses what is not a photo, too large, too many or not multipart, keeping nothing', async () => {
    const jpeg = await image(40, 30, 'jpeg');
    const json = await t().app.inject({
      method: 'POST',
      url: stepUrl('photos', token),
      payload: { photos: [] },
    });
    expect(refusal(json)).toEqual({ status: 415, text: 'Send the photos as multipart/form-data.' });
    const cases: [Parameters<typeof upload>[2], number, string][] = [
      [
        [{ name: 'notes.jpg', bytes: Buffer.from('not a photo at all') }],
        400,
        'notes.jpg is not a JPEG, PNG or WebP image.',
      ],
      [
        [{ name: 'anim.gif', bytes: Buffer.from('GIF89a……') }],
        400,
        'anim.gif is not a JPEG, PNG or WebP image.',
      ],
      [
        [{ name: 'broken.jpg', bytes: Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(200, 7)]) }],
        400,
        'broken.jpg could not be read as an image: it is damaged, or larger than 50 megapixels.',
      ],
      [[{ name: 'empty.jpg', bytes: Buffer.alloc(0) }], 400, 'empty.jpg is empty.'],
      [
        [{ name: 'huge.jpg', bytes: Buffer.concat([jpeg, Buffer.alloc(8 * 1024 * 1024)]) }],
        413,
        'huge.jpg is larger than 8 MB.',
      ],
      [
        [
          { name: 'good.jpg', bytes: jpeg },
          { name: 'bad.png', bytes: Buffer.from('<svg/>') },
        ],
        400,
        'bad.png is not a JPEG, PNG or WebP image.',
      ],
      [
        Array.from({ length: 7 }, (_, i) => ({ name: `p${i}.jpg`, bytes: jpeg })),
        400,
        'A booking takes at most 6 setup photos: 6 more can be added.',
      ],
      [[{ name: 'a.jpg', bytes: jpeg, field: 'file' }], 400, 'Only photos are taken, in the field "photos".'],
      [[], 400, 'Choose at least one photo to upload.'],
    ];
    for (const [files, status, text] of cases) {
      const reply = await upload(t(), token, files);
      expect(refusal(reply)).toEqual({ status, text });
      if (files.length > 0)
        expect(errorEnvelope.parse(reply.json()).data).toEqual({ [files.at(-1)?.field ?? 'photos']: text });
    }
    expect(await photoRows(t(), orderId)).toEqual([]);
    expect(filesIn(filesDir)).toEqual([]);
  });

  it('keeps photos as upright JPEGs of at most 1600 px without their metadata, served with type and cache headers', async () => {
    const events = (await eventsOf(t(), orderId)).length;
    const big = await sharp(await image(3200, 2400, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'GPS 28.5N 77.2E' } })
      .toBuffer();
    const reply = await upload(t(), token, [
      { name: 'table.png', bytes: await image(400, 300, 'png', true), type: 'image/png' },
      { name: 'room.jpg', bytes: big },
    ]);
    expect(reply.statusCode).toBe(200);
    const photos = dayOf(reply.json())?.photos ?? [];
    expect(photos.map((p) => [p.width, p.height])).toEqual([
      [400, 300],
      [1600, 1200],
    ]);
    expect(photos.every((p) => /^\/v1\/files\/setup-photos\/[a-f0-9]{32}\.jpg$/.test(p.url))).toBe(true);
    expect(await photoRows(t(), orderId)).toHaveLength(2);
    expect(filesIn(filesDir)).toHaveLength(2);
    expect((await eventsOf(t(), orderId)).slice(events).map((e) => e.cause)).toEqual([
      '2 setup photos added by the vendor',
    ]);

    const served = await get(t(), photos[1]?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();

    const jpeg = await image(40, 30, 'jpeg');
    const tooMany = await upload(
      t(),
      token,
      Array.from({ length: 5 }, (_, i) => ({ name: `more${i}.jpg`, bytes: jpeg })),
    );
    expect(refusal(tooMany)).toEqual({
      status: 400,
      text: 'A booking takes at most 6 setup photos: 4 more can be added.',
    });
    expect(await photoRows(t(), orderId)).toHaveLength(2);
  });

  it('marks "done" once; the customer sees each step with its time, and the photos', async () => {
    now = new Date(SLOT_DAY.getTime() + 4 * 3_600_000);
    const reply = await post(t(), stepUrl('done', token));
    expect(reply.statusCode).toBe(200);
    expect(dayOf(reply.json())).toMatchObject({
      status: 'completed',
      next_step: null,
      can_add_photos: false,
      closed_reason: 'Marked done. Thank you!',
    });
    expect((await eventsOf(t(), orderId)).at(-1)).toMatchObject({
      fromStatus: 'on_the_way',
      toStatus: 'completed',
      cause: 'done',
    });
    expect((await rowsOf(t(), orderId, 'sms')).map((m) => m.kind)).toContain('order_completed');
    for (const [step, text] of [
      ['done', 'You already marked this booking done.'],
      ['on_the_way', 'You already marked this booking on the way.'],
    ] as const)
      expect(coded(await post(t(), stepUrl(step, token)))).toEqual({
        status: 409,
        code: 'VENDOR_STEP_NOT_OPEN',
        text,
      });
    expect(
      coded(await upload(t(), token, [{ name: 'late.jpg', bytes: await image(40, 30, 'jpeg') }])),
    ).toEqual({
      status: 409,
      code: 'VENDOR_STEP_NOT_OPEN',
      text: 'This booking is done: no more photos can be added.',
    });

    const session = await sessionFor(t(), 2);
    const detail = successEnvelope(orderDetail).parse(
      (
        await t().app.inject({
          method: 'GET',
          url: `/v2/order-detail-by-id/${orderId}`,
          headers: { 'x-csrf-token': session },
        })
      ).json(),
    ).data;
    expect(detail.timeline.slice(-2).map((s) => [s.label, s.at_text])).toEqual([
      ['On the way', 'Fri, 4 Dec 2026, 10:00 AM'],
      ['Completed', 'Fri, 4 Dec 2026, 2:00 PM'],
    ]);
    expect(detail.setup_photos).toEqual(dayOf((await get(t(), viewUrl(token))).json())?.photos);
    expect(detail.setup_photos).toHaveLength(2);
  });
});

describe('the OpenAPI document', () => {
  const t = useTestApp();
  it("lists the vendor's day steps, the photo upload (multipart) and the files", async () => {
    const doc = (await get(t(), '/docs')).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    for (const step of ['on_the_way', 'done', 'photos'])
      expect(doc.paths).toHaveProperty([`/v1/vendor/${step}`, 'post']);
    expect(Object.keys(doc.paths['/v1/vendor/photos']?.post?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    expect(doc.paths).toHaveProperty(['/v1/files/{folder}/{name}', 'get']);
  });
});

describe('a development request as of another moment (X-Dev-Now)', () => {
  const now = TEST_NOW;
  const dev = useTestApp({ clock: () => now, devEndpoints: true });
  const prod = useTestApp({ clock: () => now, devEndpoints: false });

  it('lets a demo mark a booking weeks ahead "on the way" on its day, in development only', async () => {
    const onTheWay = (t: TestApp, token: string, at?: string) =>
      t.app.inject({
        method: 'POST',
        url: stepUrl('on_the_way', token),
        headers: at ? { 'x-dev-now': at } : {},
      });
    const inProduction = (await acceptedBooking(prod(), await bookCod(prod(), 2, 'dev-now-prod'), now)).token;
    expect(coded(await onTheWay(prod(), inProduction, SLOT_DAY.toISOString()))).toEqual({
      status: 409,
      code: 'ON_THE_WAY_TOO_EARLY',
      text: NOT_YET,
    });

    const orderId = await bookCod(dev(), 2, 'dev-now');
    const { token } = await acceptedBooking(dev(), orderId, now);
    expect(refusal(await onTheWay(dev(), token, 'next friday'))).toEqual({
      status: 400,
      text: 'Invalid X-Dev-Now header: must be an ISO date-time',
    });
    expect(refusal(await onTheWay(dev(), token))).toEqual({ status: 409, text: NOT_YET });
    expect((await onTheWay(dev(), token, SLOT_DAY.toISOString())).statusCode).toBe(200);
    expect((await eventsOf(dev(), orderId)).at(-1)).toMatchObject({
      toStatus: 'on_the_way',
      createdAt: SLOT_DAY,
    });
  });

  it("lets the store's pages send the header through CORS in development only", async () => {
    const preflight = (t: TestApp) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/v1/vendor/on_the_way',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-dev-now',
        },
      });
    expect((await preflight(dev())).headers['access-control-allow-headers']).toContain('X-Dev-Now');
    expect((await preflight(prod())).headers['access-control-allow-headers']).not.toContain('X-Dev-Now');
  });
});

describe("the accepted vendor's link ends", () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });

  it('some hours after the slot’s day: every step is then a 400, and nothing changes', async () => {
    const orderId = await bookCod(t(), 3, 'day-2');
    const { token } = await acceptedBooking(t(), orderId, minutesAfter(1));
    now = LINK_END;
    const expired = 'This link worked until Sat, 5 Dec 2026, 6:00 AM: it has expired.';
    const day = dayOf((await get(t(), viewUrl(token))).json());
    expect(day).toMatchObject({ next_step: null, can_add_photos: false, closed_reason: expired });
    expect(coded(await post(t(), stepUrl('on_the_way', token)))).toEqual({
      status: 400,
      code: 'VENDOR_LINK_EXPIRED',
      text: expired,
    });
    expect(coded(await upload(t(), token, [{ name: 'a.jpg', bytes: await image(40, 30, 'jpeg') }]))).toEqual({
      status: 400,
      code: 'VENDOR_LINK_EXPIRED',
      text: expired,
    });
    expect(await statusOf(t(), orderId)).toBe('accepted');
  });

  it('when the customer cancels the booking: its steps are refused with why', async () => {
    now = TEST_NOW;
    const orderId = await bookCod(t(), 4, 'day-3');
    const { token } = await acceptedBooking(t(), orderId, minutesAfter(2));
    const session = await sessionFor(t(), 4);
    const cancelled = await t().app.inject({
      method: 'POST',
      url: `/v2/booking/${orderId}/cancel`,
      payload: {},
      headers: { 'x-csrf-token': session },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(coded(await post(t(), stepUrl('on_the_way', token)))).toEqual({
      status: 409,
      code: 'VENDOR_STEP_NOT_OPEN',
      text: GONE,
    });
    expect(dayOf((await get(t(), viewUrl(token))).json())).toMatchObject({
      next_step: null,
      closed_reason: GONE,
    });
  });
});

// PGlite runs one transaction at a time; the api-postgres run of this block shows the real races:
// each step and each upload locks the request row first, so they take turns.
describe("the accepted vendor's steps at the same moment", () => {
  let now = TEST_NOW;
  const t = useTestApp({ clock: () => now });

  it('marks "on the way" once when it is sent twice at once, and "done" counts only the photos in', async () => {
    const orderId = await bookCod(t(), 5, 'day-race');
    const { token } = await acceptedBooking(t(), orderId, minutesAfter(1));
    now = SLOT_DAY;
    const twice = await Promise.all([
      post(t(), stepUrl('on_the_way', token)),
      post(t(), stepUrl('on_the_way', token)),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const second = twice.find((r) => r.statusCode === 409);
    expect(second && coded(second).code).toBe('VENDOR_STEP_NOT_OPEN');
    expect((await eventsOf(t(), orderId)).filter((e) => e.toStatus === 'on_the_way')).toHaveLength(1);

    const jpeg = await image(40, 30, 'jpeg');
    const [photos, done] = await Promise.all([
      upload(t(), token, [{ name: 'a.jpg', bytes: jpeg }]),
      post(t(), stepUrl('done', token)),
    ]);
    expect(photos.statusCode).toBe(200);
    // Done either saw no photo yet (refused), or came after the photo (and then the order is done).
    if (done.statusCode === 200) expect(await statusOf(t(), orderId)).toBe('completed');
    else {
      expect(coded(done)).toEqual({
        status: 409,
        code: 'VENDOR_STEP_NOT_OPEN',
        text: 'Add at least one setup photo before marking the booking done.',
      });
      expect(await statusOf(t(), orderId)).toBe('on_the_way');
    }
    expect(await photoRows(t(), orderId)).toHaveLength(1);
  });
});
