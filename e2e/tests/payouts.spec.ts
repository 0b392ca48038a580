import { API_URL } from './checkout-helpers';
import {
  ADMIN,
  CONSOLE_URL,
  consoleOrder,
  consoleSession,
  placeBooking,
  startInConsole,
} from './console-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';
import { oneAtATime } from './shared';

// Vendor payouts: a booking the vendor accepted and the team marked done lands on the vendor's
// statement of the week; an admin brings the statements up to date in the console, exports the
// statement as CSV and marks it paid with the bank's reference; the vendor opens their statements
// link on their phone (or desktop) and sees the week paid. On both viewports; axe checks each page.

test.describe.configure({ timeout: 150_000 });

/** The vendor's answer, as the link texted to them sends it (the response page has its own journey). */
async function acceptAsVendor(
  request: import('@playwright/test').APIRequestContext,
  token: string,
  orderId: number,
) {
  const asked = (await consoleOrder(request, token, orderId)).vendor_requests.at(-1);
  let link = '';
  await expect
    .poll(
      async () => {
        const reply = await request.get(`${API_URL}/dev/sms-outbox?mobile=${asked?.vendor.mobile}`);
        const texts = (await reply.json()).data as { body: string }[];
        const text = texts.find((t) => t.body.startsWith(`New booking request #${orderId}:`));
        link = /https?:\/\/\S+/.exec(text?.body ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const vendorToken = new URL(link).searchParams.get('token') ?? '';
  const answered = await request.get(
    `${API_URL}/v1/vendor/response?token=${encodeURIComponent(vendorToken)}&response=1`,
  );
  expect(answered.status(), await answered.text()).toBe(200);
}

test("a week's statement is exported and marked paid in the console, and the vendor sees it paid", async ({
  page,
  axe,
}, testInfo) => {
  const session = await consoleSession(page.request, ADMIN);
  const orderId = await placeBooking(page.request, 'cod', testInfo.project.name === 'phone' ? 5 : 6);
  await expect
    .poll(async () => (await consoleOrder(page.request, session.token, orderId)).vendor?.id ?? 0, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  await acceptAsVendor(page.request, session.token, orderId);
  const vendorId = (await consoleOrder(page.request, session.token, orderId)).vendor?.id ?? 0;

  await startInConsole(page.context(), session);
  // The viewports may book the same vendor: one at a time, each marks the booking done and pays the
  // statement it lands on (the week's, or the next one when the other viewport paid the week first).
  const statementsPath = await oneAtATime(`payouts-vendor-${vendorId}`, async () => {
    const done = await page.request.post(`${API_URL}/admin/v1/orders/${orderId}/complete`, {
      headers: { 'X-CSRF-TOKEN': session.token },
      data: {},
    });
    expect(done.status(), await done.text()).toBe(200);
    await page.goto(`${CONSOLE_URL}/#/payouts`);
    await page.getByTestId('action-build-payouts').click();
    await axe.check('bring up to date');
    await page.getByTestId('action-build-payouts-submit').click();
    await expect(page.getByTestId('action-build-payouts-form')).toBeHidden();
    const filter = encodeURIComponent(JSON.stringify({ vendor_id: String(vendorId), status: 'open' }));
    await page.goto(`${CONSOLE_URL}/#/payouts?filter=${filter}`);
    await page.getByTestId('payout-list').locator('tbody tr').first().click();
    const statement = page.getByTestId('payout-page');
    await expect(statement.getByTestId('payout-lines')).toContainText(`#${orderId}`);
    await axe.check('statement');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      statement.getByTestId('payout-export').click(),
    ]);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text.split('\r\n')[0]).toContain('Vendor share');
    expect(text).toContain(`,${orderId},order,`);

    await statement.getByTestId('action-mark-paid').click();
    const form = page.getByTestId('action-mark-paid-form');
    await form.getByTestId('field-bank_reference').fill(`UTR${Date.now()}`);
    await form
      .getByTestId('field-paid_on')
      .fill(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)); // today in India
    await axe.check('mark paid');
    // Sent from the keyboard, as an operator finishing the form would.
    await form.getByTestId('field-bank_reference').press('Enter');
    await expect(statement.getByTestId('payout-status')).toContainText('Paid');
    await expect(statement.getByTestId('action-mark-paid')).toBeDisabled();
    await screenshot(page, testInfo, 'console-payout-paid');
    return (await statement.getByTestId('payout-vendor-link').textContent()) ?? '';
  });

  // The vendor has no account: the link opens their statements on the store (this viewport's browser).
  await page.goto(statementsPath);
  const statements = page.getByTestId('vendor-statements');
  await expect(statements).toHaveAttribute('data-state', 'shown');
  const paid = statements.getByTestId('vendor-statement').filter({ hasText: `#${orderId}` });
  await expect(paid).toHaveAttribute('data-status', 'paid');
  await expect(paid.getByTestId('vendor-statement-status')).toContainText('bank reference UTR');
  await axe.check('statements shown');
  await screenshot(page, testInfo, 'vendor-statements');
});
