import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The header's category menu, by keyboard only: a disclosure on wide screens, a drawer on phones.
// Seed: in Delhi NCR, Party Services lists Kids Party and House Party.

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until the element has focus, as a keyboard user would; fails when it never does. */
async function tabTo(page: Page, target: Locator, max = 40) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max && !(await isFocused(target)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('desktop: the menu opens from its button, arrows move, Escape gives focus back, a link opens its listing', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the drawer is the phone journey');
  await context.clearCookies();
  await page.goto('/');
  const button = page.getByTestId('menu-button');
  const panel = page.getByTestId('menu-panel');
  await expect(panel).toBeHidden();
  await tabTo(page, button);
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('list', { name: 'Party Services' })).toBeVisible();
  const links = panel.getByTestId('menu-link');
  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(links.last()).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // ArrowDown on the closed button opens it at its first link; Tab walks on to the one wanted.
  await page.keyboard.press('ArrowDown');
  await expect(links.first()).toBeFocused();
  const houseParty = panel.getByRole('link', { name: 'House Party' });
  await tabTo(page, houseParty);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/experiences\/delhi-ncr\/house-party$/);
  await expect(page.getByTestId('listing-title')).toHaveText('House Party in Delhi NCR');
  await expect(panel).toBeHidden();
});

test('phone: the drawer opens by keyboard, keeps focus inside, Escape closes it, a link opens its listing', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the disclosure is the desktop journey');
  await context.clearCookies();
  await page.goto('/experiences/mumbai/anniversary-surprises');
  const opener = page.getByTestId('menu-drawer-button');
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('menu-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveAttribute('aria-modal', 'true');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  // The city of the page: Mumbai's listings.
  await expect(drawer.getByTestId('menu-link').first()).toHaveAttribute('href', /^\/experiences\/mumbai\//);

  for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement)), 'Tab keeps focus inside').toBe(
    true,
  );
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('link', { name: 'Birthday Surprises' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/experiences\/mumbai\/birthday-surprises$/);
  await expect(page.getByTestId('listing-title')).toHaveText('Birthday Surprises in Mumbai');
  await expect(drawer).toBeHidden();
});
