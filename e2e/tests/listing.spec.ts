import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectImagesLoaded, screenshot } from './screens';

// 25 active experiences in Delhi NCR in the seed: pages of 12, 12 and 1.
const LISTING = '/experiences/delhi-ncr/anniversary-surprises';

const cards = (page: Page) => page.getByTestId('listing-grid').getByTestId('featured-card');
const isListingCall = (r: Request) => r.url().includes('/v5/tag/slug/anniversary-surprises/experiences_page');
const query = (r: Request) => Object.fromEntries(new URL(r.url()).searchParams);

async function prices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('listing-grid').getByTestId('card-price').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d]/g, '')));
}

test('a tag listing shows 12, load more appends 12 at a time and the control hides at the end', async ({
  page,
}, testInfo) => {
  await page.goto(LISTING);
  await expect(page.getByTestId('listing-title')).toHaveText('Anniversary Surprises in Delhi NCR');
  await expect(page.getByTestId('listing-total')).toHaveText('25 experiences');
  await expect(cards(page)).toHaveCount(12);
  await expectImagesLoaded(page);
  await screenshot(page, testInfo, 'listing');

  const [second] = await Promise.all([
    page.waitForRequest(isListingCall),
    page.getByTestId('load-more').click(),
  ]);
  expect(query(second)).toEqual({ onlyActive: 'true', page: '2', start: '12', limit: '12' });
  expect(second.headers().city).toBe('delhi-ncr');
  await expect(cards(page)).toHaveCount(24);
  await expect(page.getByTestId('listing-shown')).toHaveText('Showing 24 of 25');

  const [third] = await Promise.all([
    page.waitForRequest(isListingCall),
    page.getByTestId('load-more').click(),
  ]);
  expect(query(third)).toMatchObject({ page: '3', start: '24', limit: '12' });
  await expect(cards(page)).toHaveCount(25);
  await expect(page.getByTestId('load-more')).toHaveCount(0);
  const hrefs = await cards(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size, 'no experience is shown twice').toBe(25);
});

test('sorting by price clears the list and reloads it in price order, both ways', async ({
  page,
}, testInfo) => {
  await page.goto(LISTING);
  await expect(cards(page)).toHaveCount(12);
  const recommended = await prices(page);

  const [asc] = await Promise.all([
    page.waitForRequest(isListingCall),
    page.getByTestId('listing-sort').selectOption({ label: 'Price: Low to High' }),
  ]);
  expect(query(asc)).toEqual({
    onlyActive: 'true',
    page: '1',
    start: '0',
    limit: '12',
    sort_type: 'web',
    sort: 'price_asc',
    sortBy: 'price',
  });
  await expect(page.getByTestId('listing-grid')).toHaveAttribute('aria-busy', 'false');
  await expect(cards(page)).toHaveCount(12);
  // Load more keeps the chosen order across pages.
  const [ascMore] = await Promise.all([
    page.waitForRequest(isListingCall),
    page.getByTestId('load-more').click(),
  ]);
  expect(query(ascMore)).toMatchObject({ page: '2', start: '12', sort: 'price_asc' });
  await expect(cards(page)).toHaveCount(24);
  const ascending = await prices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(ascending.slice(0, 12)).not.toEqual(recommended);
  await screenshot(page, testInfo, 'listing-price-asc', false);

  await Promise.all([
    page.waitForRequest((r) => isListingCall(r) && query(r).sort === 'price_desc'),
    page.getByTestId('listing-sort').selectOption({ label: 'Price: High to Low' }),
  ]);
  await expect(page.getByTestId('listing-grid')).toHaveAttribute('aria-busy', 'false');
  await expect(cards(page), 'the list was cleared, not appended to').toHaveCount(12);
  const descending = await prices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending[0]).toBeGreaterThanOrEqual(Math.max(...ascending));
});

