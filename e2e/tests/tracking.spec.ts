import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  API_URL,
  firstOpenSlot,
  formsFromOwnNetwork,
  freshMobile,
  type Session,
  saveAddress,
  signInByCode,
  startSignedIn,
  storeDraft,
} from './checkout-helpers';
import { expect, test } from './fixtures';
import { layoutShift, recordLayoutShifts } from './layout-shift';
import { screenshot } from './screens';

// The tracking page. Experience 14 (Delhi): a decoration whose questions are the
// occasion, preferred colours (at most 2), special instructions and a name; teddy bear (add-on 11)
// may be added after booking.
const DECOR = { experienceId: 14, name: 'Romantic room decoration', pincode: '110070' };

test.beforeEach(async ({ context }, testInfo) => {
  await context.addCookies([
    { name: 'city_short_name', value: 'delhi-ncr', url: testInfo.project.use.baseURL ?? '' },
  ]);
});

/** A signed-in customer books experience 14 (cash on delivery, or paid online) and lands on the result page. */
async function bookedOrder(
  page: Page,
  skip: number,
  paid: 'cod' | 'online' = 'cod',
): Promise<{ session: Session; orderId: string }> {
  const request = page.context().request;
  const session = await signInByCode(request, freshMobile());
  await startSignedIn(page.context(), session);
  await saveAddress(request, session);
  await storeDraft(page.context(), {
    ...DECOR,
    slot: await firstOpenSlot(request, DECOR.experienceId, skip),
  });
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-payable')).toHaveText(/₹[\d,]+/);
  if (paid === 'cod') await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByTestId('place-order').click();
  if (paid === 'online')
    await page.frameLocator('[data-testid="sandbox-frame"]').getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('result-title')).toHaveText('Your booking is confirmed');
  return { session, orderId: new URL(page.url()).searchParams.get('order_id') ?? '' };
}

test('the customer follows the booking, answers its questions within their limits, and switches the review opt-in', async ({
  page,
  axe,
}, testInfo) => {
  const { orderId } = await bookedOrder(page, 10);
  await page.getByTestId('track-booking').click();
  await page.waitForURL(`**/track_order/${orderId}`);
  await expect(page.getByTestId('order-timeline')).toContainText('Booking confirmed');
  await expect(page.getByTestId('ops-contact')).toHaveText('+91 90000 12345');
  // The contact modal writes about this booking.
  await formsFromOwnNetwork(page);
  await page.getByTestId('contact-open').click();
  const contact = page.getByTestId('contact-dialog');
  await expect(contact.getByLabel('Your message')).toHaveValue(`About booking #${orderId}: `);
  await axe.check('contact dialog', '[data-testid="contact-dialog"]');
  await contact.getByLabel('Your name').fill('Asha');
  await contact.getByLabel('Mobile (or email)').fill('9876500012');
  await contact.getByLabel('Your message').fill(`About booking #${orderId}: can the team come at 12:30?`);
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByRole('status')).toHaveText(
    'Thank you. We will get back to you within a working day.',
  );
  await contact.getByRole('button', { name: 'Close' }).click();
  await expect(contact).toBeHidden();
  const answers = page.getByTestId('tracking-answers');
  await expect(answers).toContainText('You can change these answers until');
  await screenshot(page, testInfo, 'tracking-page');

  // Opened from its link: once everything the page loads after its first paint has come (the
  // order, its answers, its cancellation terms), none of it has made what was on the screen jump.
  // The order and its sections grow into the space below instead of pushing the footer down.
  await recordLayoutShifts(page);
  await page.goto(`/track_order/${orderId}`);
  await expect(page.getByTestId('tracking-changes').getByTestId('cancellation-terms')).toBeVisible();
  await expect(page.getByTestId('tracking-answers')).toContainText('You can change these answers until');
  expect(await layoutShift(page)).toBeLessThan(0.1);

  // The modal: a third colour is refused with the store's words, a long name is cut at its limit.
  await answers.getByTestId('answers-open').click();
  const dialog = page.getByTestId('answers-dialog');
  const colours = dialog.getByRole('group', { name: 'Preferred colours' });
  for (const colour of ['Red', 'Gold', 'Blue']) await colours.getByRole('button', { name: colour }).click();
  await expect(colours.getByRole('alert')).toHaveText('You can only select maximum 2');
  await expect(colours.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'false');
  await colours.getByRole('button', { name: 'Gold' }).click();
  await colours.getByRole('button', { name: 'Pink' }).click();
  await dialog.getByLabel('Name to write on the decoration').fill('Asha and Ravi, happy anniversary!');
  await expect(dialog.getByLabel('Name to write on the decoration')).toHaveValue('');
  await dialog.getByLabel('Name to write on the decoration').fill('Asha and Ravi');
  await screenshot(page, testInfo, 'tracking-answers-modal');
  await axe.check('answers dialog', '[data-testid="answers-dialog"]');
  await dialog.getByTestId('answers-submit').click();
  await expect(page.getByTestId('toast')).toHaveText('Answers submitted successfully.');
  await expect(dialog).toBeHidden();
  await expect(answers.getByTestId('answer-value')).toHaveText([
    'Not answered',
    'Red, Pink',
    'Not answered',
    'Asha and Ravi',
  ]);

  // The switch shows what the server took, and still does after a reload.
  const optIn = page.getByTestId('review-opt-in');
  await expect(optIn).toHaveAttribute('aria-checked', 'false');
  await optIn.click();
  await expect(optIn).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByTestId('review-opt-in')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('tracking-answers').getByTestId('answer-value').nth(1)).toHaveText(
    'Red, Pink',
  );
  await expect(page.getByTestId('tracking-answers').getByTestId('answers-open')).toHaveText('Change answers');

  // A chaser message's link (…&answer=1) opens the modal by itself, the answers given in it.
  await page.goto(`/track_order/${orderId}?answer=1`);
  await expect(page.getByTestId('answers-dialog').getByRole('button', { name: 'Pink' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the customer adds an add-on after booking and pays for it through the same payment window', async ({
  page,
}, testInfo) => {
  const { session, orderId } = await bookedOrder(page, 11);
  await page.goto(`/track_order/${orderId}`);
  const customizations = page.getByTestId('tracking-customizations');
  const teddy = customizations.locator('[data-testid="customization-card"][data-id="11"]');
  await teddy.getByTestId('customization-add').click();
  const buy = customizations.getByTestId('customizations-buy');
  await expect(buy).toHaveText(/^Pay ₹[\d,]+ for this add-on$/);
  const price = /₹[\d,]+/.exec((await buy.textContent()) ?? '')?.[0] ?? '';
  await screenshot(page, testInfo, 'tracking-add-ons');
  await buy.click();
  const pay = page.frameLocator('[data-testid="sandbox-frame"]').getByTestId('sandbox-pay');
  await expect(pay).toContainText(price);
  await pay.click();
  await expect(page).toHaveURL(/\/checkout\/result\?order_id=\d+$/);
  // The result names what was added to which booking, not a second "booking confirmed".
  await expect(page.getByTestId('result-title')).toHaveText(`Add-ons added to booking #${orderId}`);
  await expect(page.getByTestId('result-customizations')).toContainText('Teddy');

  // Back on the booking's page, the add-on is listed as paid.
  await page.getByTestId('track-booking').click();
  await page.waitForURL(`**/track_order/${orderId}`);
  const bought = page.getByTestId('customizations-bought');
  await expect(bought).toContainText('Teddy');
  await expect(bought).toContainText(`${price} · Paid`);
  const detail = await page.request.get(`${API_URL}/v2/order-detail-by-id/${orderId}`, {
    headers: { 'X-CSRF-TOKEN': session.token },
  });
  expect((await detail.json()).data.add_ons.map((a: { status: string }) => a.status)).toEqual(['placed']);
});

