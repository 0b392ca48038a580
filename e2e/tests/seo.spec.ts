import type { Page } from '@playwright/test';
import { API_URL } from './checkout-helpers';
import { expect, test } from './fixtures';
import { expectImagesLoaded, screenshot } from './screens';

const EXPERIENCE = '/experience/2/delhi-ncr/poolside-candlelight-dinner-at-a-5-star-hotel';
const ANCHORS = [
  'top-name',
  'about',
  'inclusions',
  'faq',
  'need-to-know',
  'video',
  'gallery',
  'reviews',
  'customization',
  'cancellation',
  'pincode',
];

type Ld = Record<string, unknown> & { '@type': string };
const jsonLd = async (page: Page): Promise<Ld[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
const meta = (page: Page, key: string) =>
  page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');

test('sitemap.xml lists every tag listing and experience page of the API, absolute', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? ''));
  const map = (await (await request.get(`${API_URL}/v2/getSiteMap`)).json()).data as {
    urls: { loc: string }[];
  };
  // Home, the API's pages, and the four help and policy pages.
  expect(locs).toHaveLength(map.urls.length + 5);
  expect(new Set(locs.map((u) => u.origin)).size).toBe(1);
  const paths = locs.map((u) => u.pathname);
  expect(paths).toContain('/');
  expect(paths).toEqual(expect.arrayContaining(['/terms', '/privacy', '/refund-policy', '/contact']));
  expect(paths).toContain('/experiences/delhi-ncr/candlelight-dinner');
  expect(paths).toContain('/experiences/mumbai/candlelight-dinner');
  expect(paths).toContain(EXPERIENCE);
  expect(paths.filter((p) => p.startsWith('/experience/')).length).toBeGreaterThan(100);
});

test('robots.txt allows crawling except search and checkout, and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('User-Agent: *');
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /search');
  expect(text).toContain('Disallow: /checkout');
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

test('an experience page has its canonical address, sharing tags and valid structured data', async ({
  page,
}, testInfo) => {
  await page.goto(EXPERIENCE);
  const name = (await page.getByTestId('experience-name').textContent()) ?? '';
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe(EXPERIENCE);
  expect(await meta(page, 'og:title')).toBe(name);
  expect(await meta(page, 'og:url')).toBe(canonical);
  expect(await meta(page, 'og:image')).toMatch(/^https?:\/\/.+\/images\/experiences\/2-1\.jpg$/);
  expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
  expect((await meta(page, 'og:description'))?.length).toBeGreaterThan(40);

  const ld = await jsonLd(page);
  const product = ld.find((d) => d['@type'] === 'Product') as Ld & {
    offers: Record<string, unknown>;
    aggregateRating: Record<string, number>;
    image: string[];
  };
  expect(product.name).toBe(name);
  expect(product.image[0]).toMatch(/^https?:\/\//);
  expect(product.offers).toMatchObject({ priceCurrency: 'INR', availability: 'https://schema.org/InStock' });
  const shownPrice = Number(
    (await page.getByTestId('experience-price').textContent())?.replace(/[^\d]/g, ''),
  );
  expect(product.offers.price).toBe(shownPrice);
  const rating = (await page.getByTestId('experience-rating').textContent()) ?? '';
  const [, score, count] = /★ ([\d.]+) · (\d+) reviews/.exec(rating) ?? [];
  expect(product.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    ratingValue: Number(score),
    reviewCount: Number(count),
  });
  const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as Ld & {
    itemListElement: { position: number; name: string; item: string }[];
  };
  expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'Candlelight Dinner', name]);
  expect(crumbs.itemListElement.map((c) => c.position)).toEqual([1, 2, 3]);

  for (const id of ANCHORS) await expect(page.locator(`#${id}`), `section #${id}`).toBeVisible();
  await expect(page.getByTestId('section-nav').getByRole('link')).toHaveCount(ANCHORS.length - 1);
  await expect(page.getByTestId('experience-video')).toHaveAttribute('src', /\.webm$/);
  const related = page.getByTestId('related-experiences').getByTestId('featured-card');
  expect(await related.count()).toBeGreaterThan(0);
  for (const href of await related.evaluateAll((cards) => cards.map((c) => c.getAttribute('href'))))
    expect(href).toMatch(/^\/experience\/\d+\/delhi-ncr\//);
  for (const date of await page.locator('[data-testid="review"] time').allTextContents())
    expect(date).toMatch(
      /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/,
    );
  await page.getByTestId('city-popup-close').click();
  await expectImagesLoaded(page);
  await screenshot(page, testInfo, 'experience-seo');
});

test('the breadcrumb follows tag_source, and the page stays cached without it', async ({ page }) => {
  const path = '/experience/14/delhi-ncr/romantic-balloon-decor-for-room';
  await page.goto(path);
  await expect(page.getByTestId('breadcrumbs')).toContainText('Balloon Decoration');
  await page.goto(`${path}?tag_source=anniversary-surprises`);
  const trail = page.getByTestId('breadcrumbs');
  await expect(trail.getByRole('link', { name: 'Anniversary Surprises' })).toHaveAttribute(
    'href',
    '/experiences/delhi-ncr/anniversary-surprises',
  );
  const ld = await jsonLd(page);
  const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as Ld & {
    itemListElement: { name: string }[];
  };
  expect(crumbs.itemListElement[1]?.name).toBe('Anniversary Surprises');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').search, 'the query is not part of the canonical address').toBe('');
});

test('home has a canonical address and sharing tags for its city', async ({ page }) => {
  await page.goto('/');
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(
    '/',
  );
  expect(await meta(page, 'og:title')).toContain('Delhi NCR');
  expect(await meta(page, 'og:site_name')).toBe('Experience Store');
});

test('an experience in a city that does not sell it says where it is, and points search engines there', async ({
  page,
}) => {
  await page.goto('/experience/12/mumbai/royal-heritage-haveli-dinner');
  const notice = page.getByTestId('experience-unavailable');
  await expect(notice).toHaveText('Not offered in Mumbai yet. Available in Delhi NCR.');
  await expect(notice.getByRole('link', { name: 'Delhi NCR' })).toHaveAttribute(
    'href',
    '/experience/12/delhi-ncr/royal-heritage-haveli-dinner',
  );
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe('/experience/12/delhi-ncr/royal-heritage-haveli-dinner');
  const product = (await jsonLd(page)).find((d) => d['@type'] === 'Product') as Ld & {
    offers: { availability: string };
  };
  expect(product.offers.availability).toBe('https://schema.org/OutOfStock');
});
