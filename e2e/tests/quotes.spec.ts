import { expect, test } from './fixtures';
import { expectImagesLoaded, screenshot } from './screens';

test('the quotes page lists quotes, filters by occasion and opens a quote', async ({ page }, testInfo) => {
  await page.goto('/quotes');
  await expect(page.getByTestId('quotes-title')).toHaveText('Quotes for every occasion');
  const all = await page.getByTestId('quote-card').count();
  expect(all).toBeGreaterThan(10);
  await screenshot(page, testInfo, 'quotes');

  await page.getByTestId('quote-tag').filter({ hasText: 'Birthday Surprises' }).click();
  await expect(page).toHaveURL(/\/quotes\/tag\/birthday-surprises$/);
  await expect(page.getByTestId('quotes-title')).toHaveText('Birthday Surprises quotes');
  const some = page.getByTestId('quote-card');
  expect(await some.count()).toBeLessThan(all);
  for (const tag of await some.getByTestId('quote-card-tag').allTextContents()) {
    expect(tag).toBe('Birthday Surprises');
  }

  const title = (await some.first().locator('strong').textContent()) ?? '';
  await some.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/quotes\/[a-z0-9-]+$/);
  await expect(page.getByTestId('quote-title')).toHaveText(title);
  await expect(page.getByTestId('quote-body')).not.toBeEmpty();
  expect(await page.getByTestId('quote-related').getByTestId('quote-card').count()).toBeGreaterThan(0);
  const experiences = page.getByTestId('quote-experiences').getByTestId('featured-card');
  expect(await experiences.count()).toBeGreaterThan(0);
  await expect(experiences.first()).toHaveAttribute('href', /^\/experience\/\d+\/delhi-ncr\//);
  await expectImagesLoaded(page);
  await screenshot(page, testInfo, 'quote');
});

test('an unknown quote is a 404 page', async ({ page }) => {
  expect((await page.goto('/quotes/no-such-quote'))?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
});
