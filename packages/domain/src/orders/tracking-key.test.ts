import { describe, expect, it } from 'vitest';
import { isTrackingKeyExpired, trackingKeyExpiresAt } from './tracking-key';

describe('tracking key expiry', () => {
  const made = new Date('2026-11-01T10:00:00Z');
  it('lasts through the 30th day after the slot date', () => {
    expect(trackingKeyExpiresAt('2026-12-04', made).toISOString()).toBe('2027-01-04T00:00:00.000Z');
    expect(isTrackingKeyExpired('2026-12-04', made, new Date('2027-01-03T23:59:59Z'))).toBe(false);
    expect(isTrackingKeyExpired('2026-12-04', made, new Date('2027-01-04T00:00:00Z'))).toBe(true);
  });
  it('counts from the day the order was made when it has no slot date', () => {
    expect(trackingKeyExpiresAt(null, made).toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });
});
