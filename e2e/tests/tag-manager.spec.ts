import { expect, type Page, test } from '@playwright/test';

/**
 * The tag manager is an outside provider: its script is answered here by a stand-in. The shared
 * run starts the store without GTM_ID; then only "no script at all" can be checked, and the
 * loading-rule tests skip themselves. Run against a store started with GTM_ID set to see them.
 */
const STUB = 'window.__tagManagerRan = (window.__tagManagerRan || 0) + 1;';

async function watchScript(page: Page) {
  const hits: string[] = [];
  await page.route(/\/gtm\.js\?/, (route) => {
    hits.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: STUB });
  });
  return hits;
}

const containerId = (page: Page) => page.getByTestId('tag-manager').getAttribute('data-container-id');

test('without a container id nothing of the tag manager loads', async ({ page }) => {
  const hits = await watchScript(page);
  await page.goto('/');
  test.skip(Boolean(await containerId(page)), 'this store runs with GTM_ID set');
  await expect(page.getByTestId('tag-manager')).toHaveAttribute('data-loading', 'never');
  await page.mouse.click(5, 5);
  await page.waitForTimeout(5_000);
  expect(hits).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test.describe('with a container id', () => {
  // The shared run starts a second store with GTM_ID set (scripts/test.mjs).
  test.use({ baseURL: process.env.GTM_STORE_URL });

  test('on a catalogue page it waits for the first interaction', async ({ page }) => {
    await page.clock.install();
    const hits = await watchScript(page);
    await page.goto('/experience/1/delhi-ncr/rooftop-candlelight-dinner-in-gurgaon');
    const id = await containerId(page);
    test.skip(!id, 'the store runs without GTM_ID');
    await expect(page.getByTestId('tag-manager')).toHaveAttribute('data-loading', 'lazy');
    await page.waitForLoadState('load');
    await page.clock.runFor(3_000);
    expect(hits, 'nothing before an interaction or the delay').toEqual([]);
    await page.keyboard.press('Tab');
    await expect.poll(() => hits.length).toBe(1);
    expect(hits[0]).toContain(`id=${id}`);
    await expect
      .poll(() => page.evaluate(() => (window as { __tagManagerRan?: number }).__tagManagerRan))
      .toBe(1);
    expect(
      await page.evaluate(() => (window as { dataLayer?: { event?: string }[] }).dataLayer?.[0]?.event),
    ).toBe('gtm.js');
  });

  test('on a catalogue page it loads on its own a few seconds after the load event', async ({ page }) => {
    await page.clock.install();
    const hits = await watchScript(page);
    await page.goto('/');
    test.skip(!(await containerId(page)), 'the store runs without GTM_ID');
    await page.waitForLoadState('load');
    await page.clock.runFor(3_000);
    expect(hits).toEqual([]);
    await page.clock.runFor(1_500);
    await expect.poll(() => hits.length).toBe(1);
  });

  test('on checkout and order tracking it loads as soon as the page is interactive', async ({ page }) => {
    // A frozen clock: whatever loads here cannot be the lazy timer, and nothing is clicked.
    await page.clock.install();
    const hits = await watchScript(page);
    for (const path of ['/checkout', '/track_order/123']) {
      await page.goto(path);
      test.skip(!(await containerId(page)), 'the store runs without GTM_ID');
      await expect(page.getByTestId('tag-manager')).toHaveAttribute('data-loading', 'eager');
      await expect.poll(() => hits.filter((h) => h.includes('gtm.js')).length).toBeGreaterThan(0);
      hits.length = 0;
    }
  });
});
