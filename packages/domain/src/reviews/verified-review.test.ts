import { describe, expect, it } from 'vitest';
import {
  decidedStatus,
  offersGoogleReview,
  REVIEW_PHOTO_MAX_COUNT,
  type ReviewDecision,
  type ReviewStatus,
  reviewerName,
  reviewPhotoRefusal,
  reviewRefusal,
} from './verified-review';

describe('reviewRefusal', () => {
  it.each([
    ['booking', 'completed', false, undefined],
    ['booking', 'completed', true, 'ALREADY_REVIEWED'],
    ['booking', 'confirmed', false, 'ORDER_NOT_COMPLETED'],
    ['booking', 'cancelled', false, 'ORDER_NOT_COMPLETED'],
    ['booking', 'on_the_way', true, 'ALREADY_REVIEWED'],
    ['customization', 'completed', false, 'NOTHING_TO_REVIEW'],
  ] as const)('a %s %s, reviewed %s: %s', (kind, status, reviewed, refusal) => {
    expect(reviewRefusal({ kind, status }, reviewed)).toBe(refusal);
  });
});

describe('decidedStatus', () => {
  it.each([
    ['pending', 'approve', 'approved'],
    ['pending', 'reject', 'rejected'],
    ['approved', 'reject', 'rejected'],
    ['approved', 'approve', undefined],
    ['rejected', 'approve', undefined],
    ['rejected', 'reject', undefined],
  ] as [ReviewStatus, ReviewDecision, ReviewStatus | undefined][])('%s, %s: %s', (from, decision, to) => {
    expect(decidedStatus(from, decision)).toBe(to);
  });
});

describe('reviewPhotoRefusal', () => {
  it.each([
    ['pending', 0, 1, undefined],
    ['pending', 0, REVIEW_PHOTO_MAX_COUNT, undefined],
    ['pending', 0, 0, 'Choose at least one photo to upload.'],
    ['pending', 3, 3, 'A review takes at most 5 photos: 2 more can be added.'],
    ['pending', 5, 1, 'A review takes at most 5 photos: no more can be added.'],
    ['approved', 0, 1, 'Photos can be added only while your review waits for approval.'],
  ] as [ReviewStatus, number, number, string | undefined][])(
    '%s with %i, adding %i',
    (status, had, adding, why) => {
      expect(reviewPhotoRefusal(status, had, adding)).toBe(why);
    },
  );
});

describe('offersGoogleReview', () => {
  it.each([
    [1, false],
    [3, false],
    [4, true],
    [5, true],
  ])('%i stars: %s', (rating, offered) => expect(offersGoogleReview(rating)).toBe(offered));
});

describe('reviewerName', () => {
  it.each([
    ['Asha', 'Kumar', 'Asha K.'],
    [' Ravi ', '', 'Ravi'],
    ['', 'Mehta', 'A customer'],
    ['meera', 'iyer', 'meera I.'],
  ])('%s %s: %s', (first, last, shown) => expect(reviewerName(first, last)).toBe(shown));
});