test('the customer moves the booking to another time, then cancels it within the free window and sees the refund', async ({
  page,
  axe,
}, testInfo) => {
  const { orderId } = await bookedOrder(page, 12, 'online');
  await page.goto(`/track_order/${orderId}`);
  const changes = page.getByTestId('tracking-changes');
  await expect(changes.getByTestId('cancellation-terms')).toBeVisible();

  // Another time: the first open date's first time that is not the booked one.
  await changes.getByTestId('reschedule-open').click();
  const move = page.getByTestId('reschedule-dialog');
  const dates = move.getByTestId('reschedule-date');
  await expect(dates.locator('option').nth(1)).toBeAttached();
  await dates.selectOption({ index: 1 });
  const time = move.getByRole('group', { name: 'Time' }).locator('label').first();
  const label = (await time.textContent())?.trim() ?? '';
  await time.getByRole('radio').check();
  await screenshot(page, testInfo, 'tracking-reschedule');
  await axe.check('reschedule dialog', '[data-testid="reschedule-dialog"]');
  await move.getByTestId('reschedule-confirm').click();
  await expect(page.getByTestId('toast')).toHaveText('Your booking has a new date and time.');
  await expect(page.getByTestId('result-order')).toContainText(label);
  // The move is a step of the booking's timeline, though its state did not change.
  await expect(page.getByTestId('order-timeline').locator('li').last()).toContainText(
    /^Moved to \w{3}, \d{1,2} \w{3}/,
  );

  // Cancelled well before the slot: everything paid comes back, here to the wallet at once.
  await page.getByTestId('tracking-changes').getByTestId('cancel-open').click();
  const cancel = page.getByTestId('cancel-dialog');
  await expect(cancel).toContainText('You get back ₹');
  await axe.check('cancel dialog', '[data-testid="cancel-dialog"]');
  await cancel.getByLabel('To my store wallet, at once').check();
  await cancel.getByTestId('cancel-confirm').click();
  await expect(page.getByTestId('toast')).toHaveText('Your booking is cancelled.');
  await expect(page.getByTestId('result-title')).toHaveText('This booking is no longer active');
  // Paid online: the order owes the money back until the refund job has paid it.
  await expect(page.getByTestId('order-timeline')).toContainText('Refund on its way');
  await expect(page.getByTestId('refunds')).toContainText('to your store wallet');
  await screenshot(page, testInfo, 'tracking-cancelled');
});

