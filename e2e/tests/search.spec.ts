import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectImagesLoaded, screenshot } from './screens';

/** The header's search field: on a phone it first has to be opened from its icon. */
async function openSearch(page: Page) {
  const toggle = page.getByTestId('search-toggle');
  const input = page.getByRole('combobox', { name: 'Search experiences' });
  if (await toggle.isVisible()) await toggle.click();
  else await input.click();
  await expect(input).toBeFocused();
  return input;
}

test.beforeEach(async ({ context }) => {
  await context.clearCookies();
});

test('typing part of a word lists matches; arrow and Enter open the highlighted one', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const input = await openSearch(page);
  await input.pressSequentially('candle', { delay: 40 });
  const listbox = page.getByRole('listbox', { name: 'Matching experiences' });
  await expect(listbox).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const options = listbox.getByRole('option');
  await expect(options.first()).toContainText(/candle/i);
  expect(await options.count()).toBeGreaterThan(1);
  expect(await options.count()).toBeLessThanOrEqual(6);
  for (const price of await options.locator('[class*="price"]').allTextContents()) {
    expect(price).toMatch(/^₹[\d,]+$/);
  }
  await expect(page.getByText(/^See all \d+ results$/)).toBeVisible();

  await input.press('ArrowDown');
  await input.press('ArrowDown');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  await expectImagesLoaded(page);
  await screenshot(page, testInfo, 'search-dropdown', false);

  const href = (await second.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/experience\/\d+\/delhi-ncr\/[a-z0-9-]+$/);
  const name = (await second.locator('[class*="name"]').textContent()) ?? '';
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId('experience-name')).toHaveText(name);
});

test('Escape closes the list, and ArrowUp wraps to the last result', async ({ page }) => {
  await page.goto('/');
  const input = await openSearch(page);
  await input.fill('balloon');
  const options = page.getByRole('listbox', { name: 'Matching experiences' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await input.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await input.press('Escape');
  await expect(page.getByTestId('search-popup')).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveValue('balloon');
});

test('Enter with nothing highlighted opens the results page with every match', async ({ page }, testInfo) => {
  await page.goto('/');
  const input = await openSearch(page);
  await input.fill('decor');
  await expect(page.getByTestId('search-option').first()).toBeVisible();
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=decor$/);
  await expect(page.getByTestId('search-heading')).toHaveText('Results for “decor”');
  const count = page.getByTestId('search-count');
  await expect(count).toHaveText(/^\d+ experiences in Delhi NCR$/);
  const total = Number((await count.textContent())?.split(' ')[0]);
  const cards = page.getByTestId('search-results').getByTestId('featured-card');
  expect(await cards.count()).toBe(Math.min(total, 24));
  expect(total).toBeGreaterThan(6);
  await expect(cards.first().getByTestId('card-price')).toHaveText(/^₹[\d,]+$/);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  await expectImagesLoaded(page);
  await screenshot(page, testInfo, 'search-results');
});

test('a search for something the city does not have says so, in the box and on the page', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const input = await openSearch(page);
  await input.fill('zebra');
  await expect(page.getByTestId('search-no-match')).toHaveText('No experiences match “zebra”');
  await screenshot(page, testInfo, 'search-no-match', false);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=zebra$/);
  await expect(page.getByTestId('search-empty')).toHaveText('Data not available in Search');
  await expect(page.getByTestId('search-count')).toHaveText('0 experiences in Delhi NCR');
  await screenshot(page, testInfo, 'search-empty');
});

test('results follow the city of the cookie', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'city_short_name', value: 'mumbai', url: baseURL ?? '' }]);
  await page.goto('/search?q=juhu');
  await expect(page.getByTestId('search-count')).toHaveText('1 experience in Mumbai');
  await expect(page.getByTestId('featured-card')).toHaveAttribute('href', /^\/experience\/5\/mumbai\//);
  await context.clearCookies();
  await page.goto('/search?q=juhu');
  await expect(page.getByTestId('search-empty')).toBeVisible();
});
