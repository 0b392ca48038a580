import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, newestCode, ownNetwork } from './checkout-helpers';
import { expect, test } from './fixtures';
import { layoutShift, recordLayoutShifts, shiftedElements } from './layout-shift';
import { screenshot } from './screens';

const PASSWORD = 'correct-horse-42';

// The API runs with the real clock and allows 3 codes per number per 15 minutes: every test
// gets its own number.
const freshMobile = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** An account made through the API: a number proven by its code, registered with a password. */
async function accountWithPassword(request: APIRequestContext, firstName: string): Promise<string> {
  const mobile = freshMobile();
  const device = { device_os: 'web_app', device_id: 'e2e-login-device' };
  const headers = ownNetwork();
  await request.post(`${API_URL}/v2/user/login-otp`, { headers, data: { mobile, ...device } });
  const confirmed = await request.post(`${API_URL}/v2/user/login-otp-confirm`, {
    headers,
    data: { mobile, otp: await newestCode(request, mobile), ...device },
  });
  const { register_key } = (await confirmed.json()).data as { register_key: string };
  const reply = await request.post(`${API_URL}/v2/user/register`, {
    headers,
    data: { first_name: firstName, last_name: 'Test', mobile, register_key, password: PASSWORD },
  });
  expect(reply.status()).toBe(200);
  return mobile;
}

const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

test.beforeEach(async ({ context }, testInfo) => {
  // A chosen city keeps the city popup out of the way.
  await context.addCookies([
    { name: 'city_short_name', value: 'delhi-ncr', url: testInfo.project.use.baseURL ?? '' },
  ]);
});

async function openLogin(page: Page) {
  await page.goto('/');
  const button = page.getByTestId('login-button');
  await expect(button).toBeVisible();
  await button.click();
  const modal = page.getByRole('dialog', { name: 'Log in or sign up' });
  await expect(modal).toBeVisible();
  return modal;
}

test('a new number registers through the code screens, invited by a referral code', async ({
  page,
  request,
}, testInfo) => {
  const mobile = freshMobile();
  const modal = await openLogin(page);
  await expect(modal).toHaveAttribute('aria-modal', 'true');
  await expect(modal.getByTestId('login-mobile')).toBeFocused();
  await screenshot(page, testInfo, 'login', false);

  await modal.getByTestId('login-mobile').fill('12345');
  await modal.getByTestId('login-send-otp').click();
  await expect(modal.getByTestId('login-mobile-error')).toHaveText('Enter a 10-digit mobile number');

  await modal.getByTestId('login-mobile').fill(mobile);
  await modal.getByTestId('login-send-otp').click();
  const otpScreen = page.getByRole('dialog', { name: 'Enter the code' });
  await expect(otpScreen).toContainText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await expect(page.getByTestId('toast')).toHaveText('OTP sent successfully');
  const code = await newestCode(request, mobile);

  const wrong = code === '000000' ? '111111' : '000000';
  await otpScreen.getByTestId('otp-input').fill(wrong);
  await expect(otpScreen.getByTestId('otp-input-error')).toHaveText('The OTP is not correct.');
  await screenshot(page, testInfo, 'otp-screen-wrong', false);

  // The sixth digit submits.
  await otpScreen.getByTestId('otp-input').fill(code);
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await expect(register).toBeVisible();
  await expect(register).toContainText('is verified');
  await register.getByTestId('register-referral').fill('ROHAN3X9');
  await expect(register.getByTestId('register-referrer')).toHaveText('Invited by Rohan');
  await register.getByTestId('register-first-name').fill('Ishita');
  await register.getByTestId('register-email').fill('not-an-email');
  await register.getByTestId('register-submit').click();
  await expect(register.getByTestId('register-email-error')).toHaveText('Enter a valid email address');
  await register.getByTestId('register-email').fill(`ishita.${mobile}@example.com`);
  await screenshot(page, testInfo, 'register-otp-user', false);
  await register.getByTestId('register-submit').click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveText('Welcome Ishita, you have successfully logged in');
  await expect(page.getByTestId('account-button')).toContainText('Ishita');
  expect(await stored(page, 'token')).toMatch(/.{20,}/);
  expect(JSON.parse((await stored(page, 'profile')) ?? '{}')).toMatchObject({ first_name: 'Ishita', mobile });
  expect(await stored(page, 'UUID')).toMatch(/^[0-9a-f-]{36}$/);
  await screenshot(page, testInfo, 'signed-in', false);
});

