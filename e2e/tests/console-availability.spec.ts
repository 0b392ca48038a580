import type { Page } from '@playwright/test';
import {
  API_URL,
  firstOpenSlot,
  freshMobile,
  saveAddress,
  signInByCode,
  startSignedIn,
  storeDraft,
} from './checkout-helpers';
import { ADMIN, CONSOLE_URL, consoleSession, startInConsole } from './console-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// The operator console's availability and coupons, on the desktop only: an admin
// adds a week of slots with a weekly pattern and a festival surge, and the store's booking calendar
// of that experience offers the slots at the surged price; an admin creates a coupon, a customer
// takes it at checkout, and the coupon's page shows the order. axe checks each console page and
// dialog the journeys open. An admin removes a surge and a pincode, each after a confirmation.

// Each journey signs an operator in, fills two console forms and walks the store: on a loaded
// 2-core machine (several runs at once) that takes longer than console.spec.ts's journeys.
test.describe.configure({ timeout: 180_000 });

const STORE_URL = process.env.STORE_URL ?? 'http://127.0.0.1:3000';
// The room decoration in Delhi (city 1): needs a pincode, allows cash on delivery.
const DECOR = { experienceId: 14, name: 'Romantic room decoration', pincode: '110070' };

/** The store's today in India and a day after it, as YYYY-MM-DD. */
const indiaDay = (daysAhead = 0) =>
  new Date(Date.now() + 5.5 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

/** Opens a console dialog by its button and answers its form's inputs by name. */
async function openDialog(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  const form = page.getByTestId(`${testId}-form`);
  await expect(form).toBeVisible();
  return form;
}

test('an operator adds a week of slots and a festival surge, and the store calendar shows both', async ({
  page,
  axe,
}, testInfo) => {
  await startInConsole(page.context(), await consoleSession(page.request, ADMIN));
  // A week past the seed's 30 days of slots: only the pattern's slots are open there.
  const first = indiaDay(36);
  const festival = indiaDay(38);

  // The weekly pattern: every day of one week at 7:45 AM, six places each.
  await page.goto(`${CONSOLE_URL}/#/slot-patterns`);
  await expect(page.getByTestId('pattern-list').or(page.getByText('No Weekly patterns found'))).toBeVisible();
  await axe.check('weekly patterns');
  const pattern = await openDialog(page, 'action-pattern');
  await pattern.getByTestId('field-experience_id').selectOption(String(DECOR.experienceId));
  await pattern.getByTestId('field-city_id').selectOption('1');
  for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
    await pattern.getByRole('checkbox', { name: day }).check();
  await pattern.getByTestId('field-start_time_0').fill('07:45');
  await pattern.getByTestId('field-end_time_0').fill('08:45');
  await pattern.getByTestId('field-capacity').fill('6');
  await pattern.getByTestId('field-starts_on').fill(first);
  await pattern.getByTestId('field-weeks').fill('1');
  await axe.check('weekly pattern dialog');
  await screenshot(page, testInfo, 'console-pattern-dialog');
  await pattern.getByTestId('action-pattern-submit').click();
  await expect(pattern).toBeHidden();
  await expect(page.getByText('Pattern saved: 7 slots opened, 0 already open or passed.')).toBeVisible();
  await expect(page.getByTestId('pattern-list')).toContainText('Sun, Mon, Tue, Wed, Thu, Fri, Sat');

  // The festival surge: 30 % on one date of that week.
  await page.getByRole('menuitem', { name: 'Date surges' }).click();
  await expect(page.getByTestId('surge-list').or(page.getByText('No Date surges found'))).toBeVisible();
  const surge = await openDialog(page, 'action-surge');
  await surge.getByTestId('field-experience_id').selectOption(String(DECOR.experienceId));
  await surge.getByTestId('field-date_from').fill(festival);
  await surge.getByTestId('field-date_to').fill(festival);
  await surge.getByTestId('field-task_percent').fill('30');
  await surge.getByTestId('field-reason').fill('Diwali');
  await axe.check('surge dialog');
  await surge.getByTestId('action-surge-submit').click();
  await expect(surge).toBeHidden();
  await expect(page.getByText('Surge added on 1 date.')).toBeVisible();
  // The list is by date from the seed's surges on: the experience's from the festival shows it.
  const surges = encodeURIComponent(
    JSON.stringify({ experience_id: DECOR.experienceId, date_from: festival }),
  );
  await page.goto(`${CONSOLE_URL}/#/surges?filter=${surges}`);
  await expect(page.getByTestId('surge-list').getByRole('row').filter({ hasText: festival })).toContainText(
    'Diwali',
  );
  await axe.check('date surges');
  await screenshot(page, testInfo, 'console-surges');

  // Availability lists the week's slots with their capacity.
  const filter = encodeURIComponent(
    JSON.stringify({
      experience_id: DECOR.experienceId,
      city_id: 1,
      date_from: first,
      date_to: indiaDay(42),
    }),
  );
  await page.goto(`${CONSOLE_URL}/#/slots?filter=${filter}`);
  const slots = page.getByTestId('slot-list');
  await expect(slots.getByRole('row').filter({ hasText: '07:45–08:45' })).toHaveCount(7);
  await axe.check('availability');
  await screenshot(page, testInfo, 'console-availability');

  // The store's booking calendar of the experience: the week is open, the festival costs 30 % more.
  const calendar = await page.request.get(`${API_URL}/v2/experience/${DECOR.experienceId}/slots`, {
    headers: { CITY: 'delhi-ncr' },
  });
  const { base_price } = (await calendar.json()).data as { base_price: number };
  await page.context().addCookies([{ name: 'city_short_name', value: 'delhi-ncr', url: STORE_URL }]);
  const found = await page.request.get(`${API_URL}/v5/experience/id/${DECOR.experienceId}`, {
    headers: { CITY: 'delhi-ncr' },
  });
  const { page_url } = (await found.json()).data as { page_url: string };
  await page.goto(`${STORE_URL}${page_url}`);
  await page.getByTestId('pincode-input').fill(DECOR.pincode);
  await page.getByTestId('pincode-check').click();
  await expect(page.getByTestId('select-date-slot')).toBeEnabled();
  await page.getByTestId('book-now').click();
  const modal = page.getByTestId('booking-modal');
  const day = (date: string) => modal.locator(`[data-testid="calendar-day"][data-date="${date}"]`);
  await expect(modal.getByTestId('calendar-day').first()).toBeVisible();
  for (let i = 0; i < 3 && !(await day(festival).isVisible()); i++)
    await modal.getByRole('button', { name: 'Next month' }).click();
  await expect(day(festival)).toContainText(inr(Math.floor((base_price * 130) / 100)));
  if (await day(first).isVisible()) await expect(day(first)).toContainText(inr(base_price));
  await screenshot(page, testInfo, 'console-store-calendar', false);
  await day(festival).click();
  await expect(modal.getByTestId('slot-option').filter({ hasText: '7:45 AM - 8:45 AM' })).toBeEnabled();
});

test('an operator creates a coupon and a customer uses it at checkout', async ({ page, axe }, testInfo) => {
  await startInConsole(page.context(), await consoleSession(page.request, ADMIN));
  await page.goto(`${CONSOLE_URL}/#/coupons`);
  await expect(page.getByTestId('coupon-list')).toContainText('WELCOME10');
  await axe.check('coupons');
  const create = await openDialog(page, 'action-create-coupon');
  await create.getByTestId('field-code').fill('festive250');
  await create.getByTestId('field-description').fill('Rs 250 off for the festival');
  await create.getByTestId('field-kind').selectOption('flat');
  await create.getByTestId('field-value').fill('250');
  await create.getByTestId('field-valid_from').fill(indiaDay());
  // An end before the start is refused, naming the field; nothing is made.
  await create.getByTestId('field-valid_until').fill(indiaDay(-1));
  await create.getByTestId('action-create-coupon-submit').click();
  await expect(create.getByTestId('action-error')).toContainText('valid_until must be after valid_from');
  await axe.check('coupon dialog');
  await screenshot(page, testInfo, 'console-coupon-refused');
  await create.getByTestId('field-valid_until').fill(indiaDay(30));
  await create.getByTestId('action-create-coupon-submit').click();
  await expect(create).toBeHidden();
  await expect(page.getByText('FESTIVE250 saved.')).toBeVisible();

  // A customer books the room decoration and takes the coupon at checkout.
  const customer = await signInByCode(page.request, freshMobile(), 'Kabir');
  await startSignedIn(page.context(), customer);
  await saveAddress(page.request, customer);
  await storeDraft(page.context(), {
    ...DECOR,
    slot: await firstOpenSlot(page.request, DECOR.experienceId, 5),
  });
  await page.context().addCookies([{ name: 'city_short_name', value: 'delhi-ncr', url: STORE_URL }]);
  await page.goto(`${STORE_URL}/checkout`);
  await expect(page.getByTestId('checkout-payable')).toHaveText(/₹[\d,]+/);
  await page.getByRole('button', { name: /with FESTIVE250$/ }).click();
  await expect(page.getByTestId('coupon-discount')).toContainText('250');
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('result-title')).toHaveText('Your booking is confirmed');
  await expect(page.getByTestId('result-coupon')).toContainText('FESTIVE250');

  // The coupon's page: one use, by that customer, with the order.
  await page.goto(`${CONSOLE_URL}/#/coupons`);
  await page.getByTestId('coupon-list').getByRole('row').filter({ hasText: 'FESTIVE250' }).click();
  const coupon = page.getByTestId('coupon-page');
  await expect(coupon.getByTestId('coupon-use')).toContainText('1 use by 1 customer');
  await expect(coupon.getByTestId('coupon-uses')).toContainText('Kabir Test');
  await expect(coupon.getByTestId('coupon-uses')).toContainText('₹250');
  await axe.check('coupon page');
  await screenshot(page, testInfo, 'console-coupon');
});

