import { describe, expect, it } from 'vitest';
import {
  isPaused,
  type NotAskedReason,
  nextVendor,
  notAskedReason,
  type VendorCandidate,
  vendorAnswerWindowMs,
  vendorResponseMessage,
} from './vendor-dispatch';
import { vendorArea, vendorRequestMessage } from './vendor-messages';

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6];
const WEEKDAYS = [1, 2, 3, 4, 5];
const v = (vendorId: number, rank: number, workingDays = ALL_WEEK, active = true): VendorCandidate => ({
  vendorId,
  rank,
  workingDays,
  active,
  mobileVerified: true,
  pausedUntil: null,
  pincodes: null,
  dailyCapacity: null,
  heldThatDay: 0,
});
const order = (date: string | null, asked: number[] = []) => ({
  date,
  asked: new Set(asked),
  pincode: '110070',
  today: '2026-12-01',
});

// 2026-12-04 is a Friday, 2026-12-05 a Saturday.
describe('the next vendor asked', () => {
  const candidates = [v(3, 2), v(1, 1, WEEKDAYS), v(2, 3), v(4, 4, ALL_WEEK, false)];
  it.each<[string, string | null, number[], number | undefined]>([
    ['the first by rank', '2026-12-04', [], 1],
    ['the next once the first was asked', '2026-12-04', [1], 3],
    ['one who works that weekday', '2026-12-05', [], 3],
    ['the last left', '2026-12-04', [1, 3], 2],
    ['nobody once all were asked (an inactive vendor is never asked)', '2026-12-04', [1, 2, 3], undefined],
    ['by rank alone without a date', null, [], 1],
  ])('%s', (_, date, asked, expected) => {
    expect(nextVendor(candidates, order(date, asked))?.vendorId).toBe(expected);
  });

  it('has nobody for an experience without vendors', () => {
    expect(nextVendor([], order('2026-12-04'))).toBeUndefined();
  });
});

describe('why a vendor is not asked', () => {
  // Friday 4 Dec, pincode 110070, today Tue 1 Dec.
  it.each<[string, Partial<VendorCandidate>, string | null, NotAskedReason | undefined]>([
    ['asked when everything fits', {}, '2026-12-04', undefined],
    ['inactive (deactivated)', { active: false }, '2026-12-04', 'inactive'],
    ['mobile not proven yet', { mobileVerified: false }, '2026-12-04', 'mobile not verified'],
    ['paused until a later date', { pausedUntil: '2026-12-02' }, '2026-12-04', 'paused'],
    ['asked again on the day the pause ends', { pausedUntil: '2026-12-01' }, '2026-12-04', undefined],
    [
      'off that weekday',
      { workingDays: WEEKDAYS.filter((d) => d !== 5) },
      '2026-12-04',
      'not working that day',
    ],
    ['serving other pincodes', { pincodes: ['110001'] }, '2026-12-04', 'pincode not served'],
    ['serving the pincode among others', { pincodes: ['110001', '110070'] }, '2026-12-04', undefined],
    ['at their capacity that day', { dailyCapacity: 2, heldThatDay: 2 }, '2026-12-04', 'full that day'],
    ['below their capacity that day', { dailyCapacity: 2, heldThatDay: 1 }, '2026-12-04', undefined],
    ['not held to a capacity without a date', { dailyCapacity: 1, heldThatDay: 1 }, null, undefined],
  ])('%s', (_, change, date, reason) => {
    expect(notAskedReason({ ...v(1, 1), ...change }, order(date))).toBe(reason);
  });

  it('skips each vendor who may not be asked, down the ranks', () => {
    const ranked = [
      { ...v(1, 1), mobileVerified: false },
      { ...v(2, 2), pausedUntil: '2026-12-10' },
      { ...v(3, 3), dailyCapacity: 1, heldThatDay: 1 },
      v(4, 4),
    ];
    expect(nextVendor(ranked, order('2026-12-04'))?.vendorId).toBe(4);
    expect(isPaused('2026-12-10', '2026-12-09')).toBe(true);
    expect(isPaused('2026-12-10', '2026-12-10')).toBe(false);
  });
});

describe('how long a vendor has to answer', () => {
  const settings = { maxMs: 120 * 60_000, minMs: 15 * 60_000 };
  const now = new Date('2026-12-01T04:30:00Z');
  const hoursAhead = (h: number) => new Date(now.getTime() + h * 3_600_000);
  it.each<[string, Date | null, number]>([
    ['the full window days before the slot', hoursAhead(72), 120],
    ['the full window at 8 hours', hoursAhead(8), 120],
    ['a quarter of the time left when closer', hoursAhead(4), 60],
    ['a quarter at 2 hours', hoursAhead(2), 30],
    ['never under the minimum', hoursAhead(0.5), 15],
    ['the minimum once the slot has begun', hoursAhead(-1), 15],
    ['the full window without a slot time', null, 120],
  ])('%s', (_, slotStart, minutes) => {
    expect(vendorAnswerWindowMs(settings, now, slotStart)).toBe(minutes * 60_000);
  });
});

describe('the response texts', () => {
  it.each([
    [1, 'Booking Accepted'],
    [0, 'Booking Rejected'],
  ] as const)('%s → %s', (response, text) => {
    expect(vendorResponseMessage(response)).toBe(text);
  });
});

describe('the request a vendor is sent', () => {
  it('says what, when and where, with the link, in one segment', () => {
    const message = vendorRequestMessage({
      orderId: 41,
      experience: 'Romantic Balloon Decor for Room',
      date: '2026-12-04',
      startTime: '13:00:00',
      area: vendorArea('Vasant Kunj', '110070'),
      link: 'https://s.in/vendor/response?token=t',
    });
    expect(message.text).toBe(
      'New booking request #41: Romantic Balloon Decor for Room on Fri 4 Dec, 1:00 PM at Vasant Kunj, 110070. Accept or reject here: https://s.in/vendor/response?token=t',
    );
    expect(message.params).toMatchObject({ order_id: '41', area: 'Vasant Kunj, 110070' });
  });

  it.each([
    ['Saket', '110017', 'Saket, 110017'],
    ['', '110017', '110017'],
    ['All over Delhi NCR', null, 'All over Delhi NCR'],
  ])('area of %s and %s: %s', (locality, pincode, area) => {
    expect(vendorArea(locality, pincode)).toBe(area);
  });
});
