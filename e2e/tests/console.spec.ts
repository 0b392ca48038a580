import { API_URL, newestCode } from './checkout-helpers';
import {
  ADMIN,
  CONSOLE_URL,
  consoleOrder,
  consoleSession,
  OPS,
  placeBooking,
  startInConsole,
} from './console-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';
import { oneAtATime } from './shared';

// The operator console, on the desktop only (playwright.config.ts): an operator signs in
// with the password and the texted code, finds the orders to act on, cancels a paid booking with its
// refund (and finds it in the audit) and gives a booking to another vendor. axe checks each console
// screen and dialog the journeys open.

// Each journey loads the console (one 340 kB bundle), spends a password hash or two and places a
// booking; on a loaded 2-core machine that is 40-60 s, like the store's longer journeys.
test.describe.configure({ timeout: 90_000 });

test('an operator signs in with the second factor and finds the orders to act on', async ({
  page,
  axe,
}, testInfo) => {
  await page.goto(CONSOLE_URL);
  const form = page.getByTestId('console-sign-in');
  await form.getByTestId('sign-in-mobile').fill(ADMIN.mobile);
  await form.getByTestId('sign-in-password').fill(ADMIN.password);
  // The code asked here must be the one read: no other journey of the run asks one for this
  // operator in between (e2e/tests/shared.ts).
  await oneAtATime(`mobile-${ADMIN.mobile}`, async () => {
    await form.getByTestId('sign-in-submit').click();
    await expect(form).toContainText('******0009');
    await axe.check('code step');
    await form.getByTestId('sign-in-code').fill(await newestCode(page.request, ADMIN.mobile));
    await form.getByTestId('sign-in-submit').click();
    await expect(page.getByTestId('console-role')).toBeVisible();
  });

  // Today: each queue with its count, and a link into the orders it counts.
  const noVendor = page.getByTestId('today-no_vendor');
  await expect(noVendor.getByTestId('today-count')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('console-role')).toHaveText('admin');
  await axe.check('today');
  await screenshot(page, testInfo, 'console-today');
  // The card opens the order list filtered to its queue (the API tests that the two agree).
  await noVendor.click();
  await expect(page).toHaveURL(/attention/);
  await expect(page.getByRole('combobox', { name: 'Needs' })).toHaveText('No vendor yet');
  await expect(page.getByTestId('order-list').or(page.getByText('No Orders found'))).toBeVisible();
  await axe.check('orders');
  await screenshot(page, testInfo, 'console-orders');

  // People: the operators among them.
  await page.getByRole('menuitem', { name: 'People' }).click();
  await expect(page.getByTestId('people-list')).toContainText('9000000010');
  await axe.check('people');
});

test('an operator cancels a paid booking with a refund', async ({ page, axe }, testInfo) => {
  const orderId = await placeBooking(page.request, 'online', 3);
  await startInConsole(page.context(), await consoleSession(page.request, OPS));
  await page.goto(`${CONSOLE_URL}/#/orders/${orderId}/show`);
  const order = page.getByTestId('order-page');
  await expect(order.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(order.getByTestId('order-payments')).toContainText('paid');
  await axe.check('order');
  await screenshot(page, testInfo, 'console-order');

  await order.getByTestId('action-cancel').click();
  const dialog = page.getByTestId('action-cancel-form');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('action-cancel-submit').click();
  // In words: the field's name spelt out, not the wire's "Invalid reason: ...".
  await expect(dialog.getByTestId('action-error')).toContainText('Please check: Reason must say why');
  await axe.check('cancel dialog');
  await dialog.getByTestId('action-reason').fill('No partner is free that day');
  await dialog.getByTestId('action-cancel-submit').click();
  await expect(dialog).toBeHidden();
  await expect(order.getByTestId('order-status')).toHaveText('Refund on its way');
  await expect(order.getByTestId('order-refunds')).toContainText('No partner is free that day');
  await expect(order.getByTestId('order-timeline')).toContainText('Cancelled the order');
  await screenshot(page, testInfo, 'console-order-cancelled');

  // The audit has it: who, what, and the order it was done to.
  await page.getByRole('menuitem', { name: 'Audit' }).click();
  const audit = page.getByTestId('audit-list');
  await expect(
    audit
      .getByRole('row')
      .filter({ hasText: `#${orderId}` })
      .first(),
  ).toContainText('Cancelled the order');
  await expect(audit).toContainText('Vikram Singh (ops)');
  await axe.check('audit');
});

test('an operator gives a booking to another vendor', async ({ page, axe }, testInfo) => {
  const orderId = await placeBooking(page.request, 'cod', 4);
  const session = await consoleSession(page.request, OPS);
  // The dispatch asks the first ranked vendor within seconds of the booking.
  await expect
    .poll(async () => (await consoleOrder(page.request, session.token, orderId)).vendor?.name ?? '', {
      timeout: 20_000,
    })
    .not.toBe('');
  const first = (await consoleOrder(page.request, session.token, orderId)).vendor?.name ?? '';
  await startInConsole(page.context(), session);
  await page.goto(`${CONSOLE_URL}/#/orders/${orderId}/show`);
  const order = page.getByTestId('order-page');
  await expect(order.getByTestId('order-vendor')).toContainText(first);

  await order.getByTestId('action-assign').click();
  const dialog = page.getByTestId('action-assign-form');
  await dialog.getByTestId('assign-vendor-select').click();
  const option = page.locator('[role=option]:not([aria-disabled="true"])').first();
  const chosen = (await option.textContent())?.split(' · ')[0]?.trim() ?? '';
  await axe.check('vendor choices');
  await option.click();
  await dialog.getByTestId('action-reason').fill('Closer to the customer');
  await dialog.getByTestId('action-assign-submit').click();
  await expect(dialog).toBeHidden();
  await expect(order.getByTestId('order-vendor')).toContainText(chosen);
  await expect(order.getByTestId('order-vendor-requests')).toContainText('withdrawn');
  await screenshot(page, testInfo, 'console-order-reassigned');

  // The chosen vendor is texted the request.
  const asked = (await consoleOrder(page.request, session.token, orderId)).vendor_requests.at(-1);
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(`${API_URL}/dev/sms-outbox?mobile=${asked?.vendor.mobile}`);
        return ((await reply.json()).data as { body: string }[]).some((t) =>
          t.body.startsWith(`New booking request #${orderId}:`),
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
});
