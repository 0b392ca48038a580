import { API_URL, formsFromOwnNetwork } from './checkout-helpers';
import { expect, test } from './fixtures';

// Seed: Event Planning is sold on request; its Intimate Anniversary Party Planning (84) is on the
// House Party listing of Delhi NCR, beside experiences with a price.
const PLANNING = 84;

test('an experience priced on request shows so on its card and page, and takes an enquiry instead of a booking', async ({
  page,
  request,
}) => {
  await page.goto('/experiences/delhi-ncr/house-party');
  const card = page
    .getByTestId('featured-card-item')
    .filter({ hasText: 'Intimate Anniversary Party Planning' });
  await expect(card.getByTestId('card-price-on-request')).toHaveText('Price on request');
  await expect(card.getByTestId('card-price')).toHaveCount(0);
  // The others keep their prices.
  await expect(page.getByTestId('card-price').first()).toHaveText(/^₹[\d,]+$/);

  const reply = await request.get(`${API_URL}/v5/experience/id/${PLANNING}`, {
    headers: { CITY: 'delhi-ncr' },
  });
  const pageUrl = ((await reply.json()).data as { page_url: string }).page_url;
  await page.goto(pageUrl);
  await expect(page.getByTestId('experience-price-on-request')).toHaveText('Price on request');
  await expect(page.getByTestId('experience-price')).toHaveCount(0);
  await expect(page.getByTestId('book-now')).toHaveCount(0);

  // Enquiries are limited per address and per mobile, across both viewports and reruns: this one
  // comes from a network and a mobile of its own.
  await formsFromOwnNetwork(page);
  const mobile = `9${String(Date.now()).slice(-9)}`;
  const form = page.getByTestId('price-on-request-enquiry');
  await form.getByTestId('enquiry-name').fill('Asha Verma');
  await form.getByTestId('enquiry-mobile').fill(mobile);
  await form.getByTestId('enquiry-size').fill('30');
  await form.getByTestId('enquiry-submit').click();
  await expect(form.getByTestId('enquiry-sent')).toBeVisible();
  await expect(form.getByTestId('enquiry-status')).not.toBeEmpty();
});
