import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_URL,
  firstOpenSlot,
  freshMobile,
  newestCode,
  type Session,
  saveAddress,
  signInByCode,
  startSignedIn,
  storeDraft,
} from './checkout-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// The customer's account area: the profile tabs by hash, bookings, wishlist, occasions,
// wallet, gift codes and referral. Every journey signs in a fresh number.
const DECOR = { experienceId: 14, name: 'Romantic Balloon Decor for Room', pincode: '110070' };
const LISTING = '/experiences/delhi-ncr/anniversary-surprises';

test.beforeEach(async ({ context }, testInfo) => {
  await context.addCookies([
    { name: 'city_short_name', value: 'delhi-ncr', url: testInfo.project.use.baseURL ?? '' },
  ]);
});

async function signedIn(page: Page, request: APIRequestContext, firstName = 'Meera'): Promise<Session> {
  const session = await signInByCode(request, freshMobile(), firstName);
  await startSignedIn(page.context(), session);
  return session;
}

/** Opens a tab from the header's account menu, as a customer would. */
async function openFromMenu(page: Page, hash: string, title: string) {
  await page.getByTestId('account-button').click();
  await page.getByTestId(`account-menu-${hash}`).click();
  await expect(page).toHaveURL(new RegExp(`/profile#${hash}$`));
  await expect(page.getByTestId('profile-tab-title')).toHaveText(title);
}

test('a customer pays, finds the order under Upcoming Bookings and opens its tracking link', async ({
  page,
  request,
}, testInfo) => {
  await saveAddress(request, await signedIn(page, request));
  const slot = await firstOpenSlot(request, DECOR.experienceId, 3);
  await storeDraft(page.context(), { ...DECOR, slot });
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-payable')).toHaveText(/₹[\d,]+/);
  const payable = (await page.getByTestId('checkout-payable').textContent()) ?? '';
  await page.getByTestId('place-order').click();
  await page.frameLocator('[data-testid="sandbox-frame"]').getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('result-title')).toHaveText('Your booking is confirmed');
  const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';

  await openFromMenu(page, 'upcoming_bookings', 'Upcoming Bookings');
  const booking = page.locator(`[data-testid="booking-item"][data-order-id="${orderId}"]`);
  await expect(booking).toContainText(DECOR.name);
  await expect(booking.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(booking.getByTestId('booking-amount')).toHaveText(payable);
  // Paid online: paid, never "to pay".
  await expect(booking.getByTestId('booking-money')).toHaveText('(paid)');
  await expect(booking).toContainText(/\d{1,2}:\d{2} [AP]M/);
  await screenshot(page, testInfo, 'profile-upcoming');

  // Past Bookings is empty for a new customer, in the store's words.
  await page.getByTestId('profile-tab-past_bookings').click();
  await expect(page.getByTestId('profile-tab-title')).toHaveText('Past Bookings');
  await expect(page.getByTestId('empty-tab')).toHaveText('Data not available in Past Bookings');
  // With the way onward, not a dead end.
  await expect(
    page.getByTestId('empty-next').getByRole('link', { name: 'Browse experiences' }),
  ).toHaveAttribute('href', '/');

  await page.getByTestId('profile-tab-upcoming_bookings').click();
  await booking.getByTestId('track-order-link').click();
  await expect(page).toHaveURL(new RegExp(`/track_order/${orderId}$`));
  await expect(page.getByTestId('result-title')).toHaveText('Your booking is confirmed');
  await expect(page.getByTestId('result-order')).toContainText(DECOR.name);
});

