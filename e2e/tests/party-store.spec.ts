import type { Page } from '@playwright/test';
import { API_URL } from './checkout-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

const PARTY_STORE_URL = (process.env.PARTY_STORE_URL || 'https://party.experience-store.in').replace(
  /\/+$/,
  '',
);
const COLLECTION_IDS = process.env.PARTY_STORE_COLLECTION_IDS || '1,2';

type Products = { data: { collections: { products: { handle: string }[] }[] } };

async function expectedLinks(page: Page): Promise<string[]> {
  const reply = await page.request.get(`${API_URL}/v2/shopify-products?collection_ids=${COLLECTION_IDS}`);
  const body = (await reply.json()) as Products;
  return body.data.collections.flatMap((c) =>
    c.products.map((p) => `${PARTY_STORE_URL}/products/${p.handle}`),
  );
}

/** Scrolls to the strip, whose products are asked for as it nears the screen, and checks its links. */
async function expectStrip(page: Page) {
  const strip = page.getByTestId('party-store');
  await strip.scrollIntoViewIfNeeded();
  const links = strip.getByTestId('party-product');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const expected = await expectedLinks(page);
  expect(expected.length).toBeGreaterThan(0);
  expect(hrefs, 'every product links to the party store page built from its slug').toEqual(expected);
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await expect(links.first()).toHaveAttribute('rel', /\bnoopener\b/);
}

test('the home page shows the party-store strip with links built from each product slug', async ({
  page,
  context,
}, testInfo) => {
  await context.clearCookies();
  // The page itself carries the strip's heading but none of its products, markup or payload.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('id="party-store-title"');
  const [first] = await expectedLinks(page);
  expect(html).not.toContain('party-product');
  expect(html).not.toContain(first.split('/products/')[1]);
  await page.goto('/');
  const strip = page.getByTestId('party-store');
  await expectStrip(page);
  const row = strip.locator('ul').first();
  const { scrollWidth, clientWidth } = await row.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth, 'a row scrolls sideways rather than wrapping').toBeGreaterThan(clientWidth);
  const pageSize = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(pageSize.scrollWidth, 'only the row scrolls, never the page').toBeLessThanOrEqual(
    pageSize.clientWidth,
  );
  await screenshot(page, testInfo, 'party-store', false);

  // The outside store is not reachable from the test machine; only the new tab matters.
  await context.route(`${PARTY_STORE_URL}/**`, (route) => route.fulfill({ body: 'party store' }));
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    strip.getByTestId('party-product').first().click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toMatch(new RegExp(`^${PARTY_STORE_URL}/products/[a-z0-9-]+$`));
  await expect(page).toHaveURL(/\/$/);
});

test('the experience page shows the party-store strip too', async ({ page }) => {
  await page.goto('/experience/1/delhi-ncr/x');
  await expectStrip(page);
});
