import type { APIRequestContext, BrowserContext } from '@playwright/test';
import {
  API_URL,
  answerRequiredQuestions,
  customerWithDraft,
  freshMobile,
  readyCheckout,
  signInByCode,
  startSignedIn,
} from './checkout-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// The journeys' API has Paytm in Mumbai only, against the Paytm stand-in scripts/test.mjs starts
// (scripts/lib/paytm-stand-in.mjs): its payment page and its status API. Experience 2, a candlelight
// dinner at a venue (no delivery address), is sold in Mumbai.
const DINNER = 2;

/** A Mumbai booking draft for the dinner's first open slot, as the booking modal stores it. */
async function mumbaiDraft(context: BrowserContext, request: APIRequestContext) {
  const reply = await request.get(`${API_URL}/v2/experience/${DINNER}/slots`, {
    headers: { CITY: 'mumbai' },
  });
  const days = (await reply.json()).data.dates as {
    date: string;
    slots: { slot_id: number; is_available: boolean }[];
  }[];
  const day = days.find((d) => d.slots.some((s) => s.is_available));
  const slot = day?.slots.find((s) => s.is_available);
  if (!day || !slot) throw new Error('the dinner has no open slot in Mumbai');
  const stored = {
    version: 1,
    city: 'mumbai',
    city_name: 'Mumbai',
    draft: { experience_id: DINNER, quantity: 1, customizations: [], date: day.date, slot_id: slot.slot_id },
    experience: {
      name: 'Candlelight dinner',
      page_url: '/',
      featured_image: `/images/experiences/${DINNER}-1.jpg`,
    },
    saved_at: new Date().toISOString(),
  };
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('draft-written')) {
      localStorage.setItem('booking_draft', value);
      sessionStorage.setItem('draft-written', '1');
    }
  }, JSON.stringify(stored));
}

test('in a city with Paytm, the customer pays on Paytm’s page and comes back to the confirmed booking', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a desktop journey');
  const scripts: string[] = [];
  page.on('request', (r) => r.url().endsWith('/checkout.js') && scripts.push(r.url()));
  const session = await signInByCode(request, freshMobile());
  await startSignedIn(context, session);
  await mumbaiDraft(context, request);
  await readyCheckout(page);
  await answerRequiredQuestions(page);
  const methods = page.getByTestId('payment-methods');
  await methods.getByRole('radio', { name: /Paytm/ }).check();
  const payable = (await page.getByTestId('checkout-payable').textContent()) ?? '';
  await expect(page.getByTestId('place-order')).toHaveText(`Pay with Paytm ${payable}`);
  await page.getByTestId('place-order').click();

  // Paytm's page (the stand-in) took the store's signed form: it names the amount and the merchant.
  await expect(page.getByTestId('paytm-amount')).toContainText(payable.replace(/[^\d]/g, ''));
  await screenshot(page, testInfo, 'paytm-page', false);
  await page.getByTestId('paytm-pay').click();

  await expect(page).toHaveURL(/\/checkout\/result\?order_id=\d+$/);
  await expect(page.getByTestId('result-title')).toHaveText('Your booking is confirmed');
  expect(scripts, 'no card provider script: Paytm is a form post').toEqual([]);
});

test('in a city without Paytm, the checkout does not offer it', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a desktop journey');
  await customerWithDraft(context, request, 3);
  const asked = page.waitForResponse((r) => r.url().includes('/v5/payments/methods'));
  await readyCheckout(page);
  expect((await (await asked).json()).data).toEqual({ paytm: false });
  await expect(page.getByTestId('payment-methods').getByRole('radio', { name: /Pay online/ })).toBeChecked();
  await expect(page.getByTestId('payment-methods').getByRole('radio', { name: /Paytm/ })).toHaveCount(0);
});
