import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { expectImagesLoaded, screenshot } from './screens';

/** The web server's build directory, where Next.js writes what it caches on disk. */
const WEB_BUILD = fileURLToPath(
  new URL(`../../apps/web/${process.env.NEXT_DIST_DIR ?? '.next'}/server`, import.meta.url),
);

/** Paths under `dir` that contain any of `names`. */
function filesNamed(dir: string, names: string[]): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => names.some((name) => path.includes(name)))
    .map((path) => join(dir, path));
}

const ANCHORS = [
  'top-name',
  'about',
  'inclusions',
  'faq',
  'need-to-know',
  'gallery',
  'reviews',
  'customization',
  'cancellation',
  'pincode',
];

test('a card opens its experience page with every section under its anchor', async ({
  page,
  context,
}, testInfo) => {
  await context.clearCookies();
  await page.goto('/');
  const card = page.getByTestId('featured-card').first();
  const title = (await card.locator('.card-title').textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/experience\/\d+\/delhi-ncr\/[a-z0-9-]+$/);
  await expect(page.getByTestId('experience-name')).toHaveText(title);
  await expect(page.getByTestId('experience-price')).toHaveText(/^₹[\d,]+$/);
  for (const id of ANCHORS) await expect(page.locator(`#${id}`), `section #${id}`).toBeVisible();
  expect(await page.getByTestId('review').count()).toBeGreaterThan(0);
  await expectImagesLoaded(page);
  await screenshot(page, testInfo, 'experience');
});

