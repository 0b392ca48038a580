import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { API_URL, firstOpenSlot, freshMobile, signInByCode, startSignedIn } from './checkout-helpers';
import { consoleOrder, consoleSession, OPS } from './console-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// A customer reviews their completed booking of the room decoration (experience 14, Delhi, whose
// Google review page the seed sets) from its tracking page, with a photo; an operator approves it;
// the experience's page then lists it as a verified booking in "all reviews", and its photo opens in
// the lightbox, which the keyboard walks through and Escape closes.
const DECOR = 14;
const PHOTO = fileURLToPath(new URL('../../apps/web/public/images/experiences/14-1.jpg', import.meta.url));

test.beforeEach(async ({ context }, testInfo) => {
  await context.addCookies([
    { name: 'city_short_name', value: 'delhi-ncr', url: testInfo.project.use.baseURL ?? '' },
  ]);
});

/** A cash-on-delivery booking of the customer, given to a vendor and marked done by an operator. */
async function completedBooking(request: APIRequestContext, token: string, ops: string): Promise<number> {
  const slot = await firstOpenSlot(request, DECOR, 17);
  const headers = { 'X-CSRF-TOKEN': token, CITY: 'delhi-ncr' };
  const draft = {
    experience_id: DECOR,
    date: slot.date,
    slot_id: slot.slotId,
    pincode: '110070',
    quantity: 1,
  };
  const quote = await request.post(`${API_URL}/v5/booking/quote`, { headers, data: draft });
  const { amount } = (await quote.json()).data as { amount: number };
  const placed = await request.post(`${API_URL}/v5/booking/book_cod_order`, {
    headers,
    data: { ...draft, amount },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const id = ((await placed.json()).data as { order_id: number }).order_id;
  // Dispatch asks the first vendor by text; the vendor accepts through the link's token.
  let vendorToken = '';
  await expect
    .poll(
      async () => {
        const mobile = (await consoleOrder(request, ops, id)).vendor_requests[0]?.vendor.mobile;
        if (!mobile) return '';
        const outbox = await request.get(`${API_URL}/dev/sms-outbox?mobile=${mobile}`);
        const texts = (await outbox.json()).data as { body: string }[];
        const text = texts.find((t) => t.body.startsWith(`New booking request #${id}:`));
        vendorToken =
          new URL(/https?:\/\/\S+/.exec(text?.body ?? '')?.[0] ?? 'http://x').searchParams.get('token') ?? '';
        return vendorToken;
      },
      { timeout: 20_000, intervals: [500] },
    )
    .not.toBe('');
  const accepted = await request.get(
    `${API_URL}/v1/vendor/response?token=${encodeURIComponent(vendorToken)}&response=1`,
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
  const opsHeaders = { 'X-CSRF-TOKEN': ops };
  const done = await request.post(`${API_URL}/admin/v1/orders/${id}/complete`, {
    headers: opsHeaders,
    data: {},
  });
  expect(done.status(), await done.text()).toBe(200);
  expect((await consoleOrder(request, ops, id)).status).toBe('completed');
  return id;
}

test('a customer reviews a completed booking with a photo; once approved it is a verified review whose photo the keyboard walks through', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const request = page.context().request;
  const ops = (await consoleSession(request, OPS)).token;
  const customer = await signInByCode(request, freshMobile());
  const orderId = await completedBooking(request, customer.token, ops);
  await startSignedIn(page.context(), customer);

  // Both viewports (and any rerun on the same database) review the same experience: each finds its own words.
  const words = `The room looked lovely when we walked in (${testInfo.project.name} ${Date.now()}).`;
  await page.goto(`/track_order/${orderId}`);
  // The headline follows the booking to its end.
  await expect(page.getByTestId('result-title')).toHaveText('Your booking is complete');
  const form = page.getByTestId('review-form');
  await form
    .locator('label')
    .filter({ has: page.getByTestId('review-star-5') })
    .click();
  await form.getByTestId('review-body').fill(words);
  await form.getByTestId('review-photos').setInputFiles(PHOTO);
  await screenshot(page, testInfo, 'review-form');
  await form.getByTestId('review-submit').click();
  const written = page.getByTestId('review-written');
  await expect(written).toContainText('Thank you! Your review will show once we have checked it.');
  await expect(written.getByTestId('review-photo-count')).toHaveText('1 photo added.');
  await expect(written.getByTestId('google-review-link')).toHaveAttribute(
    'href',
    /^https:\/\/search\.google\.com\/local\/writereview\?placeid=/,
  );
  await screenshot(page, testInfo, 'review-written');

  // The operator approves it (the console's Reviews screen calls the same).
  const queue = await request.get(`${API_URL}/admin/v1/reviews?status=pending&per_page=100`, {
    headers: { 'X-CSRF-TOKEN': ops },
  });
  const items = (await queue.json()).data.items as { id: number; order_id: number }[];
  const reviewId = items.find((r) => r.order_id === orderId)?.id;
  expect(reviewId).toBeDefined();
  const approved = await request.put(`${API_URL}/admin/v1/reviews/${reviewId}/decision`, {
    headers: { 'X-CSRF-TOKEN': ops },
    data: { decision: 'approve' },
  });
  expect(approved.status()).toBe(200);

  await page.goto('/experience/14/delhi-ncr/x');
  const reviews = page.locator('#reviews');
  await reviews.getByTestId('all-reviews-open').click();
  const panel = page.getByTestId('all-reviews');
  await expect(panel.getByTestId('rating-summary')).toBeVisible();
  const mine = panel.getByTestId('review').filter({ hasText: words });
  await expect(mine.getByTestId('review-verified')).toHaveText('Verified booking');
  await screenshot(page, testInfo, 'all-reviews');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await reviews.getByTestId('review-photos-open').click();
  const photos = page.getByTestId('review-gallery-item');
  await expect(photos.first()).toBeVisible();
  const count = await photos.count();
  await photos.first().click();
  const lightbox = page.getByTestId('review-lightbox');
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText(`1 / ${count}`);
  await expect(lightbox.getByRole('img')).toHaveAttribute('alt', /^Photo by .+, 5 out of 5$/);
  if (count > 1) {
    await page.keyboard.press('ArrowRight');
    await expect(lightbox).toContainText(`2 / ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox).toContainText(`1 / ${count}`);
  }
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(photos.first()).toBeFocused();
});
