import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_URL,
  firstOpenSlot,
  freshMobile,
  saveAddress,
  signInByCode,
  startSignedIn,
  storeDraft,
} from './checkout-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// Vendors answer booking requests through a signed link (issue 15, items 2 and 3): the first ranked
// vendor for experience 14 in Delhi gets the request, a rejection sends it to the next one, and the
// customer's tracking page follows.
const DECOR = { experienceId: 14, name: 'Romantic room decoration', pincode: '110070' };

test.beforeEach(async ({ context }, testInfo) => {
  await context.addCookies([
    { name: 'city_short_name', value: 'delhi-ncr', url: testInfo.project.use.baseURL ?? '' },
  ]);
});

/** The links of the booking requests texted to vendors for an order, oldest first, once there are `count`. */
async function requestLinks(request: APIRequestContext, orderId: string, count: number): Promise<URL[]> {
  let links: URL[] = [];
  await expect
    .poll(
      async () => {
        const reply = await request.get(`${API_URL}/dev/sms-outbox`);
        const texts = (await reply.json()).data as { body: string }[];
        links = texts
          .filter((t) => t.body.startsWith(`New booking request #${orderId}:`))
          .map((t) => new URL(/https?:\/\/\S+/.exec(t.body)?.[0] ?? ''))
          .reverse();
        return links.length;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(count);
  return links;
}

const open = (page: Page, link: URL) => page.goto(`${link.pathname}${link.search}`);

test('a booking goes to the first vendor, who rejects; the next accepts, and the customer sees it', async ({
  page,
  browser,
}, testInfo) => {
  const request = page.context().request;
  const session = await signInByCode(request, freshMobile());
  await startSignedIn(page.context(), session);
  await saveAddress(request, session);
  await storeDraft(page.context(), { ...DECOR, slot: await firstOpenSlot(request, DECOR.experienceId, 13) });
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-payable')).toHaveText(/₹[\d,]+/);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('result-title')).toHaveText('Your booking is confirmed');
  const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';

  // The vendors have no account: their phone opens the link.
  const vendors = await browser.newContext({ baseURL: testInfo.project.use.baseURL ?? '' });
  try {
    const vendor = await vendors.newPage();
    const [first] = await requestLinks(request, orderId, 1);
    if (!first) throw new Error('no request link');
    await open(vendor, first);
    const screen = vendor.getByTestId('vendor-response');
    await expect(screen.getByTestId('vendor-details')).toContainText(DECOR.pincode);
    await expect(screen.getByTestId('vendor-customer')).toHaveCount(0);
    await screenshot(vendor, testInfo, 'vendor-request');
    await screen.getByTestId('vendor-reject').click();
    await expect(screen.getByTestId('vendor-outcome')).toHaveText('Booking Rejected');
    await expect(screen.getByTestId('vendor-accept')).toHaveCount(0);

    // The next vendor is asked at once, and accepts: the customer's details appear for them.
    const second = (await requestLinks(request, orderId, 2))[1];
    if (!second) throw new Error('no second request link');
    await open(vendor, second);
    await screen.getByTestId('vendor-accept').click();
    await expect(screen.getByTestId('vendor-outcome')).toHaveText('Booking Accepted');
    await expect(screen.getByTestId('vendor-customer')).toContainText(/\d{10}/);
    await screenshot(vendor, testInfo, 'vendor-accepted');

    // The first link can no longer answer.
    await open(vendor, first);
    await expect(screen.getByTestId('vendor-closed')).toBeVisible();
    await expect(screen.getByTestId('vendor-accept')).toHaveCount(0);
  } finally {
    await vendors.close();
  }

  await page.goto(`/track_order/${orderId}`);
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline).toContainText('Finding your partner');
  await expect(timeline).toContainText('Partner confirmed');
  // Who comes, and their number, once they accepted.
  await expect(page.getByTestId('order-vendor')).toContainText(/Your partner: .+ · \d{10}/);
  await screenshot(page, testInfo, 'tracking-partner-confirmed');
});