test('a known number signs in by code, stays signed in across pages, and logs out from the header', async ({
  page,
  request,
}, testInfo) => {
  const mobile = await accountWithPassword(request, 'Kabir');
  const modal = await openLogin(page);
  await modal.getByTestId('login-mobile').fill(mobile);
  await modal.getByTestId('login-mobile').press('Enter');
  const otpScreen = page.getByRole('dialog', { name: 'Enter the code' });
  await expect(otpScreen.getByTestId('otp-input')).toBeFocused();
  await screenshot(page, testInfo, 'otp-screen', false);

  // Change number goes back to the login screen with the number kept.
  await otpScreen.getByTestId('otp-change-number').click();
  await expect(
    page.getByRole('dialog', { name: 'Log in or sign up' }).getByTestId('login-mobile'),
  ).toHaveValue(mobile);
  await page.getByTestId('login-send-otp').click();
  await expect(otpScreen).toBeVisible();
  await expect(otpScreen.getByTestId('otp-resend-wait')).toContainText('Resend code in');
  await otpScreen.getByTestId('otp-input').fill(await newestCode(request, mobile));

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveText('Welcome Kabir, you have successfully logged in');

  // The name takes the place of the button the server drew, and nothing in the header moves for it
  // (the search and city beside it jumped sideways on wider screens).
  await recordLayoutShifts(page);
  await page.goto('/terms');
  await expect(page.getByTestId('account-button')).toContainText('Kabir');
  expect(await layoutShift(page), `shifted: ${await shiftedElements(page)}`).toBe(0);

  // A stored token loads the user on the next page.
  const roleAsked = page.waitForResponse((r) => r.url().includes('/v2/user/role'));
  await page.goto('/experiences/delhi-ncr/anniversary-surprises');
  expect((await roleAsked).status()).toBe(200);
  await expect(page.getByTestId('account-button')).toContainText('Kabir');
  await expect(page.getByTestId('login-button')).toHaveCount(0);

  await page.getByTestId('account-button').click();
  await expect(page.getByTestId('account-menu')).toContainText(
    `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
  );
  await screenshot(page, testInfo, 'account-menu', false);
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/v2/user/logout'));
  await page.getByTestId('logout-button').click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveText('You have been logged out');
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'profile')).toBeNull();
});

test('password sign-in: a wrong password is refused in the form, the right one signs in', async ({
  page,
  request,
}, testInfo) => {
  const mobile = await accountWithPassword(request, 'Meera');
  const modal = await openLogin(page);
  await modal.getByTestId('login-use-password').click();
  const passwordDialog = page.getByRole('dialog', { name: 'Log in with password' });
  await passwordDialog.getByTestId('login-identifier').fill(`+91 ${mobile}`);
  await passwordDialog.getByTestId('login-password').fill('wrong-password');
  await passwordDialog.getByTestId('login-password-submit').click();
  await expect(passwordDialog.getByTestId('login-password-error')).toHaveText(
    'The mobile, email or password is not correct.',
  );
  // The form says it; no "Bad Request" toast on top.
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await screenshot(page, testInfo, 'login-password-wrong', false);

  await passwordDialog.getByTestId('login-password').fill(PASSWORD);
  await passwordDialog.getByTestId('login-password-submit').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveText('Welcome Meera, you have successfully logged in');
  expect(await stored(page, 'token')).toMatch(/.{20,}/);
});

test('forgot password: a texted code and a new password sign in; setting a password leads home after 2 s', async ({
  page,
  request,
}, testInfo) => {
  const mobile = await accountWithPassword(request, 'Rohan');
  const modal = await openLogin(page);
  await modal.getByTestId('login-use-password').click();
  await page.getByTestId('login-identifier').fill(mobile);
  await page.getByTestId('login-forgot').click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(forgot.getByTestId('forgot-mobile')).toHaveValue(mobile);
  await forgot.getByTestId('forgot-send').click();
  const reset = page.getByRole('dialog', { name: 'Choose a new password' });
  await expect(reset).toBeVisible();
  // The code-sent toast never sits over the sheet's buttons (at the bottom of phones it did).
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  const [a, b] = [await toast.boundingBox(), await reset.getByTestId('reset-submit').boundingBox()];
  const apart =
    !a ||
    !b ||
    a.x + a.width <= b.x ||
    b.x + b.width <= a.x ||
    a.y + a.height <= b.y ||
    b.y + b.height <= a.y;
  expect(apart, 'the toast is clear of the button').toBe(true);
  await reset.getByTestId('reset-otp').fill(await newestCode(request, mobile));
  await reset.getByTestId('reset-password').fill('short');
  await reset.getByTestId('reset-submit').click();
  await expect(reset.getByTestId('reset-password-error')).toHaveText('Use at least 8 characters');
  await reset.getByTestId('reset-password').fill('a-new-password-1');
  await screenshot(page, testInfo, 'reset-password', false);
  await reset.getByTestId('reset-submit').click();
  await expect(page.getByTestId('toast')).toHaveText('Welcome Rohan, you have successfully logged in');

  await page.goto('/experiences/delhi-ncr/anniversary-surprises');
  await page.getByTestId('account-button').click();
  await page.getByTestId('set-password-button').click();
  const setPassword = page.getByRole('dialog', { name: 'Set a password' });
  // The account has a password: the current one comes first.
  await setPassword.getByTestId('set-password-input').fill('another-password-2');
  await setPassword.getByTestId('set-password-repeat').fill('another-password-2');
  await setPassword.getByTestId('set-password-submit').click();
  await expect(setPassword.getByTestId('set-password-current-error')).toHaveText(
    'The current password is not correct.',
  );
  await screenshot(page, testInfo, 'set-password', false);
  await setPassword.getByTestId('set-password-current').fill('a-new-password-1');
  await setPassword.getByTestId('set-password-submit').click();
  await expect(page.getByTestId('toast')).toHaveText('Password set successfully.');
  const saved = Date.now();
  await page.waitForURL((url) => url.pathname === '/');
  expect(Date.now() - saved).toBeGreaterThanOrEqual(1_500);

  const login = await request.post(`${API_URL}/v2/user/login`, {
    data: { mobile, password: 'another-password-2' },
  });
  expect(login.status()).toBe(200);
});

test('a session ended elsewhere logs the store out with the alert, once', async ({
  page,
  request,
}, testInfo) => {
  const mobile = await accountWithPassword(request, 'Tara');
  const modal = await openLogin(page);
  await modal.getByTestId('login-use-password').click();
  await page.getByTestId('login-identifier').fill(mobile);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-password-submit').click();
  await expect(page.getByTestId('account-button')).toBeVisible();

  const token = await stored(page, 'token');
  const revoked = await request.post(`${API_URL}/v2/user/logout`, {
    headers: { 'X-CSRF-TOKEN': token ?? '' },
  });
  expect(revoked.status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId('toast')).toHaveText('Please log in to continue.');
  await screenshot(page, testInfo, 'session-ended', false);
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'profile')).toBeNull();
  await expect(page.getByTestId('login-button')).toBeVisible();
  // The page reloads once, 1.5 s later, and then stays: no token, no second alert.
  await page.waitForEvent('load', { timeout: 5_000 });
  await expect(page.getByTestId('login-button')).toBeVisible();
  await page.waitForTimeout(2_000);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(page.url()).toMatch(/\/$/);
});

test('the dialog is a trap for focus, Escape closes it and focus returns to the button', async ({ page }) => {
  const modal = await openLogin(page);
  await expect(modal.getByTestId('login-mobile')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(modal.getByTestId('auth-close')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(modal.getByTestId('login-use-password')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(modal.getByTestId('auth-close')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('login-button')).toBeFocused();
});

test('after a failed social sign-in, /sm_authenticate goes back one page', async ({ page }) => {
  await page.goto('/experiences/delhi-ncr/anniversary-surprises');
  await page.goto('/sm_authenticate', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/experiences\/delhi-ncr\/anniversary-surprises$/);
  await expect(page.getByTestId('site-header')).toBeVisible();
});