test('an operator removes a date surge and a pincode, and the store no longer delivers there', async ({
  page,
  axe,
}, testInfo) => {
  const session = await consoleSession(page.request, ADMIN);
  const headers = { 'X-CSRF-TOKEN': session.token };
  await startInConsole(page.context(), session);
  // A surge and a pincode of this journey's own, added as the other journeys add theirs.
  const date = indiaDay(44);
  const added = await page.request.post(`${API_URL}/admin/v1/availability/surges`, {
    headers,
    data: {
      experience_id: DECOR.experienceId,
      date_from: date,
      date_to: date,
      task_percent: 25,
      reason: 'Holi',
    },
  });
  expect(added.status()).toBe(200);
  const pincode = '110096';
  const saved = await page.request.put(`${API_URL}/admin/v1/pincodes/${pincode}`, {
    headers,
    data: { city_id: 1, delivery_charge: 149 },
  });
  expect(saved.status()).toBe(200);

  // The surge: removed from its row, after saying what it does.
  const surges = encodeURIComponent(JSON.stringify({ experience_id: DECOR.experienceId, date_from: date }));
  await page.goto(`${CONSOLE_URL}/#/surges?filter=${surges}`);
  const row = page.getByTestId('surge-list').getByRole('row').filter({ hasText: date });
  await expect(row).toContainText('Holi');
  const remove = await openDialog(page, `action-remove-surge-${DECOR.experienceId}:${date}`);
  await expect(remove).toContainText('Orders already placed keep the price they were charged.');
  await axe.check('remove surge dialog');
  await screenshot(page, testInfo, 'console-remove-surge');
  await remove.getByRole('button', { name: 'Remove the surge' }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByText(`Surge on ${date} removed.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The pincode: the store serves it before, and says it does not after.
  const check = async () => {
    const reply = await page.request.post(`${API_URL}/v3/check-pincode-for-task`, {
      data: { pincode, experience_id: DECOR.experienceId },
      headers: { CITY: 'delhi-ncr' },
    });
    return ((await reply.json()).data as { additional_delivery_charge: number }).additional_delivery_charge;
  };
  expect(await check()).toBe(149);
  await page.goto(`${CONSOLE_URL}/#/pincodes?filter=${encodeURIComponent(JSON.stringify({ q: pincode }))}`);
  const pincodes = page.getByTestId('pincode-list');
  await expect(pincodes.getByRole('row').filter({ hasText: pincode })).toContainText('₹149');
  const drop = await openDialog(page, `action-remove-pincode-${pincode}`);
  await expect(drop).toContainText('Orders already placed there keep their pincode and delivery charge.');
  await axe.check('remove pincode dialog');
  await drop.getByRole('button', { name: 'Remove the pincode' }).click();
  await expect(drop).toBeHidden();
  await expect(page.getByText(`${pincode} removed.`)).toBeVisible();
  await expect(pincodes.getByRole('row').filter({ hasText: pincode })).toHaveCount(0);
  await screenshot(page, testInfo, 'console-pincode-removed');
  expect(await check()).toBe(-1);

  // On the store's page, the customer is told so.
  await page.context().addCookies([{ name: 'city_short_name', value: 'delhi-ncr', url: STORE_URL }]);
  const found = await page.request.get(`${API_URL}/v5/experience/id/${DECOR.experienceId}`, {
    headers: { CITY: 'delhi-ncr' },
  });
  const { page_url } = (await found.json()).data as { page_url: string };
  await page.goto(`${STORE_URL}${page_url}`);
  await page.getByTestId('pincode-input').fill(pincode);
  await page.getByTestId('pincode-check').click();
  await expect(page.getByTestId('pincode-error')).toContainText('not serviceable');
  await screenshot(page, testInfo, 'console-pincode-removed-on-store', false);
});
