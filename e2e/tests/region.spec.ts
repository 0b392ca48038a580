import { expect, test } from './fixtures';
import { expectImagesLoaded, screenshot } from './screens';

test('a region page shows the region, its description and its experiences by tag', async ({
  page,
}, testInfo) => {
  // Region ids are city id * 100 + position: 106 is Noida in Delhi NCR.
  await page.goto('/experiences/delhi-ncr/106');
  await expect(page.getByTestId('region-name')).toHaveText('Noida');
  await expect(page.getByTestId('region-description')).not.toBeEmpty();
  const sections = page.getByTestId('region-section');
  expect(await sections.count()).toBeGreaterThan(0);
  for (const section of await sections.all()) {
    await expect(section.getByRole('heading', { level: 2 })).not.toBeEmpty();
    expect(await section.getByTestId('featured-card').count()).toBeGreaterThan(0);
  }
  for (const href of await page
    .getByTestId('featured-card')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/experience\/\d+\/delhi-ncr\//);
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/experiences\/delhi-ncr\/106$/,
  );
  await expectImagesLoaded(page);
  await screenshot(page, testInfo, 'region');

  const first = sections.first();
  const tagName = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('link', { name: `See all ${tagName}` }).click();
  await expect(page.getByTestId('listing-title')).toHaveText(`${tagName} in Delhi NCR`);
});

test('a region of another city, or an unknown region, is a 404 page', async ({ page }) => {
  expect((await page.goto('/experiences/mumbai/106'))?.status()).toBe(404);
  expect((await page.goto('/experiences/delhi-ncr/99999'))?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
});
