import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API_URL, freshMobile, saveAddress, signInByCode, startSignedIn } from './checkout-helpers';
import { expect, test } from './fixtures';

// Every dialog keeps and returns focus and closes with Escape; a customer who
// uses only the keyboard can book and check out. (axe runs on every page through ./fixtures.)

const DECOR_ID = 14;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);
const focusInside = (root: Locator) => root.evaluate((el) => el.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until the element has focus, as a keyboard user would; fails when it never does. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 120) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max && !(await isFocused(target)); i++) await page.keyboard.press(key);
  expect(await isFocused(target), 'reachable with the Tab key').toBe(true);
}

/**
 * Tab and Shift+Tab, many times round: focus never leaves the dialog. The page notes every element
 * outside it that focus reaches, so one look after the presses sees what a look after each would.
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  expect(await focusInside(dialog), 'focus moves into the dialog').toBe(true);
  await dialog.evaluate((root) => {
    const escapes: string[] = [];
    (window as unknown as { focusEscapes: string[] }).focusEscapes = escapes;
    document.addEventListener(
      'focusin',
      (event) => {
        const target = event.target as Element;
        if (!root.contains(target)) escapes.push(target.outerHTML.slice(0, 120));
      },
      true,
    );
  });
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 30; i++) await page.keyboard.press(key);
    expect(await focusInside(dialog), `${key} keeps focus inside`).toBe(true);
  }
  const escapes = await page.evaluate(() => (window as unknown as { focusEscapes: string[] }).focusEscapes);
  expect(escapes, 'focus never went outside the dialog').toEqual([]);
}

async function experiencePage(request: APIRequestContext, id: number): Promise<string> {
  const reply = await request.get(`${API_URL}/v5/experience/id/${id}`, { headers: { CITY: 'delhi-ncr' } });
  return ((await reply.json()).data as { page_url: string }).page_url;
}

async function pincodeByKeyboard(page: Page, pincode: string) {
  await tabTo(page, page.getByTestId('pincode-input'));
  await page.keyboard.type(pincode);
  await tabTo(page, page.getByTestId('pincode-check'));
  await page.keyboard.press('Enter');
}

test.beforeEach(async ({ context }, testInfo) => {
  await context.addCookies([
    { name: 'city_short_name', value: 'delhi-ncr', url: testInfo.project.use.baseURL ?? '' },
  ]);
});

test('the login dialog keeps focus, closes with Escape and gives focus back', async ({ page, axe }) => {
  await page.goto('/');
  const opener = page.getByTestId('login-button');
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in or sign up' });
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  await axe.check('login dialog', '[data-testid="login-modal"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await isFocused(opener), 'focus is back on the button that opened it').toBe(true);
});

test('the booking and city dialogs keep focus, close with Escape and give focus back', async ({
  page,
  request,
  axe,
}) => {
  await page.goto(await experiencePage(request, DECOR_ID));
  await pincodeByKeyboard(page, '110070');
  await expect(page.getByTestId('delivery-text')).toBeVisible();
  const bookNow = page.getByTestId('book-now');
  await tabTo(page, bookNow);
  await page.keyboard.press('Enter');
  const booking = page.getByTestId('booking-modal');
  await expect(booking).toBeVisible();
  await expectFocusTrapped(page, booking);
  await axe.check('booking dialog', '[data-testid="booking-modal"]');
  await page.keyboard.press('Escape');
  await expect(booking).toBeHidden();
  expect(await isFocused(bookNow)).toBe(true);

  // A pincode of another city opens the city picker.
  await page.getByTestId('pincode-input').fill('');
  await pincodeByKeyboard(page, '400001');
  const picker = page.getByTestId('city-picker');
  await expect(picker).toBeVisible();
  await expect(picker.getByTestId('city-picker-option')).not.toHaveCount(0);
  await expectFocusTrapped(page, picker);
  await axe.check('city picker', '[data-testid="city-picker"]');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  expect(await focusInside(page.getByTestId('booking-card')), 'focus is back in the booking card').toBe(true);
});

test('the city sheet of a first visit closes with Escape', async ({ page, context }) => {
  // A visitor without a chosen city: the sheet asks where they are celebrating. It is not modal
  // and comes last on the page, so Shift+Tab reaches it first.
  await context.clearCookies();
  await page.goto('/');
  const sheet = page.getByTestId('city-popup');
  await expect(sheet).toBeVisible();
  await tabTo(page, sheet.getByTestId('city-popup-close'), 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});

test('a customer books and checks out with the keyboard alone', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const session = await signInByCode(request, freshMobile());
  await startSignedIn(context, session);
  await saveAddress(request, session);
  await page.goto(await experiencePage(request, DECOR_ID));
  await pincodeByKeyboard(page, '110070');
  await expect(page.getByTestId('delivery-text')).toBeVisible();
  await tabTo(page, page.getByTestId('book-now'));
  await page.keyboard.press('Enter');

  const modal = page.getByTestId('booking-modal');
  await expect(page.getByTestId('booking-step')).toHaveText('Select a date');
  await tabTo(page, modal.locator('[data-testid="calendar-day"]:enabled').first());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('booking-step')).toHaveText('Select a time slot');
  await tabTo(page, modal.locator('[data-testid="slot-option"]:enabled').first());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('booking-step')).toHaveText('Make it extra special');
  await tabTo(page, modal.getByTestId('booking-continue'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('booking-step')).toHaveText('Booking summary');
  await expect(modal.getByTestId('quote-total')).toHaveText(/₹/);
  await tabTo(page, modal.getByTestId('proceed-to-checkout'));
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-payable')).toHaveText(/₹[\d,]+/);
  // Tab reaches the chosen way to pay; the arrow keys move the choice within the group.
  const cash = page.getByRole('radio', { name: /Cash on delivery/ });
  // The delivery address is chosen already (the only one at the pincode); then the way to pay.
  await expect(page.getByTestId('address-choice')).toBeChecked();
  await tabTo(page, page.getByTestId('payment-methods').getByRole('radio', { checked: true }));
  for (let i = 0; i < 4 && !(await cash.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(cash).toBeChecked();
  await tabTo(page, page.getByTestId('place-order'));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout\/result\?order_id=\d+$/);
  await expect(page.getByTestId('result-title')).toHaveText('Your booking is confirmed');
});
