import { consoleExperience } from '@store/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreRevalidation } from '../../src/modules/console/catalogue/store-refresh';
import { type StubServer, sendJson, startStub } from '../support/stub-server';
import { useTestApp } from '../support/test-app';
import { callers, consolePut, dataOf } from './console-helpers';

// A fleet follows a console change: the store drops its catalogue pages, then the CDN in front of it
// (an HTTP PURGE, as Varnish and nginx take it), and both again once every other API process's
// catalogue cache has let the old answer go. The CDN is an outside service: a stand-in answers here.

const SECRET = 'test-revalidate-secret-0123456789';
const AGAIN_AFTER_MS = 300;
let outside: StubServer;
const revalidation: StoreRevalidation = { urls: [], secret: SECRET, againAfterMs: AGAIN_AFTER_MS };

beforeAll(async () => {
  outside = await startStub((_request, response) => sendJson(response, 200, { ok: true }));
  revalidation.urls.push(`${outside.url}/api/revalidate`);
  revalidation.cdnPurgeUrl = `${outside.url}/purge`;
});
afterAll(() => outside.close());

describe('a console change on a fleet', () => {
  const t = useTestApp({ storeRevalidation: revalidation });

  it('revalidates the store, then purges the CDN, and does both again once the caches of other API processes let go', async () => {
    const who = await callers(t());
    const asked = outside.requests.length;
    const startedAt = Date.now();
    dataOf(consoleExperience, await consolePut(t(), '/catalogue/experiences/1', { price: 4321 }, who.admin));
    const first = outside.requests.slice(asked);
    expect(first.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/revalidate', 'PURGE /purge']);
    for (const request of first) expect(request.headers.authorization).toBe(`Bearer ${SECRET}`);

    while (outside.requests.length < asked + 4 && Date.now() - startedAt < 5_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(AGAIN_AFTER_MS);
    await new Promise((resolve) => setTimeout(resolve, AGAIN_AFTER_MS));
    expect(outside.requests.slice(asked).map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/revalidate',
      'PURGE /purge',
      'POST /api/revalidate',
      'PURGE /purge',
    ]);
  });
});
