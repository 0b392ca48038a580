import { API_URL } from './checkout-helpers';
import { ADMIN, ADMIN_URL, consoleSession, startInConsole } from './console-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// The console's catalogue (issue 16, item 4), on the desktop only: an admin, signed in with the
// password and the texted code, changes an experience's price and the store's page shows it at once
// (the API asks the store to revalidate). axe checks the catalogue's screens on the way.

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
    await page.goto(`${ADMIN_URL}/#/experiences`);
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
    await page.getByRole('button', { name: 'Save' }).click();
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