test('a customer adds an address on the map at checkout, books with it, and finds it in the Profile tab', async ({
  page,
  request,
}, testInfo) => {
  await signedIn(page, request, 'Kabir');
  await storeDraft(page.context(), { ...DECOR, slot: await firstOpenSlot(request, DECOR.experienceId, 9) });
  await page.goto('/checkout');
  const section = page.getByTestId('delivery-address');
  await expect(section).toContainText('No saved address at pincode 110070 yet.');
  await expect(page.getByTestId('checkout-payable')).toHaveText(/₹[\d,]+/);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();

  // Paying without an address is stopped here, before anything is sent.
  let placed = 0;
  page.on('request', (r) => {
    if (r.url().includes('/v5/booking/book_')) placed += 1;
  });
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('delivery-address-error')).toHaveText(
    'Please choose where we should come: pick or add a delivery address.',
  );
  expect(placed).toBe(0);

  await section.getByTestId('add-delivery-address').click();
  const flow = page.getByTestId('address-flow');
  await expect(flow.getByRole('heading')).toHaveText('Pin your location');
  // The map's tiles come from the tile server in the settings (a local stand-in here).
  const tiles = flow.locator('img.leaflet-tile-loaded');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.first().getAttribute('src')).toContain(
    new URL(process.env.E2E_MAP_TILES ?? 'http://x').host,
  );
  await screenshot(page, testInfo, 'address-map');
  // The arrow keys move the map under the pin: east, so the point's longitude grows.
  await flow.locator('.leaflet-container').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await flow.getByTestId('address-map-confirm').click();

  await expect(flow.getByRole('heading')).toHaveText('Address details');
  await expect(flow.getByTestId('address-pincode')).toHaveValue('110070');
  await expect(flow.getByTestId('address-pincode')).toHaveAttribute('readonly', '');
  await expect(flow.getByTestId('address-name')).toHaveValue('Kabir Test');
  await flow.getByTestId('address-line1').fill('Flat 7B, Palm Court');
  await flow.getByTestId('address-line2').fill('Sector D, Vasant Kunj');
  await screenshot(page, testInfo, 'address-form');
  const saving = page.waitForResponse((r) => r.url().endsWith('/v5/save-customer-address'));
  await flow.getByTestId('address-save').click();
  const saved = (await (await saving).json()).data as { latitude: number; longitude: number };
  expect(saved.latitude).toBeCloseTo(28.6139, 1);
  expect(saved.longitude).toBeGreaterThan(77.209);
  await expect(flow).toBeHidden();
  await expect(section.getByTestId('address-choice')).toBeChecked();
  await expect(section).toContainText('Flat 7B, Palm Court');

  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('result-title')).toHaveText('Your booking is confirmed');
  await expect(page.getByTestId('result-address')).toContainText(
    'Flat 7B, Palm Court, Sector D, Vasant Kunj',
  );

  await openFromMenu(page, 'profile', 'Profile');
  const book = page.getByTestId('address-book');
  await expect(book.getByTestId('saved-address')).toHaveCount(1);
  await expect(book).toContainText('Flat 7B, Palm Court');
  await screenshot(page, testInfo, 'profile-addresses');
  await book.getByTestId('delete-address').click();
  await expect(book.getByTestId('saved-address')).toHaveCount(0);
});

test('a heart puts an experience in the Wishlist, another press takes it out, and logout empties the hearts', async ({
  page,
  request,
}, testInfo) => {
  await signedIn(page, request);
  await page.goto(LISTING);
  const card = page.getByTestId('featured-card-item').first();
  const title = (await card.locator('.card-title').textContent()) ?? '';
  const heart = card.getByTestId('wishlist-button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // A reload keeps it: the hearts come from the customer's wishlist, not from the cached page.
  await page.reload();
  await expect(page.getByTestId('featured-card-item').first().getByTestId('wishlist-button')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The experience's own page says so too.
  await page.getByTestId('featured-card-item').first().locator('a').first().click();
  const pageHeart = page.getByTestId('experience-wishlist');
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(pageHeart).toHaveText('In your wishlist');
  await page.goBack();

  await openFromMenu(page, 'wishlist', 'Wishlist');
  const listed = page.getByTestId('wishlist-cards').getByTestId('featured-card-item');
  await expect(listed).toHaveCount(1);
  await expect(listed.locator('.card-title')).toHaveText(title);
  await screenshot(page, testInfo, 'profile-wishlist');
  await listed.getByTestId('wishlist-button').click();
  await expect(page.getByTestId('empty-tab')).toHaveText('Data not available in Wishlist');

  // Hearted again, then logged out from the Logout tab: the store shows no filled heart.
  await page.goto(LISTING);
  await page.getByTestId('featured-card-item').first().getByTestId('wishlist-button').click();
  await expect(page.getByTestId('featured-card-item').first().getByTestId('wishlist-button')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/profile#logout');
  await page.getByTestId('profile-logout').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(LISTING);
  await expect(page.locator('[data-testid="wishlist-button"][aria-pressed="true"]')).toHaveCount(0);
});

test('only a page that shows hearts asks for the wishlist', async ({ page, request }) => {
  const session = await signedIn(page, request);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v2/experience/wishlist/')) asked.push(r.url());
  });
  // The account area and its start-up (the role call proves the session): no wishlist call.
  const role = page.waitForResponse((r) => r.url().includes('/v2/user/role'));
  await page.goto('/profile#upcoming_bookings');
  await role;
  await expect(page.getByTestId('profile-tab-title')).toHaveText('Upcoming Bookings');
  expect(asked).toEqual([]);

  // A listing has hearts: it asks, once (and its hearts work as before).
  const heart = page.getByTestId('featured-card-item').first().getByTestId('wishlist-button');
  const wishlist = page.waitForResponse((r) => r.url().includes('/v2/experience/wishlist/'));
  await page.goto(LISTING);
  await wishlist;
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain(`/v2/experience/wishlist/${session.profile.id}?page=1&size=100`);

  // The Wishlist tab's cards come with the ids: one call, not one for the cards and one for the hearts.
  asked.length = 0;
  await page.goto('/profile#wishlist');
  const listed = page.getByTestId('wishlist-cards').getByTestId('featured-card-item');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByTestId('wishlist-button')).toHaveAttribute('aria-pressed', 'true');
  expect(asked).toHaveLength(1);
  // And its hearts still take a card off.
  await listed.getByTestId('wishlist-button').click();
  await expect(page.getByTestId('empty-tab')).toHaveText('Data not available in Wishlist');
});

