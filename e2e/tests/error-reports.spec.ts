import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A failure in the visitor's browser is reported, and a page that does not fail
 * loads nothing for it. The shared run starts the store without a browser DSN (reports go to the
 * API's log) and the second store of the same build with one (GTM_STORE_URL, SENTRY_BROWSER_DSN
 * at a local address answered here by a stand-in for Sentry's ingest).
 */
const SENTRY_INGEST = /^http:\/\/127\.0\.0\.1:9\/api\/1\/envelope\//;

/** Every request for the reporter's own scripts, in order. */
function watchReporter(page: Page) {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/error-reporting/')) loaded.push(path);
  });
  return loaded;
}

/** Fails the way a bug in a click handler would: an exception nobody catches. */
const fail = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new TypeError(text);
    }, 0);
  }, message);

test('without a DSN a failure goes to the API, and a page that does not fail loads nothing for it', async ({
  page,
}) => {
  const loaded = watchReporter(page);
  await page.goto('/search?q=cake&token=private-link-token');
  test.skip((await page.request.get('/error-reporting/sentry.js')).ok(), 'this store runs with a DSN');
  await page.waitForLoadState('load');
  expect(loaded, 'nothing before a failure').toEqual([]);

  const reported = page.waitForRequest((r) => r.url().endsWith('/v1/client-errors') && r.method() === 'POST');
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/v1/client-errors') && r.request().method() === 'POST',
  );
  await fail(page, 'Cannot read properties of undefined (reading "slot") for 9876543210');
  const body = (await reported).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    kind: 'error',
    name: 'TypeError',
    message: expect.stringContaining('Cannot read properties of undefined (reading "slot")'),
    page: '/search',
  });
  expect(JSON.stringify(body)).not.toContain('private-link-token');
  expect((await answered).status()).toBe(200);
  expect(loaded).toEqual(['/error-reporting/reporter.js']);
});

test("a call the browser saw fail is reported with the page's request id, which its calls carry too", async ({
  page,
}) => {
  const response = await page.goto('/quotes');
  const pageId = response?.headers()['x-request-id'] ?? '';
  expect(pageId).toMatch(/^[A-Za-z0-9._:=+/-]{8,128}$/);
  // The connection drops on the suggestions call: the network fails here, not our API.
  await page.route(/\/v5\/search\/experiences/, (route) => route.abort('connectionreset'));
  const searched = page.waitForRequest((r) => r.url().includes('/v5/search/experiences'));
  const reported = page.waitForRequest(
    (r) =>
      r.url().endsWith('/v1/client-errors') &&
      r.method() === 'POST' &&
      r.postData()?.includes('"request"') === true,
  );
  const toggle = page.getByTestId('search-toggle');
  const input = page.getByRole('combobox', { name: 'Search experiences' });
  if (await toggle.isVisible()) await toggle.click();
  await input.fill('cake');
  expect((await searched).headers()['x-request-id']).toBe(pageId);
  const report = await reported;
  expect(report.postDataJSON()).toMatchObject({
    kind: 'request',
    page: '/quotes',
    request_id: pageId,
    call: 'GET /v5/search/experiences',
    status: 0,
  });
  expect(report.headers()['x-request-id']).toBe(pageId);
  expect((await report.response())?.status()).toBe(200);
});

test.describe('with a browser DSN', () => {
  test.use({ baseURL: process.env.GTM_STORE_URL });

  test('Sentry is loaded after the first failure only, and what it sends is scrubbed', async ({ page }) => {
    const envelopes: string[] = [];
    await page.route(SENTRY_INGEST, (route) => {
      envelopes.push(route.request().postData() ?? '');
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    const loaded = watchReporter(page);
    await page.goto('/search?q=balloons&token=private-link-token');
    test.skip(!(await page.request.get('/error-reporting/sentry.js')).ok(), 'the store runs without a DSN');
    await page.waitForLoadState('load');
    expect(loaded, 'nothing before a failure').toEqual([]);

    await fail(page, 'Payment for 98765 43210 (asha@example.com) failed');
    await expect.poll(() => envelopes.find((e) => e.includes('"type":"event"'))).toBeTruthy();
    expect(loaded).toEqual(['/error-reporting/reporter.js', '/error-reporting/sentry.js']);
    const lines = (envelopes.find((e) => e.includes('"type":"event"')) ?? '').split('\n');
    const event = JSON.parse(lines[lines.findIndex((l) => l.includes('"type":"event"')) + 1] ?? '{}');
    expect(event.exception.values[0]).toMatchObject({
      type: 'TypeError',
      value: 'Payment for [phone] ([email]) failed',
    });
    expect(event.request.url).toMatch(/\/search$/);
    expect(event.user).toBeUndefined();
    expect(envelopes.join('\n')).not.toMatch(/98765|asha@|private-link-token/);
  });
});
