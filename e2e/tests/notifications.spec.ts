import { expect, test } from './fixtures';
import { screenshot } from './screens';

type Notification = { text: string; page_url: string; minutes_ago: number };

test('a recent order is announced about 10 s after the page starts, and closes for good', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  await context.addCookies([
    { name: 'city_short_name', value: 'mumbai', url: testInfo.project.use.baseURL ?? '' },
  ]);
  const asked = page.waitForResponse((r) => r.url().includes('/v2/orders-notification'), { timeout: 30_000 });
  const started = Date.now();
  await page.goto('/');
  const answered = await asked;
  const waited = Date.now() - started;
  expect(waited, 'not asked before 10 s').toBeGreaterThanOrEqual(9_500);
  expect(answered.request().headers().city).toBe('mumbai');
  // The newest order the API told this page of: journeys running beside this one place Mumbai
  // orders too, so the newest order read any earlier may not be the one announced.
  const expected = ((await answered.json()) as { data: { notifications: Notification[] } }).data
    .notifications[0] as Notification;
  expect(expected.text).toMatch(/^Someone in .+ booked .+/);

  const popup = page.getByTestId('order-notification');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('order-notification-text')).toHaveText(expected.text);
  await expect(popup).toContainText(/(\d+ (minute|hour|day)s? ago|just now)/);
  await expect(popup.getByRole('link')).toHaveAttribute('href', expected.page_url);
  await expect(popup.locator('img')).toHaveJSProperty('complete', true);
  expect(await popup.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await screenshot(page, testInfo, 'order-notification', false);
  // Room is kept below the page: scrolled to the end, the footer ends above the notice.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = await page.getByTestId('site-footer').boundingBox();
  const notice = await popup.boundingBox();
  expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual((notice?.y ?? 0) + 1);

  await popup.getByTestId('order-notification-close').click();
  await expect(popup).toHaveCount(0);
  await page.waitForTimeout(1_000);
  await expect(popup, 'not shown again in this page view').toHaveCount(0);
});