test('a heart pressed while the wishlist is still on its way stays as the customer left it', async ({
  page,
  request,
}) => {
  const session = await signedIn(page, request);
  // The page's own first wishlist call is let through and answered before the one held below: held,
  // it would still be on its way when the page reloads, and be taken for the reloaded page's.
  const firstWishlist = page.waitForResponse((r) => r.url().includes('/v2/experience/wishlist/'));
  await page.goto(LISTING);
  await firstWishlist;
  const hearts = page.getByTestId('featured-card-item').getByTestId('wishlist-button');
  // The customer already keeps the second card's experience.
  const href = (await page.getByTestId('featured-card').nth(1).getAttribute('href')) ?? '';
  const kept = Number(/\/experience\/(\d+)\//.exec(href)?.[1]);
  const toggled = await request.get(`${API_URL}/v2/wishlist/toggle/${kept}`, {
    headers: { 'X-CSRF-TOKEN': session.token },
  });
  expect(toggled.ok()).toBe(true);

  // The wishlist's ids, read by the server before the press, arrive after the press was answered:
  // held on the way, not changed.
  let pressAnswered: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    pressAnswered = resolve;
  });
  await page.route('**/v2/experience/wishlist/**', async (route) => {
    const response = await route.fetch();
    await answered;
    await route.fulfill({ response });
  });
  page.on('response', (r) => {
    if (r.url().includes('/v2/wishlist/toggle/')) pressAnswered();
  });
  const wishlistArrived = page.waitForResponse((r) => r.url().includes('/v2/experience/wishlist/'));
  await page.reload();
  await hearts.first().click();
  await expect(hearts.first()).toHaveAttribute('aria-pressed', 'true');
  const { ids } = (await (await wishlistArrived).json()).data as { ids: number[] };
  expect(ids, 'the ids were read before the press').toEqual([kept]);
  // The ids are applied (the second heart fills), and the press still stands.
  await expect(hearts.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(hearts.first()).toHaveAttribute('aria-pressed', 'true');
  await page.unroute('**/v2/experience/wishlist/**');
  await page.reload();
  await expect(hearts.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(hearts.nth(1)).toHaveAttribute('aria-pressed', 'true');
});

test('a customer saves an occasion through its three steps, and back goes back', async ({
  page,
  request,
}, testInfo) => {
  await signedIn(page, request);
  await page.goto('/profile#dates');
  await expect(page.getByTestId('profile-tab-title')).toHaveText('Save Occasions');
  await expect(page.getByTestId('empty-tab')).toHaveText('Data not available in Save Occasions');
  await expect(page.getByTestId('empty-next')).toContainText('we remind you a week before');
  await page.getByTestId('add-occasion').click();

  const flow = page.getByTestId('occasion-flow');
  await expect(flow.getByRole('heading')).toHaveText('SELECT OCCASSION');
  await flow.getByTestId('occasion-next').click();
  await expect(flow.getByRole('alert')).toHaveText('Please choose an occasion');
  await flow.getByLabel('Anniversary').check();
  await flow.getByTestId('occasion-next').click();
  await expect(flow.getByRole('heading')).toHaveText('ADD RELATION');
  await flow.getByLabel('Spouse').check();
  await flow.getByTestId('occasion-name').fill('Kabir');
  await flow.getByTestId('occasion-next').click();
  await expect(flow.getByRole('heading')).toHaveText('SELECT DATE');
  await screenshot(page, testInfo, 'occasion-date-step', false);

  await flow.getByTestId('auth-back').click();
  await expect(flow.getByRole('heading')).toHaveText('ADD RELATION');
  await expect(flow.getByLabel('Spouse')).toBeChecked();
  await flow.getByTestId('occasion-next').click();
  await flow.getByTestId('occasion-date').fill('2030-02-14');
  await flow.getByTestId('occasion-next').click();
  await expect(flow.getByTestId('occasion-date-error')).toHaveText('date must be within the next two years');
  const nextYear = new Date().getUTCFullYear() + 1;
  await flow.getByTestId('occasion-date').fill(`${nextYear}-02-14`);
  await flow.getByTestId('occasion-next').click();
  await expect(flow).toHaveCount(0);
  const saved = page.getByTestId('saved-occasion');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Anniversary · Spouse (Kabir)');
  await expect(saved).toContainText(`14 Feb ${nextYear}`);
  await screenshot(page, testInfo, 'profile-occasions');

  // Closing the flow and opening it again starts afresh, at the occasion.
  await page.getByTestId('add-occasion').click();
  await flow.getByLabel('Birthday').check();
  await flow.getByTestId('occasion-next').click();
  await page.keyboard.press('Escape');
  await expect(flow).toHaveCount(0);
  await page.getByTestId('add-occasion').click();
  await expect(flow.getByRole('heading')).toHaveText('SELECT OCCASSION');
  await expect(flow.getByLabel('Birthday')).not.toBeChecked();
});

test('a customer changes a saved occasion from its answers; another customer cannot touch it', async ({
  page,
  request,
}, testInfo) => {
  const session = await signedIn(page, request);
  const nextYear = new Date().getUTCFullYear() + 1;
  const mine = { 'X-CSRF-TOKEN': session.token };
  const created = await request.post(`${API_URL}/v2/dates-user`, {
    headers: mine,
    data: { occasion: 'Birthday', relation: 'Mother', name: 'Asha', date: `${nextYear}-05-10` },
  });
  expect(created.status()).toBe(200);
  const saved = (await created.json()).data as { id: number };

  await page.goto('/profile#dates');
  const row = page.getByTestId('saved-occasion');
  await expect(row).toContainText('Birthday · Mother (Asha)');
  await row.getByTestId('edit-occasion').click();
  const flow = page.getByTestId('occasion-flow');
  await expect(flow.getByLabel('Birthday')).toBeChecked();
  await flow.getByLabel('Anniversary').check();
  await flow.getByTestId('occasion-next').click();
  await expect(flow.getByLabel('Mother')).toBeChecked();
  await expect(flow.getByTestId('occasion-name')).toHaveValue('Asha');
  await flow.getByLabel('Friend').check();
  await flow.getByTestId('occasion-name').fill('Asha and Ravi');
  await flow.getByTestId('occasion-next').click();
  await expect(flow.getByTestId('occasion-date')).toHaveValue(`${nextYear}-05-10`);
  await flow.getByTestId('occasion-date').fill(`${nextYear}-06-21`);
  await screenshot(page, testInfo, 'occasion-change', false);
  await flow.getByTestId('occasion-next').click();
  await expect(flow).toHaveCount(0);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Anniversary · Friend (Asha and Ravi)');
  await expect(row).toContainText(`21 Jun ${nextYear}`);
  await screenshot(page, testInfo, 'occasion-changed');

  // Someone else's session is told it does not exist, and the occasion stays as it was.
  const other = await signInByCode(request, freshMobile(), 'Kiran');
  const refused = await request.put(`${API_URL}/v2/dates-user/${saved.id}`, {
    headers: { 'X-CSRF-TOKEN': other.token },
    data: { occasion: 'Birthday', relation: 'Colleague', name: 'Not mine', date: `${nextYear}-01-01` },
  });
  expect(refused.status()).toBe(404);
  expect((await refused.json()).code).toBe('NOT_FOUND');
  const listed = await request.get(`${API_URL}/v2/dates-user`, { headers: mine });
  expect((await listed.json()).data.dates_user).toEqual([
    expect.objectContaining({ id: saved.id, occasion: 'Anniversary', name: 'Asha and Ravi' }),
  ]);
});

test('a saved occasion is reminded a week before, by a text that leads to its listing in the city', async ({
  page,
  request,
}, testInfo) => {
  const mobile = freshMobile();
  await startSignedIn(page.context(), await signInByCode(request, mobile, 'Meera'));
  await page.goto('/profile#dates');
  await page.getByTestId('add-occasion').click();
  const flow = page.getByTestId('occasion-flow');
  await flow.getByLabel('Anniversary').check();
  await flow.getByTestId('occasion-next').click();
  await flow.getByLabel('Spouse').check();
  await flow.getByTestId('occasion-name').fill('Kabir');
  await flow.getByTestId('occasion-next').click();
  const nextYear = new Date().getUTCFullYear() + 1;
  await flow.getByTestId('occasion-date').fill(`${nextYear}-02-14`);
  await flow.getByTestId('occasion-next').click();
  await expect(page.getByTestId('saved-occasion')).toHaveCount(1);

  // The reminders run daily at 10:00; the development endpoint runs them now, as of a week before.
  const run = await request.post(`${API_URL}/dev/jobs/remind-occasions`, {
    data: { at: `${nextYear}-02-07T10:00:00+05:30` },
  });
  expect(run.status()).toBe(200);
  let reminder = '';
  await expect
    .poll(async () => {
      const reply = await request.get(`${API_URL}/dev/sms-outbox?mobile=${mobile}`);
      const texts = (await reply.json()).data as { body: string }[];
      reminder = texts.find((t) => t.body.startsWith('Coming up'))?.body ?? '';
      return reminder;
    })
    .toMatch(
      /^Coming up: your spouse’s Anniversary \(“Kabir”\) on \w{3} 14 Feb\. Make it special, book a surprise here: /,
    );

  const link = new URL(/https?:\/\/\S+$/.exec(reminder)?.[0] ?? '');
  expect(link.pathname).toBe(LISTING);
  await page.goto(link.pathname);
  await expect(page.getByTestId('listing-title')).toContainText('Anniversary');
  await expect(page.getByTestId('listing-grid').locator('a').first()).toBeVisible();
  await screenshot(page, testInfo, 'occasion-reminder-listing');
});

test('keyboard only through the occasion flow', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/profile#dates');
  const add = page.getByTestId('add-occasion');
  await add.focus();
  await page.keyboard.press('Enter');
  const flow = page.getByTestId('occasion-flow');
  await expect(flow.getByRole('heading')).toHaveText('SELECT OCCASSION');
  // Focus starts on the first choice; arrows move through a radio group, Space picks.
  await expect(flow.getByLabel('Birthday')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(flow.getByLabel('Anniversary')).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(flow.getByRole('heading')).toHaveText('ADD RELATION');
  await expect(flow.getByLabel('Partner')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(flow.getByLabel('Partner')).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(flow.getByRole('heading')).toHaveText('SELECT DATE');
  await expect(flow.getByTestId('occasion-date')).toBeFocused();
  const nextYear = new Date().getUTCFullYear() + 1;
  await page.keyboard.type(`0614${nextYear}`);
  await page.keyboard.press('Enter');
  await expect(flow).toHaveCount(0);
  await expect(page.getByTestId('saved-occasion')).toContainText('Anniversary · Partner');
  await expect(add, 'focus goes back to the button that opened the flow').toBeFocused();
});

test('a gift code redeemed goes home and shows as wallet credit', async ({ page, request }, testInfo) => {
  await signedIn(page, request);
  // One card per viewport: a code works once.
  const code = testInfo.project.name === 'phone' ? 'GIFTCARD01' : 'GIFTCARD02';
  await page.goto('/profile#wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0');
  await page.getByTestId('redeem-link').click();
  await expect(page).toHaveURL(/\/redeem$/);
  await page.getByTestId('redeem-code').fill('NOSUCHCODE');
  await page.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-code-error')).toHaveText(
    'This gift code cannot be redeemed. Check it, or contact us if you think it should work.',
  );
  await screenshot(page, testInfo, 'redeem-error', false);
  await page.getByTestId('redeem-code').fill(code.toLowerCase());
  await page.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('toast')).toHaveText('₹250 has been added to your wallet.');
  await expect(page).toHaveURL(/\/$/);

  await openFromMenu(page, 'wallet', 'Wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹250');
  const row = page.getByTestId('wallet-transaction');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1), 'the kind is said once').toHaveText(`Gift code ${code}`);
  await expect(row).toContainText('+ ₹250');
  await screenshot(page, testInfo, 'profile-wallet');
});

