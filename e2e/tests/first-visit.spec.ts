import { expect, test } from './fixtures';

// Where a browser first came to the store by: stored once, never replaced, without a link's secret.

test('the first address a browser visits is stored once, less its secret, and later pages leave it', async ({
  page,
  baseURL,
}) => {
  await page.goto('/search?q=cake&token=private-link-token');
  const stored = () => page.evaluate(() => localStorage.getItem('first_time_url'));
  await expect.poll(stored).toBe(`${baseURL}/search?q=cake`);
  await page.goto('/quotes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await stored()).toBe(`${baseURL}/search?q=cake`);
});
