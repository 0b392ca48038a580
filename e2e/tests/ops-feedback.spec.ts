import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API_URL, firstOpenSlot, freshMobile, signInByCode } from './checkout-helpers';
import { ADMIN, CONSOLE_URL, consoleOrder, consoleSession, OPS, startInConsole } from './console-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// What operators do after a booking: a customer's low rating waits on Today's "Low ratings" until
// an operator replies to it from the order's page (by the customer's channel, through the outbox);
// an admin reads the period's GST by place of supply and exports it and the invoice register as
// CSV. On both viewports (the file's name keeps it off the desktop-only console list), axe on each
// screen and dialog.

test.describe.configure({ timeout: 150_000 });

const DECOR = 14;

/**
 * A customer's cash-on-delivery booking of the room decoration, accepted by the vendor it was
 * texted to and marked done by an operator (as reviews.spec.ts does), then rated by the customer.
 */
async function ratedBooking(request: APIRequestContext, ops: string, skip: number, rating: number) {
  const mobile = freshMobile();
  const customer = await signInByCode(request, mobile);
  const slot = await firstOpenSlot(request, DECOR, skip);
  const headers = { 'X-CSRF-TOKEN': customer.token, CITY: 'delhi-ncr' };
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
  const done = await request.post(`${API_URL}/admin/v1/orders/${id}/complete`, {
    headers: { 'X-CSRF-TOKEN': ops },
    data: {},
  });
  expect(done.status(), await done.text()).toBe(200);
  const rated = await request.post(`${API_URL}/v2/experience/feedback`, {
    headers,
    data: { order_id: id, rating, comment: 'The balloons had burst before we came home' },
  });
  expect(rated.status(), await rated.text()).toBe(200);
  return { id, customer, mobile };
}

/**
 * The CSV a button exports: the API's answer to its click, and on the desktop the file the browser
 * saves too (a phone's browser keeps downloads to itself).
 */
async function exported(page: Page, button: Locator, path: string, saved: boolean): Promise<string> {
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(path) && r.status() === 200),
    saved ? page.waitForEvent('download') : Promise.resolve(null),
    button.click(),
  ]);
  const text = await response.text();
  if (download) expect(await readFile((await download.path()) ?? '', 'utf8')).toBe(text);
  return text;
}

test("a low rating waits on Today's queue until an operator replies to it", async ({
  page,
  axe,
}, testInfo) => {
  const request = page.context().request;
  const session = await consoleSession(request, OPS);
  const skip = testInfo.project.name === 'phone' ? 21 : 19;
  const { id, mobile } = await ratedBooking(request, session.token, skip, 1);
  await startInConsole(page.context(), session);

  await page.goto(CONSOLE_URL);
  const low = page.getByTestId('today-low_rating');
  await expect(low).toContainText('Low ratings');
  await expect(low.getByTestId('today-count')).toHaveText(/^[1-9]\d*$/);
  await axe.check('today with low ratings');
  await low.click();
  await expect(page).toHaveURL(/attention/);
  await expect(page.getByTestId('order-list')).toContainText(String(id));

  await page.goto(`${CONSOLE_URL}/#/orders/${id}/show`);
  const order = page.getByTestId('order-page');
  const feedback = order.getByTestId('order-feedback');
  await expect(feedback).toContainText('Rated 1 of 5');
  await expect(feedback).toContainText('The balloons had burst');
  await expect(order.getByTestId('order-lines')).toContainText('Delivery charge');
  await axe.check('order with feedback');
  await screenshot(page, testInfo, 'ops-order-feedback');

  await feedback.getByTestId('order-feedback-reply').click();
  const dialog = page.getByTestId('order-feedback-reply-form');
  await dialog.getByTestId('order-feedback-reply-submit').click();
  // An empty reply is refused in words, nothing sent.
  await expect(dialog.getByTestId('action-error')).toContainText('Please check: Body');
  await axe.check('reply dialog');
  await dialog
    .getByTestId('order-feedback-reply-body')
    .fill('So sorry about the balloons: your next decoration is on us.');
  await screenshot(page, testInfo, 'ops-reply-dialog');
  await dialog.getByTestId('order-feedback-reply-submit').click();
  await expect(dialog).toBeHidden();
  await expect(feedback).toContainText(`Replied by SMS to ${mobile}`);
  await expect(feedback).toContainText('Done');

  // The customer is texted the reply, and the booking has left the queue.
  await expect
    .poll(
      async () => {
        const outbox = await request.get(`${API_URL}/dev/sms-outbox?mobile=${mobile}`);
        return ((await outbox.json()).data as { body: string }[]).some((t) =>
          t.body.includes('next decoration is on us'),
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await page.goto(
    `${CONSOLE_URL}/#/orders?filter=${encodeURIComponent(JSON.stringify({ attention: 'low_rating' }))}`,
  );
  await expect(page.getByTestId('order-list').or(page.getByText('No Orders found'))).toBeVisible();
  await expect(
    page.getByTestId('order-list').getByRole('cell', { name: String(id), exact: true }),
  ).toHaveCount(0);
});

test("an admin reads the period's GST by place of supply and exports it with the invoice register", async ({
  page,
  axe,
}, testInfo) => {
  const request = page.context().request;
  const desktop = testInfo.project.name === 'desktop';
  const ops = await consoleSession(request, OPS);
  const skip = testInfo.project.name === 'phone' ? 25 : 23;
  const { id, customer } = await ratedBooking(request, ops.token, skip, 5);
  // The customer's tax documents: the completed booking's invoice, numbered now.
  const docs = await request.get(`${API_URL}/v1/orders/${id}/tax-documents`, {
    headers: { 'X-CSRF-TOKEN': customer.token },
  });
  const invoice = ((await docs.json()).data as { invoice: { number: string; total: number } | null }).invoice;
  expect(invoice?.number).toMatch(/^INV\//);

  await startInConsole(page.context(), await consoleSession(request, ADMIN));
  await page.goto(`${CONSOLE_URL}/#/reports`);
  const gst = page.getByTestId('gst-summary');
  await expect(gst).toContainText('Delhi (07)');
  await expect(gst).toContainText('Total');
  await axe.check('reports with GST');
  await screenshot(page, testInfo, 'ops-gst-summary');

  const csv = await exported(page, gst.getByTestId('gst-export'), '/admin/v1/reports/gst/export', desktop);
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'place_of_supply_code,place_of_supply,invoices,credit_notes,taxable,cgst,sgst,igst,total',
  );
  expect(lines.some((l) => l.startsWith('07,Delhi,'))).toBe(true);
  expect(lines.at(-1)).toMatch(/^,Total,\d+,\d+,-?\d+,-?\d+,-?\d+,-?\d+,-?\d+$/);

  const register = await exported(
    page,
    gst.getByTestId('invoice-register-export'),
    '/admin/v1/reports/invoices/export',
    desktop,
  );
  const rows = register.trim().split('\r\n');
  const mine = rows.find((r) => r.startsWith(`${invoice?.number},invoice,`));
  expect(mine?.split(',').at(-1)).toBe(String(invoice?.total));
});
