import { randomBytes } from 'node:crypto';
import { successEnvelope, vendorResponseView } from '@store/contract';
import sharp from 'sharp';
import type { TestApp } from '../support/test-app';
import { currentRequest, dispatchAll, get, responseUrl } from './vendors-helpers';

// Shared by the tests of the accepted vendor's day: steps, photos, file stores.

export const stepUrl = (step: 'on_the_way' | 'done' | 'photos', token: string) =>
  `/v1/vendor/${step}?token=${encodeURIComponent(token)}`;

export const post = (t: TestApp, url: string) => t.app.inject({ method: 'POST', url });

export const dayOf = (json: unknown) => successEnvelope(vendorResponseView).parse(json).data.vendor_day;

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipart(files: { name: string; bytes: Buffer; field?: string; type?: string }[]) {
  const boundary = `----store${randomBytes(8).toString('hex')}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'photos'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const upload = (t: TestApp, token: string, files: Parameters<typeof multipart>[0]) =>
  t.app.inject({ method: 'POST', url: stepUrl('photos', token), ...multipart(files) });

/** A real photo-like image: a gradient-free colour field, at a size and in a format. */
export const image = (width: number, height: number, format: 'jpeg' | 'png' | 'webp', alpha = false) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 200, g: 40, b: 90, alpha: 0.5 } : { r: 200, g: 40, b: 90 },
    },
  })
    [format]()
    .toBuffer();

/** A booking sent to its first vendor and accepted by them: its request and link token. */
export async function acceptedBooking(t: TestApp, orderId: number, now: Date) {
  await dispatchAll(t, now);
  const { token } = await currentRequest(t, orderId);
  const accepted = await get(t, responseUrl(token, 1));
  if (accepted.statusCode !== 200) throw new Error(`acceptance failed: ${accepted.body}`);
  return currentRequest(t, orderId);
}
