import { describe, expect, it } from 'vitest';
import { ORDER_STATES, type OrderState } from '../orders/order-process';
import {
  imageTypeOf,
  nextVendorDayStep,
  onTheWayNotYet,
  SETUP_PHOTO_MAX_COUNT,
  setupPhotoRefusal,
  type VendorDayStep,
  vendorDayLinkEnd,
  vendorDayStepRefusal,
} from './vendor-day';

const GONE = 'This booking is no longer open for you: it was cancelled or changed.';

describe("the accepted vendor's steps, in order and once each", () => {
  it.each<[OrderState, VendorDayStep, number, string | undefined]>([
    ['accepted', 'on_the_way', 0, undefined],
    ['on_the_way', 'on_the_way', 0, 'You already marked this booking on the way.'],
    ['completed', 'on_the_way', 1, 'You already marked this booking on the way.'],
    ['accepted', 'done', 1, 'Mark the booking on the way first.'],
    ['on_the_way', 'done', 0, 'Add at least one setup photo before marking the booking done.'],
    ['on_the_way', 'done', 1, undefined],
    ['completed', 'done', 1, 'You already marked this booking done.'],
    ['cancelled', 'on_the_way', 0, GONE],
    ['refund_due', 'done', 1, GONE],
    ['sent_to_vendor', 'on_the_way', 0, GONE],
    ['rejected', 'on_the_way', 0, GONE],
  ])('%s, %s with %i photos: %s', (state, step, photos, refusal) => {
    expect(vendorDayStepRefusal(state, step, photos)).toBe(refusal);
  });

  it.each<[string, string | null, string | undefined]>([
    // Fri 4 Dec 2026 in Delhi starts at 3 Dec, 18:30 UTC.
    [
      '2026-12-03T18:29:59.999Z',
      '2026-12-04',
      'This booking is on Fri, 4 Dec 2026: you can mark it on the way from that day.',
    ],
    [
      '2026-11-25T10:00:00.000Z',
      '2026-12-04',
      'This booking is on Fri, 4 Dec 2026: you can mark it on the way from that day.',
    ],
    ['2026-12-03T18:30:00.000Z', '2026-12-04', undefined],
    ['2026-12-04T20:00:00.000Z', '2026-12-04', undefined],
    ['2026-11-25T10:00:00.000Z', null, undefined],
  ])('"on the way" at %s for a booking on %s: %s', (now, date, refusal) => {
    expect(onTheWayNotYet({ date, timeZone: 'Asia/Kolkata' }, new Date(now))).toBe(refusal);
  });

  it('offers a next step only while the vendor holds an unfinished booking', () => {
    const offered = ORDER_STATES.map((s) => [s, nextVendorDayStep(s)]).filter(([, step]) => step !== null);
    expect(offered).toEqual([
      ['accepted', 'on_the_way'],
      ['on_the_way', 'done'],
    ]);
  });
});

describe('setup photos', () => {
  it.each<[OrderState, number, number, string | undefined]>([
    ['on_the_way', 0, 1, undefined],
    ['on_the_way', 0, SETUP_PHOTO_MAX_COUNT, undefined],
    ['on_the_way', 4, 2, undefined],
    ['on_the_way', 4, 3, 'A booking takes at most 6 setup photos: 2 more can be added.'],
    ['on_the_way', 6, 1, 'A booking takes at most 6 setup photos: no more can be added.'],
    ['on_the_way', 0, 0, 'Choose at least one photo to upload.'],
    ['accepted', 0, 1, 'Mark the booking on the way first, then add the setup photos.'],
    ['completed', 1, 1, 'This booking is done: no more photos can be added.'],
    ['cancelled', 0, 1, GONE],
  ])('%s with %i, adding %i: %s', (state, existing, adding, refusal) => {
    expect(setupPhotoRefusal(state, existing, adding)).toBe(refusal);
  });

  it.each<[string, number[], string | undefined]>([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'jpeg'],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    ['WebP', [...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')], 'webp'],
    [
      'a RIFF that is not WebP (WAV)',
      [...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WAVE')],
      undefined,
    ],
    ['GIF', [...Buffer.from('GIF89a')], undefined],
    ['PDF', [...Buffer.from('%PDF-1.7')], undefined],
    ['text named .jpg', [...Buffer.from('hello')], undefined],
    ['a cut JPEG header', [0xff, 0xd8], undefined],
    ['nothing', [], undefined],
  ])('tells %s by its first bytes', (_, bytes, type) => {
    expect(imageTypeOf(Uint8Array.from(bytes))).toBe(type);
  });
});

describe("the accepted vendor's link", () => {
  const accepted = new Date('2026-12-01T04:30:00Z');
  it('works until 6 hours after the end of the slot day, in the city time', () => {
    // 2026-12-05 00:00 IST is 2026-12-04T18:30Z; six hours later.
    expect(vendorDayLinkEnd({ date: '2026-12-04', timeZone: 'Asia/Kolkata' }, accepted).toISOString()).toBe(
      '2026-12-05T00:30:00.000Z',
    );
  });

  it('works a week from acceptance for a booking without a date', () => {
    expect(vendorDayLinkEnd({ date: null, timeZone: 'Asia/Kolkata' }, accepted).toISOString()).toBe(
      '2026-12-08T04:30:00.000Z',
    );
  });
});