test("the tracking page arrives with its customer's order already in it, and without it once they log out", async ({
  page,
  context,
}) => {
  const { orderId } = await bookedOrder(page, 13);
  // Signed in, the browser holds the server's copy of the session (the token stays in storage too).
  const sessionCookie = async () => (await context.cookies()).find((c) => c.name === 'session_token')?.value;
  await expect.poll(sessionCookie).toBeTruthy();

  // The page as the browser receives it: the order is in the HTML, not a frame waiting for scripts.
  const served = await (await context.request.get(`/track_order/${orderId}`)).text();
  const theOrder = new RegExp(`Booking</dt><dd>#(<!-- -->)?${orderId}</dd>`);
  expect(served).toContain('Your booking is confirmed');
  expect(served).toMatch(theOrder);
  // And so are the sections below it: the questions, the add-ons to choose, what cancelling gives back.
  expect(served).toContain('data-testid="tracking-answers"');
  expect(served).toContain('data-testid="customizations-picker"');
  expect(served).toContain('data-testid="cancellation-terms"');

  // So the browser asks the API for none of them again; the rest of the page still works.
  const asked: string[] = [];
  const servedCalls = [
    `/v2/order-detail-by-id/${orderId}`,
    `/v2/booking/${orderId}/questions`,
    `/v2/booking/${orderId}/cancellation`,
    '/v5/getCustomizationByExpID/',
  ];
  page.on('request', (r) => {
    if (r.method() === 'GET' && servedCalls.some((call) => r.url().includes(call))) asked.push(r.url());
  });
  await page.goto(`/track_order/${orderId}`);
  await expect(page.getByTestId('result-title')).toHaveText('Your booking is confirmed');
  await expect(page.getByTestId('tracking-answers')).toContainText('You can change these answers until');
  await expect(page.getByTestId('review-opt-in')).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByTestId('cancellation-terms')).toBeVisible();
  // Choosing an add-on is priced by the server: the page has run, and its sections did not ask.
  const customizations = page.getByTestId('tracking-customizations');
  await customizations
    .locator('[data-testid="customization-card"][data-id="11"]')
    .getByTestId('customization-add')
    .click();
  await expect(customizations.getByTestId('customizations-buy')).toHaveText(/^Pay ₹[\d,]+ for this add-on$/);
  expect(asked).toEqual([]);

  // Logged out, the copy goes with the session: the same address serves no order.
  await page.goto('/profile#logout');
  await page.getByTestId('profile-logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(sessionCookie).toBeUndefined();
  const after = await (await context.request.get(`/track_order/${orderId}`)).text();
  expect(after).not.toContain('Your booking is confirmed');
  expect(after).not.toMatch(theOrder);
  await page.goto(`/track_order/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Sign in to see your booking' })).toBeVisible();
});

test('a tracking page that cannot load its booking says why and offers the way on, instead of going home', async ({
  page,
}, testInfo) => {
  // A link to no booking (or with a wrong key): not found, said so, with the way to the bookings.
  const link = '/track_order/987654321?key=not-a-real-key-123';
  // First the connection drops on the order's call: the network fails here, not our API.
  await page.route(/\/v2\/order-detail-by-id\//, (route) => route.abort('internetdisconnected'));
  await page.goto(link);
  const unavailable = page.getByTestId('tracking-unavailable');
  await expect(unavailable).toHaveAttribute('data-reason', 'network');
  await expect(unavailable.getByRole('heading', { level: 1 })).toHaveText('Your connection dropped');
  await expect(page).toHaveURL(/\/track_order\/987654321/);
  await screenshot(page, testInfo, 'tracking-connection-dropped', false);

  await page.unroute(/\/v2\/order-detail-by-id\//);
  await unavailable.getByRole('button', { name: 'Try again' }).click();
  await expect(unavailable).toHaveAttribute('data-reason', 'not_found');
  await expect(unavailable.getByRole('heading', { level: 1 })).toHaveText('We could not find this booking');
  await expect(unavailable.getByRole('alert')).toHaveText(
    'Please check the link, or find the booking under Upcoming Bookings in your account.',
  );
  await expect(unavailable.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/track_order\/987654321/);
  await screenshot(page, testInfo, 'tracking-not-found', false);
  await unavailable.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the customer of a paid booking downloads its GST tax invoice from the tracking page', async ({
  page,
  axe,
}) => {
  const { orderId } = await bookedOrder(page, 13, 'online');
  await page.goto(`/track_order/${orderId}`);
  const section = page.getByTestId('tracking-invoices');
  await expect(section.getByTestId('invoice-download')).toContainText(/INV\/\d{4}-\d{2}\/\d{6}/);
  await axe.check('tax invoice section', '[data-testid="tracking-invoices"]');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByTestId('invoice-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{2}-\d{6}\.pdf$/);
  const head = await readFile((await download.path()) ?? '');
  expect(head.subarray(0, 5).toString()).toBe('%PDF-');
});
