import type { APIRequestContext, Locator, Page } from '@playwright/test';
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

// A screen-reader pass over booking, checkout, tracking and the profile. axe
// (./fixtures, on every page) checks that each control has a name and each role is valid; these
// check what it cannot: the page's landmarks and its one top heading, named navigation, and that what
// changes is announced (errors and toasts in live regions, the booking's steps by focus on their
// heading, a field's error read with the field).

const DECOR = { experienceId: 14, name: 'Romantic room decoration', pincode: '110070' };

test.beforeEach(async ({ context }, testInfo) => {
  await context.addCookies([
    { name: 'city_short_name', value: 'delhi-ncr', url: testInfo.project.use.baseURL ?? '' },
  ]);
});

/** One banner, one main, one footer, one top heading; every navigation landmark named. */
async function expectLandmarks(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  const navigations = await page.getByRole('navigation').all();
  expect(navigations.length).toBeGreaterThan(0);
  for (const navigation of navigations) await expect(navigation).toHaveAccessibleName(/\S/);
}

/** The text is in a live region (or is one): a screen reader reads it when it appears. */
async function expectAnnounced(page: Page, text: Locator) {
  const live = page.locator('[aria-live], [role="alert"], [role="status"]').filter({ has: text });
  const own = await text.evaluate((el) => ['alert', 'status'].includes(el.getAttribute('role') ?? ''));
  expect(own || (await live.count()) > 0, 'in a live region').toBe(true);
}

async function experiencePage(request: APIRequestContext): Promise<string> {
  const reply = await request.get(`${API_URL}/v5/experience/id/${DECOR.experienceId}`, {
    headers: { CITY: 'delhi-ncr' },
  });
  return ((await reply.json()).data as { page_url: string }).page_url;
}

test('booking: landmarks, a pincode error read with its field, each step announced by its heading', async ({
  page,
  request,
}) => {
  await page.goto(await experiencePage(request));
  await expectLandmarks(page, /\S/);

  const pincode = page.getByRole('textbox', { name: 'Delivery pincode' });
  await pincode.fill('12');
  await page.getByTestId('pincode-check').click();
  const error = page.getByTestId('pincode-error');
  await expect(error).toBeVisible();
  await expectAnnounced(page, error);
  await expect(pincode).toHaveAttribute('aria-invalid', 'true');
  await expect(pincode).toHaveAccessibleDescription((await error.textContent()) ?? '');

  await pincode.fill(DECOR.pincode);
  await page.getByTestId('pincode-check').click();
  await expect(page.getByTestId('pincode-served')).toBeVisible();
  await expectAnnounced(page, page.getByTestId('pincode-served'));
  await expect(pincode).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('book-now').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(/\S/);
  await expect(dialog.getByRole('heading', { name: 'Select a date' })).toBeFocused();
  await dialog.locator('[data-testid="calendar-day"]:enabled').first().click();
  // The new step's heading takes focus, so it is read out as the step changes.
  await expect(dialog.getByRole('heading', { name: 'Select a time slot' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close booking' })).toBeVisible();
});

test('checkout and tracking: landmarks, a coupon error read with its field, the order announced', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const request = page.context().request;
  const session = await signInByCode(request, freshMobile());
  await startSignedIn(page.context(), session);
  await saveAddress(request, session);
  await storeDraft(page.context(), { ...DECOR, slot: await firstOpenSlot(request, DECOR.experienceId, 21) });
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-payable')).toHaveText(/₹[\d,]+/);
  await expectLandmarks(page, 'Checkout');

  const coupon = page.getByRole('textbox', { name: 'Coupon code' });
  await coupon.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  const couponError = page.getByTestId('coupons').getByRole('alert');
  await expect(couponError).toHaveText(/\S/);
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await expect(coupon).toHaveAccessibleDescription((await couponError.textContent()) ?? '');

  // The ways to pay are one named group of radios.
  const ways = page.getByRole('group', { name: 'How would you like to pay?' });
  await ways.getByRole('radio', { name: /Cash on delivery/ }).check();
  await expect(page.getByTestId('place-order')).toHaveAccessibleName(/\S/);
  await page.getByTestId('place-order').click();
  await expectLandmarks(page, 'Your booking is confirmed');
  const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';

  await page.goto(`/track_order/${orderId}`);
  await expectLandmarks(page, /\S/);
  // Each part of the order is a section named by its heading.
  await expect(page.getByRole('region', { name: /./ }).first()).toBeVisible();
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.getByRole('listitem').first()).toBeVisible();
  await page.getByTestId('contact-open').click();
  const contact = page.getByRole('dialog');
  await expect(contact).toHaveAccessibleName(/\S/);
  await contact.getByRole('textbox', { name: 'Your name' }).fill('Asha');
  const mobile = contact.getByRole('textbox', { name: 'Mobile (or email)' });
  await mobile.fill('12345');
  await contact.getByRole('button', { name: 'Send message' }).click();
  // The server's word on the field is read with it, and the field is marked invalid.
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveAccessibleDescription(/\S/);
  await expect(mobile).toHaveAccessibleName('Mobile (or email)');
});

test('profile: landmarks, the tabs a named navigation, a saved change announced', async ({ page }) => {
  const request = page.context().request;
  const session = await signInByCode(request, freshMobile());
  await startSignedIn(page.context(), session);
  await page.goto('/profile#profile');
  await expectLandmarks(page, /\S/);
  const tabs = page.getByRole('navigation', { name: 'Your account' });
  await expect(tabs.getByRole('link', { name: /./ }).first()).toBeVisible();
  await expect(tabs.locator('[aria-current="page"]')).toHaveCount(1);

  await page.getByTestId('profile-last-name').fill('Verma');
  await expect(page.getByTestId('profile-last-name')).toHaveAccessibleName(/\S/);
  await page.getByTestId('profile-save').click();
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveText('Profile updated successfully.');
  await expectAnnounced(page, toast);
});
