import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { API_URL, freshMobile, ownNetwork, signInByCode } from './checkout-helpers';
import { ADMIN, CONSOLE_URL, consoleSession } from './console-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// The console's own second factor, in the browser: a store session holding an operator's password
// cannot move the mobile the console texts, and an operator sets up an authenticator app in the
// console, after which its code (or a recovery code) is what opens it.

test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'a-new-operator-2026';

/** A new ops operator: a customer with a password, made ops by the demo admin in the console. */
async function newOperator(request: Parameters<typeof signInByCode>[0]) {
  const mobile = freshMobile();
  const session = await signInByCode(request, mobile, 'Asha');
  const headers = { ...ownNetwork(), 'X-CSRF-TOKEN': session.token };
  const set = await request.post(`${API_URL}/v2/user/set_password`, {
    headers,
    data: { password: PASSWORD },
  });
  expect(set.status()).toBe(200);
  const admin = await consoleSession(request, ADMIN);
  const role = await request.put(`${API_URL}/admin/v1/people/${session.profile.id}/role`, {
    headers: { 'X-CSRF-TOKEN': admin.token },
    data: { role: 'ops' },
  });
  expect(role.status()).toBe(200);
  return mobile;
}

/** The console's first step in the browser: the password of a new operator, who has no app yet. */
async function passwordStep(page: Page, mobile: string) {
  await page.goto(CONSOLE_URL);
  const form = page.getByTestId('console-sign-in');
  await form.getByTestId('sign-in-mobile').fill(mobile);
  await form.getByTestId('sign-in-password').fill(PASSWORD);
  await form.getByTestId('sign-in-submit').click();
  await expect(form).toContainText(`******${mobile.slice(-4)}`);
  return form;
}

test("the operator's store password alone cannot move the mobile the console texts", async ({ page }) => {
  const mobile = await newOperator(page.request);
  const headers = ownNetwork();
  const store = await page.request.post(`${API_URL}/v2/user/login`, {
    headers,
    data: { mobile, password: PASSWORD },
  });
  expect(store.status()).toBe(200);
  const token = (await store.json()).data.token as string;
  const attacker = freshMobile();
  const moved = await page.request.post(`${API_URL}/v2/user/send_otp`, {
    headers: { ...headers, 'X-CSRF-TOKEN': token },
    data: { mobile: attacker },
  });
  expect(moved.status()).toBe(403);
  expect((await moved.json()).code).toBe('CONSOLE_ONLY');

  // The console's code still goes to the operator's own number.
  await passwordStep(page, mobile);
  const texts = await page.request.get(`${API_URL}/dev/sms-outbox?mobile=${attacker}`);
  expect((await texts.json()).data).toEqual([]);
});

test('an operator sets up an authenticator, then signs in with it or a recovery code', async ({
  page,
  axe,
}, testInfo) => {
  const mobile = await newOperator(page.request);
  const form = await passwordStep(page, mobile);
  const outbox = await page.request.get(`${API_URL}/dev/sms-outbox?mobile=${mobile}`);
  const code = /^(\d{6}) /.exec(((await outbox.json()).data[0] as { body: string }).body)?.[1] ?? '';
  await form.getByTestId('sign-in-code').fill(code);
  await form.getByTestId('sign-in-submit').click();

  await page.getByRole('menuitem', { name: 'Security' }).click();
  const card = page.getByTestId('security-authenticator');
  await card.getByTestId('security-start').click();
  const secret = (await card.getByTestId('security-secret').textContent()) ?? '';
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  await axe.check('authenticator set-up');
  await card.getByTestId('security-code').fill(await generate({ secret }));
  await card.getByTestId('security-confirm').click();
  const recovery = card.getByTestId('security-recovery-codes');
  await expect(recovery).toBeVisible();
  const codes = ((await recovery.textContent()) ?? '').trim().split('\n');
  expect(codes).toHaveLength(10);
  await expect(card.getByTestId('security-enrolled')).toContainText('10 recovery codes left');
  await screenshot(page, testInfo, 'console-authenticator');

  // Signed out and in again: the app's code is asked for now, never a texted one. The code just
  // used is spent, so this sign-in uses a recovery code, as an operator without their phone would.
  await page.getByRole('button', { name: 'Asha Test' }).click();
  await page.getByRole('menuitem', { name: /Logout/i }).click();
  await form.getByTestId('sign-in-mobile').fill(mobile);
  await form.getByTestId('sign-in-password').fill(PASSWORD);
  await form.getByTestId('sign-in-submit').click();
  await expect(form).toContainText('authenticator app');
  await form.getByTestId('sign-in-use-recovery').click();
  await form.getByTestId('sign-in-code').fill(codes[0] ?? '');
  await form.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('console-role')).toHaveText('ops');
});
