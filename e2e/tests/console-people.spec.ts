import { readFile } from 'node:fs/promises';
import { API_URL, freshMobile, signInByCode, startSignedIn } from './checkout-helpers';
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

// The operator console's people, vendors, inbox and reports, on the desktop only: an
// operator exports the orders as CSV and finds a known order's row in the file, credits a customer's
// wallet with a reason that the customer then reads in their profile, and an admin grants a role.
// axe checks each new console page.

test.describe.configure({ timeout: 90_000 });

test('an operator exports the orders as CSV with a known order in it', async ({ page }) => {
  const orderId = await placeBooking(page.request, 'cod', 5);
  const session = await consoleSession(page.request, OPS);
  await startInConsole(page.context(), session);
  const amount = await page.request
    .get(`${API_URL}/admin/v1/orders/${orderId}`, { headers: { 'X-CSRF-TOKEN': session.token } })
    .then(async (reply) => ((await reply.json()).data as { amount: number }).amount);

  await page.goto(`${CONSOLE_URL}/#/orders`);
  await page.getByRole('textbox', { name: 'Search (order id, mobile or name)' }).fill(String(orderId));
  await expect(page.getByTestId('order-list').getByRole('row')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('orders-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^order_id,status,kind,experience,city,/);
  const row = lines.find((line) => line.startsWith(`${orderId},`))?.split(',');
  // The dispatch may have asked a vendor meanwhile: the file has the state at its export, read after.
  const order = await consoleOrder(page.request, session.token, orderId);
  expect(row?.[1]).toBe(order.status);
  expect(row?.[12]).toBe(String(amount));
  expect(lines).toHaveLength(2);
});

test('an operator reads the reports, the vendors and the inbox', async ({ page, axe }, testInfo) => {
  await startInConsole(page.context(), await consoleSession(page.request, OPS));
  await page.goto(`${CONSOLE_URL}/#/reports`);
  await expect(page.getByTestId('report-chart')).toBeVisible();
  await expect(page.getByTestId('report-totals')).toContainText('bookings');
  await expect(page.getByTestId('report-cities')).toContainText('Delhi');
  await axe.check('reports');
  await screenshot(page, testInfo, 'console-reports');

  await page.getByRole('menuitem', { name: 'Vendors' }).click();
  await expect(page.getByTestId('vendor-list')).toContainText('Delhi NCR');
  await expect(page.getByTestId('vendor-list')).toContainText('first for');
  await axe.check('vendors');
  await screenshot(page, testInfo, 'console-vendors');

  // A visitor writes to the store; the message is in the inbox, new, and the operator takes it on.
  const name = `Inbox visitor ${freshMobile()}`;
  const wrote = await page.request.post(`${API_URL}/v2/contact-us`, {
    data: { name, mobile: freshMobile(), message: 'Can you decorate a terrace on the 31st?' },
  });
  expect(wrote.status()).toBe(200);
  await page.getByRole('menuitem', { name: 'Inbox' }).click();
  await page.getByLabel('Search (name, mobile, email or text)').fill(name);
  const row = page.getByTestId('inbox-list').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Can you decorate a terrace');
  await row.getByRole('combobox').click();
  await page.getByRole('option', { name: 'In progress' }).click();
  await expect(row.getByRole('combobox')).toHaveText('In progress');
  await page.reload();
  await expect(page.getByTestId('inbox-list').getByRole('row').filter({ hasText: name })).toContainText(
    'In progress',
  );
  await axe.check('inbox');
  await screenshot(page, testInfo, 'console-inbox');
});

test("an operator credits a customer's wallet with a reason, and the customer sees it", async ({
  page,
  browser,
  axe,
}, testInfo) => {
  const mobile = freshMobile();
  const customer = await signInByCode(page.request, mobile, 'Kavya');
  await startInConsole(page.context(), await consoleSession(page.request, OPS));

  await page.goto(`${CONSOLE_URL}/#/people`);
  await page.getByRole('textbox', { name: 'Search (id, mobile, email or name)' }).fill(mobile);
  const list = page.getByTestId('people-list');
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByText(mobile).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0');
  await axe.check('person');

  await page.getByTestId('wallet-adjust').click();
  const form = page.getByTestId('wallet-adjust-form');
  await form.getByTestId('wallet-amount').fill('300');
  await form.getByTestId('wallet-reason').fill('Sorry for the late setup');
  await axe.check('wallet dialog');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹300');
  await expect(page.getByTestId('wallet-row').first()).toContainText('Sorry for the late setup');
  await screenshot(page, testInfo, 'console-person-wallet');

  const store = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await startSignedIn(store, customer);
  const profile = await store.newPage();
  await profile.goto('/profile#wallet');
  await expect(profile.getByTestId('wallet-balance')).toHaveText('₹300');
  await expect(profile.getByTestId('wallet-transaction').first()).toContainText('Sorry for the late setup');
  await expect(profile.getByTestId('wallet-transaction').first()).toContainText('+ ₹300');
  await screenshot(profile, testInfo, 'profile-wallet-credited');
  await store.close();
});

test('an ops credit above the cap waits on the wallet-credits screen until another admin approves it', async ({
  page,
  browser,
  axe,
}, testInfo) => {
  const mobile = freshMobile();
  await signInByCode(page.request, mobile, 'Ishaan');
  await startInConsole(page.context(), await consoleSession(page.request, OPS));
  await page.goto(`${CONSOLE_URL}/#/people`);
  await page.getByRole('textbox', { name: 'Search (id, mobile, email or name)' }).fill(mobile);
  // The search is applied once the list shows only this person (a click before it lands on a list
  // that is about to change).
  await expect(page.getByTestId('people-list').getByRole('row')).toHaveCount(2);
  await page.getByTestId('people-list').getByText(mobile).click();
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await page.getByTestId('wallet-adjust').click();
  const form = page.getByTestId('wallet-adjust-form');
  await form.getByTestId('wallet-amount').fill('6000');
  const reason = `Goodwill for a ruined anniversary ${mobile}`;
  await form.getByTestId('wallet-reason').fill(reason);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('waits for an admin to approve it')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0');
  // Ops see the waiting credit, but only an admin decides.
  await page.goto(`${CONSOLE_URL}/#/wallet-credits`);
  const opsRow = page.getByTestId('wallet-credit-list').getByRole('row').filter({ hasText: reason });
  await expect(opsRow).toContainText('Waiting for an admin');
  await axe.check('wallet credits');

  const admin = await browser.newContext();
  await startInConsole(admin, await consoleSession(admin.request, ADMIN));
  const consolePage = await admin.newPage();
  await consolePage.goto(`${CONSOLE_URL}/#/wallet-credits`);
  const row = consolePage.getByTestId('wallet-credit-list').getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('₹6,000');
  await screenshot(consolePage, testInfo, 'console-wallet-credits');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(consolePage.getByText('Credit approved and paid.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await admin.close();

  await page.goto(`${CONSOLE_URL}/#/people`);
  await page.getByRole('textbox', { name: 'Search (id, mobile, email or name)' }).fill(mobile);
  // The search is applied once the list shows only this person (a click before it lands on a list
  // that is about to change).
  await expect(page.getByTestId('people-list').getByRole('row')).toHaveCount(2);
  await page.getByTestId('people-list').getByText(mobile).click();
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹6,000');
});

test('an admin grants a role', async ({ page, axe }, testInfo) => {
  const mobile = freshMobile();
  await signInByCode(page.request, mobile, 'Arjun');
  await startInConsole(page.context(), await consoleSession(page.request, ADMIN));

  await page.goto(`${CONSOLE_URL}/#/people`);
  await page.getByRole('textbox', { name: 'Search (id, mobile, email or name)' }).fill(mobile);
  const list = page.getByTestId('people-list');
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByText(mobile).click();
  await expect(page.getByTestId('person-role')).toHaveText('Role: user');

  await page.getByTestId('role-change').click();
  await page.getByTestId('role-select').click();
  await page.getByTestId('role-option-ops').click();
  await axe.check('role dialog');
  await page.getByTestId('role-change-form').getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByTestId('person-role')).toHaveText('Role: ops');
  await screenshot(page, testInfo, 'console-person-role');
  await page.getByRole('menuitem', { name: 'People' }).click();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'ops' }).click();
  await expect(page.getByTestId('people-list')).toContainText(mobile);
});