test('a referred friend registers from the share link; the credit waits for their first paid booking', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The referrer, in their own browser: their code and link on the Referral tab.
  const referrer = await signInByCode(request, freshMobile(), 'Tara');
  const referrerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL ?? '' });
  await startSignedIn(referrerContext, referrer);
  const referrerPage = await referrerContext.newPage();
  await referrerPage.goto('/profile#referral');
  const code = (await referrerPage.getByTestId('referral-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{4,}$/);
  const link = (await referrerPage.getByTestId('referral-link').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`/\\?referral_code=${code}$`));
  await expect(referrerPage.getByTestId('referral-whatsapp')).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(referrerPage.getByTestId('referral-friends-empty')).toBeVisible();

  // The friend opens the link and signs up by code; the form has the referral code filled in.
  const mobile = freshMobile();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByTestId('login-button').click();
  const modal = page.getByRole('dialog', { name: 'Log in or sign up' });
  await modal.getByTestId('login-mobile').fill(mobile);
  await modal.getByTestId('login-send-otp').click();
  const otp = await newestCode(request, mobile);
  await page.getByRole('dialog', { name: 'Enter the code' }).getByTestId('otp-input').fill(otp);
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await expect(register.getByTestId('register-referral')).toHaveValue(code);
  await expect(register.getByTestId('register-referrer')).toHaveText('Invited by Tara');
  await register.getByTestId('register-first-name').fill('Veer');
  await register.getByTestId('register-submit').click();
  await expect(page.getByTestId('account-button')).toContainText('Veer');

  // Signing up alone pays nothing (throwaway sign-ups must not mint money): both wallets stay empty
  // and the referrer sees Veer waiting on a first paid booking.
  await openFromMenu(page, 'wallet', 'Wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0');

  await referrerPage.goto('/profile#wallet');
  await expect(referrerPage.getByTestId('wallet-balance')).toHaveText('₹0');
  await referrerPage.goto('/profile#referral');
  await expect(referrerPage.getByTestId('referral-friends')).toContainText('Veer joined on');
  await expect(referrerPage.getByTestId('referral-friends')).toContainText(
    'your credit comes with their first paid booking',
  );
  await expect(referrerPage.getByTestId('referral-earned')).toHaveText('₹0');
  await screenshot(referrerPage, testInfo, 'profile-referral');
  await referrerContext.close();
});

