import { schema } from '@store/db';
import { RETENTION_MS } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { JOB_NAMES } from '../../src/modules/jobs/store-jobs';
import { purgeExpiredRecords } from '../../src/modules/retention/retention.service';
import { TEST_NOW } from '../support/fixtures';
import { useTestApp } from '../support/test-app';

// The daily purge deletes sign-in codes, proofs, sessions, limit counters, password attempts,
// browsers and webhook events past their keeping time, and keeps everything younger. Runs on PGlite
// and PostgreSQL.

const DAY = 86_400_000;
const ago = (ms: number) => new Date(TEST_NOW.getTime() - ms);

describe('the daily purge of records past their keeping time', () => {
  const t = useTestApp();

  it('deletes each kind past its time, keeps the younger ones and every live session', async () => {
    expect(JOB_NAMES.purgeExpired).toBe('purge-expired-records');
    const db = t().database.db;
    // One row just past each keeping time ("old") and one just inside it ("kept").
    const past = (kind: keyof typeof RETENTION_MS) => ago(RETENTION_MS[kind] + 60_000);
    const inside = (kind: keyof typeof RETENTION_MS) => ago(RETENTION_MS[kind] - 60_000);
    await db.insert(schema.rateLimits).values([
      { key: 'login:ip:203.0.113.9', windowStart: past('rateLimits'), count: 3 },
      { key: 'login:ip:203.0.113.9', windowStart: inside('rateLimits'), count: 1 },
    ]);
    await db.insert(schema.passwordAttempts).values([
      { account: 'mobile:9876000001', attempts: 4, lastAt: past('passwordAttempts') },
      { account: 'mobile:9876000002', attempts: 4, lastAt: inside('passwordAttempts') },
    ]);
    const code = (mobile: string, expiresAt: Date) => ({
      mobile,
      purpose: 'login' as const,
      salt: 's',
      codeHash: 'h',
      createdAt: new Date(expiresAt.getTime() - 300_000),
      expiresAt,
    });
    await db
      .insert(schema.otpCodes)
      .values([code('9876000003', past('otpCodes')), code('9876000004', inside('otpCodes'))]);
    const proof = (keyHash: string, expiresAt: Date) => ({
      keyHash,
      mobile: '9876000005',
      createdAt: expiresAt,
      expiresAt,
    });
    await db
      .insert(schema.mobileProofs)
      .values([proof('old', past('mobileProofs')), proof('kept', inside('mobileProofs'))]);
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      userId: 2,
      tokenHash,
      createdAt: ago(60 * DAY),
      lastSeenAt: ago(60 * DAY),
      expiresAt,
      revokedAt,
    });
    await db
      .insert(schema.sessions)
      .values([
        session('expired-long-ago', past('sessions')),
        session('ended-long-ago', new Date(TEST_NOW.getTime() + DAY), past('sessions')),
        session('expired-lately', inside('sessions')),
        session('live', new Date(TEST_NOW.getTime() + DAY)),
      ]);
    const device = (deviceId: string, updatedAt: Date) => ({
      deviceId,
      userId: 2,
      deviceOs: 'web',
      registrationId: 'r',
      registrationApp: 'web',
      updatedAt,
    });
    await db
      .insert(schema.devices)
      .values([device('old-browser', past('devices')), device('kept-browser', inside('devices'))]);
    await db.insert(schema.paymentEvents).values([
      {
        eventId: 'evt_old',
        provider: 'razorpay',
        kind: 'payment.captured',
        receivedAt: past('paymentEvents'),
      },
      {
        eventId: 'evt_kept',
        provider: 'razorpay',
        kind: 'payment.captured',
        receivedAt: inside('paymentEvents'),
      },
    ]);
    const counts = async () => ({
      rateLimits: (await db.select().from(schema.rateLimits)).filter((r) => r.key === 'login:ip:203.0.113.9')
        .length,
      passwordAttempts: (await db.select().from(schema.passwordAttempts)).length,
      otpCodes: (await db.select().from(schema.otpCodes)).filter((r) => r.mobile.startsWith('9876000'))
        .length,
      mobileProofs: (await db.select().from(schema.mobileProofs)).filter((r) => r.mobile === '9876000005')
        .length,
      sessions: (await db.select().from(schema.sessions))
        .map((s) => s.tokenHash)
        .filter((h) => ['expired-long-ago', 'ended-long-ago', 'expired-lately', 'live'].includes(h))
        .sort(),
      devices: (await db.select().from(schema.devices))
        .map((d) => d.deviceId)
        .filter((id) => id.endsWith('browser')),
      paymentEvents: (await db.select().from(schema.paymentEvents))
        .map((e) => e.eventId)
        .filter((id) => id.startsWith('evt_')),
    });
    expect((await counts()).sessions).toHaveLength(4);

    const purged = await purgeExpiredRecords(db, TEST_NOW);
    expect(purged).toMatchObject({
      rateLimits: expect.any(Number),
      passwordAttempts: 1,
      mobileProofs: 1,
      devices: 1,
      paymentEvents: 1,
    });
    expect(purged.sessions).toBeGreaterThanOrEqual(2);
    expect(await counts()).toEqual({
      rateLimits: 1,
      passwordAttempts: 1,
      otpCodes: 1,
      mobileProofs: 1,
      sessions: ['expired-lately', 'live'],
      devices: ['kept-browser'],
      paymentEvents: ['evt_kept'],
    });
    // A second run the same day finds nothing more of these.
    expect(await purgeExpiredRecords(db, TEST_NOW)).toMatchObject({
      passwordAttempts: 0,
      devices: 0,
      paymentEvents: 0,
    });
  });
});
