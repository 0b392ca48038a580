import { API_URL } from './checkout-helpers';
import { expect, test } from './fixtures';
import { expectImagesLoaded, screenshot } from './screens';

test('home shows Delhi NCR by default with featured cards per tag', async ({ page, context }, testInfo) => {
  await context.clearCookies();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Celebrations and surprises in Delhi NCR');
  await expect(page.getByTestId('city-selector')).toHaveValue('delhi-ncr');
  const sections = page.getByTestId('home-section');
  expect(await sections.count()).toBeGreaterThanOrEqual(8);
  const firstCard = page.getByTestId('featured-card').first();
  await expect(firstCard.getByTestId('card-price')).toHaveText(/^₹[\d,]+$/);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  expect(await expectImagesLoaded(page)).toBeGreaterThan(8);
  await screenshot(page, testInfo, 'home');
});

test('choosing a city on home stores it in the cookie and reloads with that city', async ({
  page,
  context,
}, testInfo) => {
  await context.clearCookies();
  await page.goto('/');
  // The picker shows the stored city once the page is interactive; a person picks after that.
  await expect(page.getByTestId('city-selector')).toHaveValue('delhi-ncr');
  await Promise.all([page.waitForEvent('load'), page.getByTestId('city-selector').selectOption('mumbai')]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Celebrations and surprises in Mumbai');
  await expect(page).toHaveURL(/\/$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'city_short_name');
  expect(cookie?.value).toBe('mumbai');
  const week = 7 * 24 * 3600;
  expect(Math.abs((cookie?.expires ?? 0) - Date.now() / 1000 - week)).toBeLessThan(120);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('selectedCity') ?? '{}').city_short_name),
  ).toBe('mumbai');
  for (const href of await page
    .getByTestId('featured-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('href')))) {
    expect(href).toContain('/mumbai/');
  }
  await screenshot(page, testInfo, 'home-mumbai');
});

// A card is a client component given its fields (the page's payload carries data, not each card's
// markup): a card far down the page must answer as the first one does.
test('the last section of home works once reached: its heart answers, its See all opens the tag listing', async ({
  page,
  context,
}) => {
  await context.clearCookies();
  await page.goto('/');
  const last = page.getByTestId('home-section').last();
  const heading = (await last.getByRole('heading', { level: 2 }).textContent()) ?? '';
  // Its cards are drawn as it nears the screen, not with the page.
  await expect(last.getByTestId('featured-card-item')).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByTestId('featured-card-item').first()).toBeVisible();
  await last.getByTestId('wishlist-button').first().click();
  await expect(page.getByTestId('toast')).toHaveText('Please log in to add to your wishlist');
  await last.getByTestId('see-all').click();
  await expect(page).toHaveURL(/\/experiences\/delhi-ncr\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(heading.trim());
});

type Home = { data: { sections: { tag: { name: string; slug: string }; cards: { page_url: string }[] }[] } };

// Home's HTML carries the cards of its first two sections only: every later section has its heading
// and See all link in the page, and its cards are asked for (the tag strip call) as it nears the screen.
test('later home sections come with heading and link only; their cards are asked for on scrolling', async ({
  page,
  context,
}) => {
  await context.clearCookies();
  const reply = await page.request.get(`${API_URL}/v2/getHomePage`, { headers: { CITY: 'delhi-ncr' } });
  const { sections } = ((await reply.json()) as Home).data;
  expect(sections.length).toBeGreaterThan(2);
  const html = await (await page.goto('/'))?.text();
  const escaped = (text: string) =>
    text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  for (const section of sections) {
    expect(html).toContain(`>${escaped(section.tag.name)}</h2>`);
    expect(html).toContain(`href="/experiences/delhi-ncr/${section.tag.slug}"`);
  }
  const last = sections[sections.length - 1];
  // An experience of several tags may be in the first sections too, and a reviewed one is linked
  // from the reviews strip further down.
  const reviewed = await page.request.get(`${API_URL}/v2/homepage_reviews`, {
    headers: { CITY: 'delhi-ncr' },
  });
  const { reviews } = ((await reviewed.json()) as { data: { reviews: { page_url: string }[] } }).data;
  const drawn = new Set([
    ...sections.slice(0, 2).flatMap((section) => section.cards.map((card) => card.page_url)),
    ...reviews.map((review) => review.page_url),
  ]);
  const later = last?.cards.filter((card) => !drawn.has(card.page_url)) ?? [];
  expect(later.length).toBeGreaterThan(0);
  for (const card of later) expect(html, 'neither markup nor payload').not.toContain(card.page_url);
  for (const card of sections[0]?.cards ?? []) expect(html).toContain(card.page_url);

  const strip = page.waitForRequest((request) =>
    request.url().includes(`/v3/getExperiencesByTags/${last?.tag.slug}`),
  );
  const lastSection = page.getByTestId('home-section').last();
  await lastSection.scrollIntoViewIfNeeded();
  await strip;
  const links = lastSection.getByTestId('featured-card');
  await expect(links).toHaveCount(last?.cards.length ?? 0);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    last?.cards.map((card) => card.page_url),
  );
  await expect(lastSection.getByTestId('later-cards')).toHaveCount(0);
});

// The first cards' pictures are the page's largest paint: asked for from the head, before the
// scripts, at high priority. A preload at the default priority waited behind them on a slow network.
test("home asks for its first cards' pictures at high priority, the others lazily", async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
  expect(preloads.length).toBe(2);
  for (const link of preloads) expect(link).toContain('fetchPriority="high"');
  await page.goto('/');
  const images = page.getByTestId('home-section').first().locator('.card-image img');
  await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(1)).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(2)).toHaveAttribute('loading', 'lazy');
  await expect(images.nth(2)).not.toHaveAttribute('fetchpriority', /./);
});

// Every page preloads the store's one font, so on a slow network all of it comes before the
// largest paint: it carries only the store's characters, features and weights (fonts/README.md).
test('every page preloads one font of under 30 kB', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"[^>]*as="font"/g)].map(
    (m) => m[1],
  );
  expect(fonts).toHaveLength(1);
  const font = await page.request.get(fonts[0]);
  expect(font.status()).toBe(200);
  expect((await font.body()).length).toBeLessThan(30 * 1024);
});
