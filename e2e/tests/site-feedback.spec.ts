import { formsFromOwnNetwork } from './checkout-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// What a visitor thinks of the store itself: reached from every page's footer, stars and words.

test("a visitor rates the store from the footer's Feedback link; the rating note goes once a star is picked", async ({
  page,
}, testInfo) => {
  await formsFromOwnNetwork(page);
  await page.goto('/quotes');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/contact#feedback$/);
  const form = page.getByTestId('site-feedback');
  await expect(form).toBeInViewport();

  await form.getByTestId('site-feedback-message').fill('Booking took two minutes. More cities, please!');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  const note = form.getByTestId('rating-missing');
  await expect(note).toHaveText('Please choose a rating from 1 to 5 stars.');
  await screenshot(page, testInfo, 'site-feedback-no-rating', false);
  await form
    .locator('label')
    .filter({ has: page.getByTestId('site-feedback-star-4') })
    .click();
  await expect(note).toHaveCount(0);
  await expect(form.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();

  const sent = page.waitForRequest((r) => r.url().endsWith('/v2/feedback') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  expect((await sent).postDataJSON()).toEqual({
    rating: 4,
    message: 'Booking took two minutes. More cities, please!',
  });
  await expect(page.getByTestId('site-feedback').getByRole('status')).toHaveText(
    'Thank you for your feedback.',
  );
  await screenshot(page, testInfo, 'site-feedback-sent', false);
});
