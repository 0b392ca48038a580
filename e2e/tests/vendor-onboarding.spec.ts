import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, freshMobile, newestCode, signInByCode } from './checkout-helpers';
import { ADMIN, CONSOLE_URL, consoleOrder, consoleSession, startInConsole } from './console-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// A vendor onboarded in the console and sent a booking the same minute, on the desktop and the
// phone: an admin adds the vendor (the rose petal decoration in Hyderabad, first in its list, one
// pincode of their own per viewport), who is asked for nothing until the code texted to their
// mobile is read out; once it is, a customer's booking at that pincode reaches them by text.
// axe checks the Vendors screen and both dialogs.

test.describe.configure({ timeout: 180_000 });

// The rose petal decoration (experience 16) in Hyderabad: no mandatory question, and no other
// journey books it there. Each viewport's vendor serves its own pincode.
const ROSE_PETALS = { experienceId: 16, name: 'Rose Petal & Candle Room Decoration', city: 'hyderabad' };
const STORE_URL = process.env.STORE_URL ?? 'http://127.0.0.1:3000';
const PINCODE: Record<string, string> = { desktop: '500034', phone: '500082' };

/** A customer's booking of the decoration at the pincode, paid online (the sandbox). */
async function bookRosePetals(request: APIRequestContext, pincode: string): Promise<number> {
  const customer = await signInByCode(request, freshMobile());
  const headers = { 'X-CSRF-TOKEN': customer.token, CITY: ROSE_PETALS.city };
  const reply = await request.get(`${API_URL}/v2/experience/${ROSE_PETALS.experienceId}/slots`, { headers });
  const days = (await reply.json()).data.dates as {
    date: string;
    slots: { slot_id: number; available: number; is_available: boolean }[];
  }[];
  const open = days.flatMap((d) =>
    d.slots
      .filter((s) => s.is_available && s.available > 0)
      .map((s) => ({ date: d.date, slotId: s.slot_id })),
  );
  const slot = open[2] ?? open[0];
  if (!slot) throw new Error('the decoration has no open slot in Hyderabad');
  const draft = {
    experience_id: ROSE_PETALS.experienceId,
    date: slot.date,
    slot_id: slot.slotId,
    pincode,
    quantity: 1,
  };
  const quote = await request.post(`${API_URL}/v5/booking/quote`, { headers, data: draft });
  expect(quote.status(), await quote.text()).toBe(200);
  const { amount } = (await quote.json()).data as { amount: number };
  const placed = await request.post(`${API_URL}/v5/booking/book_order`, {
    headers,
    data: { ...draft, amount },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()).data as { order_id: number; payment: { provider_order_id: string } };
  // Paid on the sandbox's payment page, as the customer would.
  const paid = await request.post(`${API_URL}/sandbox/checkout/complete`, {
    form: { provider_order_id: order.payment.provider_order_id, origin: STORE_URL, outcome: 'pay' },
  });
  expect(paid.status()).toBe(200);
  return order.order_id;
}

/** Opens a console dialog by its button. */
async function openDialog(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  const form = page.getByTestId(`${testId}-form`);
  await expect(form).toBeVisible();
  return form;
}

test('a vendor added in the console, their mobile proven, is sent a booking the same minute', async ({
  page,
  axe,
}, testInfo) => {
  const pincode = PINCODE[testInfo.project.name] ?? '500033';
  const mobile = `93${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const name = `Petal Trail ${testInfo.project.name} ${mobile.slice(-4)}`;
  const session = await consoleSession(page.request, ADMIN);
  await startInConsole(page.context(), session);
  await page.goto(`${CONSOLE_URL}/#/vendors`);
  await expect(page.getByTestId('vendor-list')).toBeVisible();

  const add = await openDialog(page, 'vendor-add');
  await add.locator('input[name="name"]').fill(name);
  await add.locator('input[name="mobile"]').fill(mobile);
  await add.locator('input[name="pincodes"]').fill(pincode);
  await add.locator('input[name="daily_capacity"]').fill('3');
  await add.getByRole('combobox', { name: 'City' }).click();
  await page.getByRole('option', { name: 'Hyderabad' }).click();
  await add.getByRole('combobox', { name: 'Experiences served there' }).click();
  await page.getByRole('option', { name: ROSE_PETALS.name }).click();
  await page.keyboard.press('Escape');
  await add.locator('input[name="rank"]').fill('1');
  await axe.check('vendor-add', '[role="dialog"]');
  await screenshot(page, testInfo, 'console-vendor-add');
  await page.getByTestId('vendor-add-submit').click();
  await expect(add).toBeHidden();

  const headers = { 'X-CSRF-TOKEN': session.token };
  const found = await page.request.get(`${API_URL}/admin/v1/vendors?q=${mobile}`, { headers });
  const vendor = ((await found.json()).data.items as { id: number; mobile_verified: boolean }[])[0];
  if (!vendor) throw new Error('the new vendor is not listed');
  expect(vendor.mobile_verified).toBe(false);
  await page.getByRole('textbox', { name: 'Search (name or mobile)' }).fill(mobile);
  await expect(page.getByTestId(`vendor-state-${vendor.id}`)).toHaveText('Mobile not verified');
  await axe.check('vendors');

  // The operator sends the code; the vendor reads out what their phone shows.
  const verify = await openDialog(page, `vendor-verify-${vendor.id}`);
  await expect(verify).toContainText(`A code was texted to ${mobile}`);
  await verify.getByTestId('vendor-otp').fill(await newestCode(page.request, mobile));
  await axe.check('vendor-verify', '[role="dialog"]');
  await page.getByTestId(`vendor-verify-${vendor.id}-submit`).click();
  await expect(verify).toBeHidden();
  await expect(page.getByTestId(`vendor-state-${vendor.id}`)).toHaveText('Active');
  const provenAt = Date.now();
  await screenshot(page, testInfo, 'console-vendor-verified');

  // A booking at their pincode: the request reaches the new vendor by text, within the minute.
  const orderId = await bookRosePetals(page.request, pincode);
  await expect
    .poll(
      async () => {
        const texts = await page.request.get(`${API_URL}/dev/sms-outbox?mobile=${mobile}`);
        return ((await texts.json()).data as { body: string }[]).some((t) =>
          t.body.startsWith(`New booking request #${orderId}:`),
        );
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  expect(Date.now() - provenAt).toBeLessThan(60_000);
  const order = await consoleOrder(page.request, session.token, orderId);
  expect(order.vendor_requests.map((r) => r.vendor.id)).toEqual([vendor.id]);
});
