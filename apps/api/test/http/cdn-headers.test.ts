import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../support/sessions';
import { useTestApp } from '../support/test-app';

// What a CDN or caching proxy in front of the API may keep: catalogue answers, shared by everyone
// asking the same address in the same city, revalidated by ETag; never a personal answer.
describe('caching headers', () => {
  const t = useTestApp();
  const get = (url: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'GET', url, headers });

  it('lets shared caches keep a catalogue answer briefly, per city, and answers 304 while it is unchanged', async () => {
    const first = await get('/v5/experience/id/14', { city: 'delhi-ncr' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    expect(String(first.headers.vary)).toContain('CITY');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const again = await get('/v5/experience/id/14', { city: 'delhi-ncr', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A proxy that compressed the answer marks the tag weak; it still matches.
    expect(
      (await get('/v5/experience/id/14', { city: 'delhi-ncr', 'if-none-match': `W/${etag}` })).statusCode,
    ).toBe(304);

    // The catalogue changes: the old tag no longer matches, and the new answer says so.
    await t()
      .database.db.update(schema.experiences)
      .set({ name: 'Romantic Balloon Decor for Your Room' })
      .where(eq(schema.experiences.id, 14));
    const changed = await get('/v5/experience/id/14', { city: 'delhi-ncr', 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Romantic Balloon Decor for Your Room');
  });

  it('keeps a slot calendar a second at most', async () => {
    const slots = await get('/v2/experience/14/slots?date=2026-12-04', { city: 'delhi-ncr' });
    expect(slots.statusCode).toBe(200);
    expect(slots.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
  });

  it('marks every personal answer, and every refusal, private and not to be kept', async () => {
    const token = await sessionFor(t(), 2);
    for (const url of ['/v2/wallet/transactions', '/v2/user/referrals', '/v5/get-customer-address']) {
      const res = await get(url, { 'x-csrf-token': token });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
    const missing = await get('/v5/experience/id/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
  });
});
