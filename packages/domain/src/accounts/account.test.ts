import { describe, expect, it } from 'vitest';
import { ADDRESS_MAP_ZOOM, addressMapStart, roundedPoint } from './address-map';
import { occasionDateError, occasionStepAfter } from './occasions';
import { emptyTabText, PROFILE_TABS, profileTabOf } from './profile-tabs';
import {
  earnedReferralCredit,
  REFERRAL_CREDIT,
  REFERRAL_MONTHLY_CAP,
  referralLink,
  referralMessage,
  referralMonthStart,
  whatsappShareUrl,
} from './referral';

describe('the occasion flow', () => {
  it.each([
    ['OCCASSION', 'next', 'RELATION'],
    ['RELATION', 'next', 'DATE'],
    ['DATE', 'next', 'DATE'],
    ['DATE', 'back', 'RELATION'],
    ['RELATION', 'back', 'OCCASSION'],
    ['OCCASSION', 'back', 'OCCASSION'],
  ] as const)('%s, %s -> %s', (step, direction, to) => {
    expect(occasionStepAfter(step, direction)).toBe(to);
  });

  it.each([
    ['2026-12-01', undefined],
    ['2027-12-01', undefined],
    ['2026-11-30', 'date cannot be in the past'],
    ['2029-01-01', 'date must be within the next two years'],
    ['2027-02-30', 'date must be a date such as 2027-02-14'],
    ['14/02/2027', 'date must be a date such as 2027-02-14'],
  ])('a saved date of %s: %s', (date, error) => {
    expect(occasionDateError(date, '2026-12-01')).toBe(error);
  });
});

describe('the referral share', () => {
  it('links the store with the code, and fills the WhatsApp message', () => {
    expect(referralLink('https://store.example/', 'AARAV8M2')).toBe(
      'https://store.example/?referral_code=AARAV8M2',
    );
    const message = referralMessage('https://store.example', 'AARAV8M2');
    expect(message).toContain('AARAV8M2');
    expect(whatsappShareUrl(message)).toBe(`https://wa.me/?text=${encodeURIComponent(message)}`);
    expect(decodeURIComponent(whatsappShareUrl('a & b').slice('https://wa.me/?text='.length))).toBe('a & b');
  });
});

describe('what an earned referral pays', () => {
  it('pays the referrer until the month’s cap and the friend always', () => {
    expect(earnedReferralCredit(0)).toEqual(REFERRAL_CREDIT);
    expect(earnedReferralCredit(REFERRAL_MONTHLY_CAP - 1).referrer).toBe(REFERRAL_CREDIT.referrer);
    expect(earnedReferralCredit(REFERRAL_MONTHLY_CAP)).toEqual({
      referrer: 0,
      friend: REFERRAL_CREDIT.friend,
    });
  });

  it('counts the month in India time', () => {
    // 20:00 UTC on 30 November is already 1 December in India.
    expect(referralMonthStart(new Date('2026-11-30T20:00:00Z')).toISOString()).toBe(
      '2026-11-30T18:30:00.000Z',
    );
    expect(referralMonthStart(new Date('2026-11-30T18:00:00Z')).toISOString()).toBe(
      '2026-10-31T18:30:00.000Z',
    );
  });
});

describe('the profile tabs', () => {
  it.each([
    ['#wallet', 'wallet'],
    ['dates', 'dates'],
    ['#logout', 'logout'],
    ['', 'upcoming_bookings'],
    ['#nothing', 'upcoming_bookings'],
  ])('%s opens %s', (hash, tab) => {
    expect(profileTabOf(hash)).toBe(tab);
  });

  it('has the nine tabs of the profile area in order', () => {
    expect(PROFILE_TABS.map((t) => t.title)).toEqual([
      'Upcoming Bookings',
      'Past Bookings',
      'Wishlist',
      'Profile',
      'Wallet',
      'Vouchers',
      'Save Occasions',
      'Referral',
      'Logout',
    ]);
    expect(emptyTabText('Wishlist')).toBe('Data not available in Wishlist');
  });
});

describe('the address map', () => {
  it('opens a known city at its centre a little zoomed out, a saved address at its own point up close, anything else over India', () => {
    const delhi = addressMapStart('delhi-ncr');
    expect(delhi.centre.latitude).toBeCloseTo(28.61, 1);
    expect(delhi.zoom).toBeLessThan(ADDRESS_MAP_ZOOM);
    expect(addressMapStart('delhi-ncr', { latitude: 28.5, longitude: 77.1 })).toEqual({
      centre: { latitude: 28.5, longitude: 77.1 },
      zoom: ADDRESS_MAP_ZOOM,
    });
    expect(addressMapStart('atlantis').zoom).toBeLessThan(delhi.zoom);
  });

  it('rounds a point to six decimals', () => {
    expect(roundedPoint({ latitude: 28.123456789, longitude: -77.987654321 })).toEqual({
      latitude: 28.123457,
      longitude: -77.987654,
    });
  });
});
