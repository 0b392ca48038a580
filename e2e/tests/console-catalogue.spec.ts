import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { API_URL } from './checkout-helpers';
import { ADMIN, CONSOLE_URL, consoleSession, startInConsole } from './console-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// The console's catalogue, on the desktop only: an admin, signed in with the
// password and the texted code, changes an experience's price and the store's page shows it at once
// (the API asks the store to revalidate); an admin uploads a featured image and the store's page
// shows it. axe checks the catalogue's screens on the way.

// Two visits of the store's page and three console screens, each checked by axe (30-40 s each on a
// loaded 2-core machine): longer than the console's other journeys.
test.describe.configure({ timeout: 300_000 });

// Experiences no other journey books; the first sold at its base price in its first city (no city price).
const CANDIDATES = [6, 7, 8, 9, 10, 11, 13, 15, 16, 17];
type Experience = {
  id: number;
  name: string;
  price: number;
  page_url: string;
  cities: { city_price: number }[];
};

test("an admin changes an experience's price and the store's page shows it", async ({
  page,
  axe,
}, testInfo) => {
  const session = await consoleSession(page.request, ADMIN);
  const headers = { 'X-CSRF-TOKEN': session.token };
  let found: Experience | undefined;
  for (const id of CANDIDATES) {
    const read = await page.request.get(`${API_URL}/admin/v1/catalogue/experiences/${id}`, { headers });
    const experience = (await read.json()).data as Experience;
    if (experience.cities[0]?.city_price === 0) {
      found = experience;
      break;
    }
  }
  if (!found) throw new Error('the seed sells one of the candidates at its base price');
  const seeded = found;
  const price = seeded.price + 1234;
  const shown = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

  // The store's page, cached now with the old price.
  await page.goto(seeded.page_url);
  await expect(page.getByTestId('experience-price')).toHaveText(shown(seeded.price));

  try {
    await startInConsole(page.context(), session);
    await page.goto(`${CONSOLE_URL}/#/experiences`);
    await page.getByRole('menuitem', { name: 'Experiences' }).waitFor();
    await page.getByLabel('Search (id, name or short link)').fill(seeded.name);
    const list = page.getByTestId('experience-list');
    await expect(list.locator('tbody tr')).toHaveCount(1);
    await expect(list.getByText(seeded.name)).toBeVisible();
    await axe.check('experiences');
    await screenshot(page, testInfo, 'console-experiences');

    await list.getByText(seeded.name).click();
    await expect(page.getByLabel('Title *')).toHaveValue(seeded.name);
    await page.getByRole('tab', { name: 'Prices and cities' }).click();
    const priceInput = page.getByLabel('Price (₹, whole rupees) *');
    await expect(priceInput).toHaveValue(String(seeded.price));
    await axe.check('experience prices tab');
    await priceInput.fill(String(price));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Element updated')).toBeVisible();
    await screenshot(page, testInfo, 'console-experience-saved');

    // The store's page shows the new price on the next visit.
    await page.goto(seeded.page_url);
    await expect(page.getByTestId('experience-price')).toHaveText(shown(price));
    await screenshot(page, testInfo, 'console-experience-on-store', false);
  } finally {
    // Later journeys book this experience at its seeded price.
    const back = await page.request.put(`${API_URL}/admin/v1/catalogue/experiences/${seeded.id}`, {
      headers,
      data: { price: seeded.price },
    });
    expect(back.status()).toBe(200);
  }
});

// A photo as an operator would pick it from their computer (the seed's images are such photos).
const PHOTO = fileURLToPath(new URL('../../apps/web/public/images/experiences/14-1.jpg', import.meta.url));
/** Whether an image has loaded and has pixels (not a broken image). */
const loaded = (img: Locator) => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0);

test("an admin uploads an experience's featured image and the store's page shows it", async ({
  page,
  axe,
}, testInfo) => {
  const session = await consoleSession(page.request, ADMIN);
  const headers = { 'X-CSRF-TOKEN': session.token };
  // The last candidate: the price journey changes the first that fits.
  const id = CANDIDATES.at(-1);
  const read = await page.request.get(`${API_URL}/admin/v1/catalogue/experiences/${id}`, { headers });
  const seeded = (await read.json()).data as Experience & { featured_image: string };
  const hero = page.getByTestId('experience-page').locator('.experience-hero img');

  // The store's page, cached now with the seeded image.
  await page.goto(seeded.page_url);
  await expect(hero).toHaveAttribute('src', /images%2Fexperiences%2F/);

  try {
    await startInConsole(page.context(), session);
    await page.goto(`${CONSOLE_URL}/#/experiences/${seeded.id}`);
    await expect(page.getByLabel('Title *')).toHaveValue(seeded.name);
    await page.getByRole('tab', { name: 'Images' }).click();
    const images = page.getByTestId('experience-images');
    await expect(images.getByTestId('featured-image')).toContainText(seeded.featured_image);
    await axe.check('experience images tab');

    // A file that is no image is refused, naming it; nothing changes.
    await images.getByTestId('upload-featured-input').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are notes, not a picture'),
    });
    await expect(images.getByTestId('upload-featured-error')).toHaveText(
      'notes.png is not a JPEG, PNG or WebP image.',
    );
    await expect(images.getByTestId('featured-image')).toContainText(seeded.featured_image);

    await images.getByTestId('upload-featured-input').setInputFiles(PHOTO);
    await expect(page.getByText('Featured image uploaded.')).toBeVisible();
    const preview = images.getByRole('img', { name: seeded.name });
    await expect(preview).toBeVisible();
    await expect.poll(() => loaded(preview)).toBe(true);
    await expect(images.getByTestId('upload-featured-error')).toBeHidden();
    await page.getByRole('tab', { name: 'Images' }).click();
    const field = page.getByLabel('Featured image (path or address) *');
    await expect(field).toHaveValue(/^\/images\/uploads\/[a-f0-9]{32}\.jpg$/);
    const uploaded = await field.inputValue();
    await axe.check('experience image uploaded');
    await screenshot(page, testInfo, 'console-experience-image');

    // The store's page shows the uploaded image on the next visit, optimised from its own origin.
    await page.goto(seeded.page_url);
    await expect(hero).toHaveAttribute(
      'src',
      new RegExp(`^/_next/image\\?url=${encodeURIComponent(uploaded)}&`),
    );
    await expect.poll(() => loaded(hero)).toBe(true);
    await screenshot(page, testInfo, 'console-experience-image-on-store', false);
  } finally {
    // Later journeys see the experience as seeded.
    const back = await page.request.put(`${API_URL}/admin/v1/catalogue/experiences/${seeded.id}`, {
      headers,
      data: { featured_image: seeded.featured_image },
    });
    expect(back.status()).toBe(200);
  }
});
