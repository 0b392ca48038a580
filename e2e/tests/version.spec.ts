import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

const WEEK_SECONDS = 7 * 24 * 3600;

async function versionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'selectedVersion');
}

test('the version switch stores the choice for 7 days and reloads into the other home page, and back', async ({
  page,
  context,
}, testInfo) => {
  await context.clearCookies();
  await page.goto('/');
  await expect(page.getByTestId('home-v2')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Celebrations and surprises in Delhi NCR');

  const toV2 = page.getByTestId('version-switch');
  await expect(toV2).toHaveText('Try the new home page');
  await Promise.all([page.waitForEvent('load'), toV2.click()]);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-v2')).toBeVisible();
  await expect(page.getByTestId('category-tile').first()).toBeVisible();
  await expect(page.getByTestId('home-v2-top-rated')).toBeVisible();
  const cookie = await versionCookie(context);
  expect(cookie?.value).toBe('v2');
  expect(Math.abs((cookie?.expires ?? 0) - Date.now() / 1000 - WEEK_SECONDS)).toBeLessThan(120);
  expect(await page.evaluate(() => localStorage.getItem('versionBuildKey'))).toBe('v2');
  expect(
    await page.evaluate(() => window.scrollY),
    'the new home page opens at its top, not at the footer',
  ).toBe(0);
  await screenshot(page, testInfo, 'home-v2');

  const toV1 = page.getByTestId('version-switch');
  await expect(toV1).toHaveText('Back to the classic home page');
  await Promise.all([page.waitForEvent('load'), toV1.click()]);
  await expect(page.getByTestId('home-v2')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Celebrations and surprises in Delhi NCR');
  expect((await versionCookie(context))?.value).toBe('v1');
});

test('switching the version on another page reloads that same page', async ({ page, context }) => {
  await context.clearCookies();
  await page.goto('/quotes');
  await Promise.all([page.waitForEvent('load'), page.getByTestId('version-switch').click()]);
  await expect(page).toHaveURL(/\/quotes$/);
  expect((await versionCookie(context))?.value).toBe('v2');
  await page.goto('/');
  await expect(page.getByTestId('home-v2')).toBeVisible();
});