test('the profile tabs are deep links; a guest is asked to log in', async ({ page, request }, testInfo) => {
  await page.goto('/profile#vouchers');
  await expect(page.getByTestId('profile-signed-out')).toBeVisible();
  await signedIn(page, request);
  // Only the hash would change: reload so the signed-in browser starts.
  await page.reload();
  await expect(page.getByTestId('profile-tab-title')).toHaveText('Vouchers');
  await expect(page.getByTestId('profile-tab-vouchers')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('empty-tab')).toHaveText('Data not available in Vouchers');
  await page.goto('/profile#profile');
  await expect(page.getByTestId('profile-tab-title')).toHaveText('Profile');
  await page.getByTestId('profile-last-name').fill('Iyer');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('toast')).toHaveText('Profile updated successfully.');
  await expect(page.getByTestId('account-button')).toContainText('Meera');
  await page.getByTestId('change-password-old').fill('wrong-password-1');
  await page.getByTestId('change-password-new').fill('a-new-password-2');
  await page.getByTestId('change-password-save').click();
  await expect(page.getByTestId('change-password-old-error')).not.toBeEmpty();
  await screenshot(page, testInfo, 'profile-details');
});

test('a customer proves the email they typed by opening the link mailed to it', async ({
  page,
  request,
}, testInfo) => {
  await signedIn(page, request, 'Ira');
  const email = `ira.${Date.now()}${Math.floor(Math.random() * 1e4)}@example.com`;
  await page.goto('/profile#profile');
  await page.getByTestId('profile-email').fill(email);
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('toast')).toHaveText('Profile updated successfully.');
  await expect(page.getByTestId('email-unverified')).toContainText(`${email} is not verified yet`);
  await screenshot(page, testInfo, 'profile-email-unverified');
  await page.getByTestId('email-verify-send').click();
  await expect(page.getByTestId('toast')).toHaveText(
    'We have emailed you a link. Open it within a day to verify your email.',
  );

  // The mail arrives in the development outbox within seconds, as the person reads it in their inbox.
  let link = '';
  await expect
    .poll(async () => {
      const reply = await request.get(`${API_URL}/dev/message-outbox?channel=email&to=${email}`);
      const mails = (await reply.json()).data as { kind: string; body: string }[];
      link = /https?:\/\/\S+/.exec(mails.find((m) => m.kind === 'email_proof')?.body ?? '')?.[0] ?? '';
      return link;
    })
    .toContain('/verify-email?token=');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByTestId('verify-email-done')).toHaveText(
    `${email} is verified. Your booking emails will reach it.`,
  );
  await screenshot(page, testInfo, 'verify-email');
  await page.goto('/profile#profile');
  await expect(page.getByTestId('email-verified')).toHaveText(
    `${email} is verified: booking emails go there.`,
  );
});