test('a listing tells search engines its canonical address, sharing tags and breadcrumbs', async ({
  page,
}) => {
  await page.goto(LISTING);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${LISTING}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /Anniversary Surprises in Delhi NCR/,
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${LISTING}$`));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const ld = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BreadcrumbList');
  expect(ld?.['@type']).toBe('BreadcrumbList');
  expect(ld.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Anniversary Surprises']);
  expect(ld.itemListElement[1].item).toMatch(new RegExp(`^https?://[^/]+${LISTING}$`));
  await expect(page.getByTestId('breadcrumbs').getByRole('link', { name: 'Home' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('an unknown tag, or a city without the tag, is a 404 page', async ({ page }) => {
  const unknown = await page.goto('/experiences/delhi-ncr/no-such-tag');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  const unknownCity = await page.goto('/experiences/atlantis/anniversary-surprises');
  expect(unknownCity?.status()).toBe(404);
});

test('the wishlist heart is its own button and asks a visitor to log in', async ({ page }, testInfo) => {
  await page.goto(LISTING);
  const first = page.getByTestId('featured-card-item').first();
  await expect(
    page.locator('a button, a [data-testid="wishlist-button"]'),
    'no button inside a link',
  ).toHaveCount(0);
  const heart = first.getByTestId('wishlist-button');
  await expect(heart).toHaveAccessibleName(/^Add .+ to your wishlist$/);
  await heart.click();
  await expect(page.getByTestId('toast')).toHaveText('Please log in to add to your wishlist');
  await expect(page, 'the heart does not open the experience').toHaveURL(new RegExp(`${LISTING}$`));
  await screenshot(page, testInfo, 'wishlist-toast', false);

  // Keyboard: the card's link, then its heart.
  await first.getByTestId('featured-card').focus();
  await page.keyboard.press('Tab');
  await expect(heart).toBeFocused();
});

test('a featured card shows every field of the card', async ({ page }) => {
  await page.goto(LISTING);
  const card = page.getByTestId('featured-card-item').first();
  await expect(card.locator('.card-title')).not.toBeEmpty();
  await expect(card.getByTestId('card-category')).not.toBeEmpty();
  await expect(card.getByTestId('card-locality')).not.toBeEmpty();
  await expect(card.getByTestId('card-price')).toHaveText(/^₹[\d,]+$/);
  await expect(card.locator('img').first()).toHaveAttribute('alt', /.+/);
  const struck = page.getByTestId('card-cost-price').first();
  await expect(struck).toHaveText(/₹[\d,]+/);
  await expect(page.getByTestId('card-rating').first()).toHaveText(/★ \d\.\d.*\(\d+\)/);
  expect(await page.locator('.badge').count()).toBeGreaterThan(0);
});

test('filters narrow the listing by price, rating and occasion, and say so when nothing is left', async ({
  page,
  axe,
}, testInfo) => {
  await page.goto(LISTING);
  await expect(cards(page)).toHaveCount(12);
  await axe.check('listing with filters');

  // A price band: the call asks for it, and every card shown is priced within it.
  const [band] = await Promise.all([
    page.waitForRequest(isListingCall),
    page.getByTestId('filter-price').selectOption({ label: '₹2,000 to ₹4,999' }),
  ]);
  expect(query(band)).toMatchObject({ page: '1', start: '0', min_price: '2000', max_price: '4999' });
  await expect(page.getByTestId('listing-grid')).toHaveAttribute('aria-busy', 'false');
  const banded = await prices(page);
  expect(banded.length).toBeGreaterThan(0);
  expect(
    banded.every((price) => price >= 2000 && price <= 4999),
    banded.join(', '),
  ).toBe(true);
  await expect(page.getByTestId('listing-shown')).toHaveText(
    new RegExp(`^Showing ${banded.length} of \\d+$`),
  );
  await screenshot(page, testInfo, 'listing-filter-price', false);

  // A rating floor on top: every card left is rated 4 or more.
  const [rated] = await Promise.all([
    page.waitForRequest(isListingCall),
    page.getByTestId('filter-rating').selectOption({ label: '4★ and up' }),
  ]);
  expect(query(rated)).toMatchObject({ min_price: '2000', max_price: '4999', min_rating: '4' });
  await expect(page.getByTestId('listing-grid')).toHaveAttribute('aria-busy', 'false');
  const ratings = await page.getByTestId('listing-grid').getByTestId('card-rating').allTextContents();
  expect(ratings.length).toBeGreaterThan(0);
  expect(
    ratings.every((text) => Number(/★ (\d\.\d)/.exec(text)?.[1]) >= 4),
    ratings.join(', '),
  ).toBe(true);

  // An occasion (the first the listing offers), then the top band: the seed has no candlelight
  // dinner for an anniversary at ₹10,000 or more, so the listing says so and clears with one press.
  const occasion = page.getByTestId('filter-occasion');
  await expect(occasion.locator('option').nth(1)).toHaveText('Candlelight Dinner');
  const [narrowed] = await Promise.all([
    page.waitForRequest(isListingCall),
    occasion.selectOption({ label: 'Candlelight Dinner' }),
  ]);
  expect(query(narrowed)).toMatchObject({ min_rating: '4', occasion: 'candlelight-dinner' });
  await Promise.all([
    page.waitForRequest(isListingCall),
    page.getByTestId('filter-price').selectOption({ label: '₹10,000 and above' }),
  ]);
  const empty = page.getByTestId('listing-empty');
  await expect(empty).toContainText('No Anniversary Surprises match these filters.');
  await axe.check('listing filtered to nothing');
  await screenshot(page, testInfo, 'listing-filter-empty', false);
  await Promise.all([
    page.waitForRequest(isListingCall),
    empty.getByRole('button', { name: 'Clear the filters' }).click(),
  ]);
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByTestId('filter-price')).toHaveValue('ANY');
  await expect(page.getByTestId('filter-occasion')).toHaveValue('');
  await expect(page.getByTestId('listing-shown')).toHaveText('Showing 12 of 25');
});