test('a gallery picture opens larger; the arrows go through the others and Escape gives focus back', async ({
  page,
}, testInfo) => {
  await page.goto('/experience/1/delhi-ncr/x');
  const pictures = page.getByTestId('gallery-item');
  const count = await pictures.count();
  expect(count).toBeGreaterThan(1);
  await pictures.first().click();
  const lightbox = page.getByTestId('lightbox');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByTestId('lightbox-image')).toBeVisible();
  const box = await lightbox.getByTestId('lightbox-image').boundingBox();
  const thumb = await pictures.first().boundingBox();
  expect(box && thumb && box.height > thumb.height, 'larger than the thumbnail').toBe(true);
  await expect(lightbox).toContainText(`1 / ${count}`);
  await screenshot(page, testInfo, 'gallery-lightbox', false);
  await lightbox.getByTestId('lightbox-next').click();
  await expect(lightbox).toContainText(`2 / ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox).toContainText(`1 / ${count}`);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(pictures.first()).toBeFocused();
});

test('changing the city on an experience page rewrites the city in the path', async ({ page }) => {
  await page.goto('/experience/1/delhi-ncr/x');
  await expect(page, 'a wrong short link lands on the canonical address').toHaveURL(
    /\/experience\/1\/delhi-ncr\/[a-z0-9-]{3,}$/,
  );
  const shortLink = page.url().split('/').pop();
  const name = await page.getByTestId('experience-name').textContent();
  const other = await page
    .getByTestId('city-selector')
    .evaluate((select: HTMLSelectElement) =>
      [...select.options].map((o) => o.value).find((v) => v && v !== 'delhi-ncr'),
    );
  // The picker shows the stored city once the page is interactive; a person picks after that.
  await expect(page.getByTestId('city-selector')).toHaveValue('delhi-ncr');
  await Promise.all([
    page.waitForURL(new RegExp(`/experience/1/${other}/${shortLink}$`)),
    page.getByTestId('city-selector').selectOption(other ?? ''),
  ]);
  await expect(page.getByTestId('experience-name')).toHaveText(name ?? '');
  await expect(page.getByTestId('city-selector')).toHaveValue(other ?? '');
});

test('an old or wrong short link answers with one permanent redirect to the canonical address', async ({
  request,
}) => {
  // A short link never asked for before, so the page is rendered for this request (not served from
  // the cache, where Next.js sent its Location once): the redirect's headers as a crawler reads them.
  const wrong = `old-link-${Date.now().toString(36)}`;
  const reply = await request.get(`/experience/1/delhi-ncr/${wrong}`, { maxRedirects: 0 });
  expect(reply.status()).toBe(308);
  const locations = reply
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'location')
    .map((h) => h.value);
  // Two equal headers are joined by proxies and HTTP clients into "/to, /to", a broken address.
  expect(locations).toHaveLength(1);
  expect(locations[0]).toMatch(/^\/experience\/1\/delhi-ncr\/[a-z0-9-]{3,}$/);
  expect(locations[0]).not.toContain(wrong);
});

test("made-up addresses leave nothing on the server's disk", async ({ request }) => {
  // Anyone may ask for any short link or experience id: each answer (a redirect, a 404) is kept in
  // the web server's bounded memory cache, never written under its build directory to pile up.
  const madeUp = `made-up-${Date.now().toString(36)}`;
  expect((await request.get(`/experience/1/delhi-ncr/${madeUp}`, { maxRedirects: 0 })).status()).toBe(308);
  const unknownId = 900_000_000 + (Date.now() % 99_999_999);
  expect((await request.get(`/experience/${unknownId}/delhi-ncr/${madeUp}`)).status()).toBe(404);
  // The second ask is answered from the cache the first filled, as before.
  expect((await request.get(`/experience/1/delhi-ncr/${madeUp}`, { maxRedirects: 0 })).status()).toBe(308);
  expect(filesNamed(WEB_BUILD, [madeUp, String(unknownId)])).toEqual([]);
});

test('a resized image is made once, then served from the image cache, and kept a year by browsers and the CDN', async ({
  request,
}) => {
  // Resizing and encoding an experience's picture takes the web server a tenth of a second or more:
  // done on every request, each page's pictures arrived late (the largest paint with them).
  const picture = '/_next/image?url=%2Fimages%2Fexperiences%2F1-2.jpg&w=640&q=75';
  const headers = { accept: 'image/avif,image/webp,*/*' };
  const first = await request.get(picture, { headers });
  expect(first.status()).toBe(200);
  // WebP even for a browser that takes AVIF: quicker to make here and to decode on a phone.
  expect(first.headers()['content-type']).toBe('image/webp');
  const second = await request.get(picture, { headers });
  expect(second.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await second.body()).toEqual(await first.body());
  // A browser and a CDN keep it a year: a picture never changes under its name.
  expect(second.headers()['cache-control']).toBe('public, max-age=31536000, must-revalidate');
  // Only the store's own quality is made: no address can add entries to the cache at will.
  expect((await request.get(picture.replace('q=75', 'q=74'), { headers })).status()).toBe(400);
});

test('sharing shows one toast at a time at the bottom centre, gone after 3 seconds', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/experience/1/delhi-ncr/x');
  await page.getByTestId('share-button').click();
  await page.getByTestId('share-button').click();
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveText('Link copied to clipboard');
  const shownAt = Date.now();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('toast or viewport has no size');
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(60);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/experience\/1\/delhi-ncr\//);
  await screenshot(page, testInfo, 'toast', false);
  const elapsed = Date.now() - shownAt;
  expect(elapsed, 'checks above ran well inside the 3 s').toBeLessThan(2_000);
  await page.waitForTimeout(2_000 - elapsed);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 2_500 });
});

test('an unknown experience shows the not-found page', async ({ page }) => {
  const response = await page.goto('/experience/987654/delhi-ncr/nothing');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

// "You may also like" sits at the foot of the page: its cards (client components given their fields)
// answer as any card does, and open their own page in the app.
test('a related experience at the foot of the page answers its heart and opens its page', async ({
  page,
  context,
}) => {
  await context.clearCookies();
  await page.goto('/experience/1/delhi-ncr/x');
  const related = page.getByTestId('related-experiences');
  await related.getByTestId('wishlist-button').first().click();
  await expect(page.getByTestId('toast')).toHaveText('Please log in to add to your wishlist');
  const card = related.getByTestId('featured-card').first();
  const href = (await card.getAttribute('href')) ?? '';
  await card.click();
  await page.waitForURL((url) => url.pathname === href);
  await expect(page.getByTestId('experience-name')).toBeVisible();
});
