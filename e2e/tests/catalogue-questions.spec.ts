import { API_URL, customerWithDraft, DECOR, readyCheckout } from './checkout-helpers';
import { ADMIN, CONSOLE_URL, consoleSession, startInConsole } from './console-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// An admin adds a booking question to the room decoration in the console, and the store's
// checkout asks it at once, as required; on both viewports (the console's form and the store's
// checkout on a phone too), axe checking both. The question is removed again afterwards, so later
// journeys' checkouts ask what the seed asks.

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ context }, testInfo) => {
  await context.addCookies([
    { name: 'city_short_name', value: 'delhi-ncr', url: testInfo.project.use.baseURL ?? '' },
  ]);
});

test('a question added in the console is asked at the store checkout at once', async ({
  page,
  context,
  request,
  axe,
}, testInfo) => {
  const session = await consoleSession(page.request, ADMIN);
  const headers = { 'X-CSRF-TOKEN': session.token };
  const words = `Which song should play as you walk in (${testInfo.project.name})?`;
  try {
    await startInConsole(context, session);
    await page.goto(`${CONSOLE_URL}/#/experiences/${DECOR.experienceId}`);
    const questions = page.getByTestId('experience-questions');
    await expect(questions.getByRole('heading', { name: 'Booking questions' })).toBeVisible();
    await questions.getByTestId('question-text').fill(words);
    await questions.getByTestId('question-limit').fill('60');
    await questions.getByTestId('question-mandatory').check();
    await questions.getByTestId('question-save').click();
    await expect(page.getByText('Question added.')).toBeVisible();
    await expect(questions.getByTestId('question-row').filter({ hasText: words })).toContainText(
      '(mandatory)',
    );
    await axe.check('experience questions');
    await questions.getByTestId('question-row').filter({ hasText: words }).scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'console-question-added');

    // The store's checkout of that experience asks it, required, with its limit.
    await customerWithDraft(context, request, 4, DECOR);
    await readyCheckout(page);
    const asked = page.getByTestId('booking-question').filter({ hasText: words });
    await expect(asked).toBeVisible();
    await expect(asked).toContainText('(required)');
    const answer = asked.getByLabel(words);
    await answer.fill('Tum Hi Ho');
    await expect(asked).toContainText('9/60 characters');
    await axe.check('checkout with the new question');
    await asked.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'checkout-question-from-console');

    // The experience's page says its cancellation terms, step by step (the store's default here).
    const read = await page.request.get(`${API_URL}/admin/v1/catalogue/experiences/${DECOR.experienceId}`, {
      headers,
    });
    await page.goto((await read.json()).data.page_url as string);
    const steps = page.getByTestId('cancellation-steps');
    await expect(steps).toContainText('24 hours or more before the slot: a full refund');
    await expect(steps).toContainText('Less than 3 hours before the slot: no refund, and no changes');
    await steps.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'experience-cancellation-steps', false);
  } finally {
    // Later journeys check out this experience with the seed's questions only.
    const listed = await page.request.get(
      `${API_URL}/admin/v1/catalogue/experiences/${DECOR.experienceId}/questions`,
      {
        headers,
      },
    );
    const items = ((await listed.json()).data?.items ?? []) as { id: number; question: string }[];
    for (const q of items.filter((item) => item.question === words)) {
      const removed = await page.request.delete(
        `${API_URL}/admin/v1/catalogue/experiences/${DECOR.experienceId}/questions/${q.id}`,
        { headers },
      );
      expect(removed.status()).toBe(200);
    }
  }
});
