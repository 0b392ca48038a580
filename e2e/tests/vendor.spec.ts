import { fileURLToPath } from 'node:url';
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
import { expectImagesLoaded, screenshot } from './screens';

// Vendors answer booking requests through a signed link: the first ranked
// vendor for experience 14 in Delhi gets the request, a rejection sends it to the next one, who
// accepts and, from the same link, marks the day's steps with a setup photo; the customer's
// tracking page follows each step.
const DECOR = { experienceId: 14, name: 'Romantic room decoration', pincode: '110070' };
/** The vendor's setup photo: any real JPEG will do (one of the store's generated images). */
const PHOTO = fileURLToPath(new URL('../../apps/web/public/images/experiences/14-1.jpg', import.meta.url));

test.beforeEach(async ({ context }, testInfo) => {
  await context.addCookies([
    { name: 'city_short_name', value: 'delhi-ncr', url: testInfo.project.use.baseURL ?? '' },
  ]);
});

const DELHI_VENDOR_MOBILES = [1, 2, 3, 4, 5].map((n) => `910000000${n}`);

/** The links of the booking requests texted to vendors for an order, oldest first, once there are `count`. */
async function requestLinks(request: APIRequestContext, orderId: string, count: number): Promise<URL[]> {
  let links: URL[] = [];
  await expect
    .poll(
      async () => {
        // The outbox answers one mobile at a time: Delhi's vendors are 9100000001 to 9100000005.
        const replies = await Promise.all(
          DELHI_VENDOR_MOBILES.map((mobile) => request.get(`${API_URL}/dev/sms-outbox?mobile=${mobile}`)),
        );
        const texts = (await Promise.all(replies.map(async (r) => (await r.json()).data)))
          .flat()
          .sort((a: { id: number }, b: { id: number }) => b.id - a.id) as { body: string }[];
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

test('a paid booking goes to the first vendor, who rejects; the next accepts, is on the way, adds a photo and is done; the customer sees each step', async ({
  page,
  browser,
}, testInfo) => {
  // Two people, a payment, three pages and their axe checks, four steps: longer than one page's journey.
  test.setTimeout(120_000);
  const request = page.context().request;
  const session = await signInByCode(request, freshMobile());
  await startSignedIn(page.context(), session);
  await saveAddress(request, session);
  const slot = await firstOpenSlot(request, DECOR.experienceId, 13);
  await storeDraft(page.context(), { ...DECOR, slot });
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-payable')).toHaveText(/₹[\d,]+/);
  await page.getByTestId('place-order').click();
  await page.frameLocator('[data-testid="sandbox-frame"]').getByTestId('sandbox-pay').click();
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

    // The first link can no longer answer, nor take the day's steps.
    await open(vendor, first);
    await expect(screen.getByTestId('vendor-closed')).toBeVisible();
    await expect(screen.getByTestId('vendor-accept')).toHaveCount(0);
    await expect(screen.getByTestId('vendor-day')).toHaveCount(0);

    await page.goto(`/track_order/${orderId}`);
    const timeline = page.getByTestId('order-timeline');
    await expect(timeline).toContainText('Finding your partner');
    await expect(timeline).toContainText('Partner confirmed');
    // Who comes, and their number, once they accepted.
    await expect(page.getByTestId('order-vendor')).toContainText(/Your partner: .+ · \d{10}/);
    await screenshot(page, testInfo, 'tracking-partner-confirmed');

    // Before the day, "on the way" waits for it (the slot is days ahead).
    await open(vendor, second);
    const day = screen.getByTestId('vendor-day');
    await expect(day).toHaveAttribute('data-status', 'accepted');
    await expect(day.getByTestId('vendor-not-yet')).toContainText('you can mark it on the way from that day');
    await expect(day.getByTestId('vendor-on-the-way')).toBeDisabled();
    await screenshot(vendor, testInfo, 'vendor-before-the-day');

    // On the day (the development API takes this phone's time from X-Dev-Now), the same link: on
    // the way, a setup photo, done; each step once, in order.
    await vendors.setExtraHTTPHeaders({ 'x-dev-now': `${slot.date}T09:00:00+05:30` });
    await open(vendor, second);
    await expect(day.getByTestId('vendor-not-yet')).toHaveCount(0);
    await expect(day).toHaveAttribute('data-status', 'accepted');
    await expect(day.getByTestId('vendor-done')).toHaveCount(0);
    await day.getByTestId('vendor-on-the-way').click();
    await expect(day.getByTestId('vendor-day-outcome')).toHaveText('Marked on the way');
    await expect(day).toHaveAttribute('data-status', 'on_the_way');
    await expect(day.getByTestId('vendor-on-the-way')).toHaveCount(0);
    await expect(day.getByTestId('vendor-done')).toBeDisabled();

    await page.reload();
    await expect(page.getByTestId('order-timeline')).toContainText('On the way');

    await day.getByTestId('vendor-photo-input').setInputFiles(PHOTO);
    await day.getByTestId('vendor-upload').click();
    await expect(day.getByTestId('vendor-day-outcome')).toHaveText('Photos added');
    await expect(day.getByTestId('setup-photos').getByRole('img')).toHaveCount(1);
    await expect(day.getByTestId('vendor-photo-input')).toHaveValue('');
    await expectImagesLoaded(vendor);
    await screenshot(vendor, testInfo, 'vendor-on-the-way-with-photo');
    await day.getByTestId('vendor-done').click();
    await expect(day.getByTestId('vendor-day-outcome')).toHaveText('Marked done');
    await expect(day).toHaveAttribute('data-status', 'completed');
    await expect(day.getByTestId('vendor-done')).toHaveCount(0);
    await expect(day.getByTestId('vendor-photo-input')).toHaveCount(0);
    // From the top: a full-page shot of a scrolled page paints the sticky header mid-page.
    await vendor.evaluate(() => window.scrollTo(0, 0));
    await screenshot(vendor, testInfo, 'vendor-done');
  } finally {
    await vendors.close();
  }

  // The customer sees every step with its time, and the photo the partner took.
  await page.reload();
  const steps = page.getByTestId('order-timeline').getByRole('listitem');
  await expect(steps.filter({ hasText: 'On the way' })).toHaveCount(1);
  await expect(steps.filter({ hasText: 'Completed' })).toContainText(/\d{1,2}:\d{2} [AP]M/);
  const photos = page.getByTestId('tracking-photos');
  await expect(photos.getByRole('img', { name: 'Setup photo 1 of 1' })).toBeVisible();
  await expectImagesLoaded(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, 'tracking-done-with-photo');
});
