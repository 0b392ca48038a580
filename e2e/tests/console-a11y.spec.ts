import type { Page } from '@playwright/test';
import { ADMIN, CONSOLE_URL, consoleSession, placeBooking, startInConsole } from './console-helpers';
import { expect, test } from './fixtures';

// Axe on every screen of the operator console, in both viewports (its other
// journeys are desktop only). The screens are those its menu offers, so a screen added to the menu
// is checked here without a change. axe finds no serious or critical violation on any of them.

/** The console's menu: always shown on a desktop, behind the app bar's menu button on a phone. */
async function menu(page: Page) {
  const items = page.getByRole('menuitem');
  if (!(await items.first().isVisible())) await page.getByRole('button', { name: /open menu/i }).click();
  await expect(items.first()).toBeVisible();
  return items;
}

test('every screen of the console passes axe, on a phone and a desktop', async ({ page, axe }, testInfo) => {
  test.setTimeout(120_000);
  const request = page.context().request;
  const orderId = await placeBooking(request, 'cod', 17);
  await startInConsole(page.context(), await consoleSession(request, ADMIN));

  await page.goto(CONSOLE_URL);
  await expect(page.getByTestId('console-role')).toHaveText('admin');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await axe.check('today');

  const names = (await (await menu(page)).allInnerTexts()).map((name) => name.trim()).filter(Boolean);
  expect(names.length, 'the menu lists the screens').toBeGreaterThan(1);
  for (const name of names) {
    await (await menu(page)).filter({ hasText: name }).first().click();
    // A screen has loaded when react-admin's progress bar is gone and its title is set.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.locator('#react-admin-title')).not.toBeEmpty();
    if (testInfo.project.name === 'phone' && (await page.getByRole('menuitem').first().isVisible()))
      await page.keyboard.press('Escape');
    await axe.check(`console: ${name}`);
  }

  // An order, with its sections and actions.
  await page.goto(`${CONSOLE_URL}/#/orders/${orderId}/show`);
  await expect(page.getByText(`#${orderId}`).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await axe.check('console: an order');
});