test('a customer downloads their data, then deletes the account and is logged out', async ({
  page,
  request,
}, testInfo) => {
  const mobile = freshMobile();
  const session = await signInByCode(request, mobile, 'Zoya');
  await startSignedIn(page.context(), session);
  await saveAddress(request, session);
  await page.goto('/profile#profile');
  const yours = page.getByTestId('your-data');
  const downloading = page.waitForEvent('download');
  await yours.getByTestId('download-data').click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8'));
  expect(data.profile).toMatchObject({ id: session.profile.id, first_name: 'Zoya' });
  expect(data.addresses).toHaveLength(1);

  await yours.getByTestId('delete-account').click();
  const dialog = page.getByTestId('delete-account-dialog');
  await expect(dialog).toContainText('Money left in your wallet and your vouchers are lost.');
  await dialog.getByTestId('delete-confirm').fill('delete');
  await dialog.getByTestId('delete-account-confirm').click();
  await expect(dialog.getByTestId('delete-confirm-error')).toHaveText('Type DELETE in capitals to confirm');
  await dialog.getByTestId('delete-confirm').fill('DELETE');
  // The session alone is not enough: a code goes to the account's own mobile.
  const signInCode = await newestCode(request, mobile);
  await dialog.getByTestId('delete-account-confirm').click();
  await expect(dialog.getByTestId('delete-code-sent')).toContainText(
    `We have texted a code to your mobile ending ${mobile.slice(-4)}.`,
  );
  await expect.poll(() => newestCode(request, mobile)).not.toBe(signInCode);
  const code = await newestCode(request, mobile);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await dialog.getByTestId('delete-otp').fill(wrong);
  await dialog.getByTestId('delete-account-confirm').click();
  await expect(dialog.getByTestId('delete-otp-error')).toHaveText('The OTP is not correct.');
  await dialog.getByTestId('delete-otp').fill(code);
  await screenshot(page, testInfo, 'delete-account');
  await dialog.getByTestId('delete-account-confirm').click();
  await expect(page.getByTestId('toast')).toHaveText('Your account has been deleted.');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The old session is over on the server too.
  const after = await request.get(`${API_URL}/v2/user/export`, {
    headers: { 'X-CSRF-TOKEN': session.token },
  });
  expect(after.status()).toBe(401);
});
