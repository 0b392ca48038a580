import type { Page } from '@playwright/test';
import { API_URL } from './checkout-helpers';
import { expect, test } from './fixtures';

/**
 * The store's security headers, and its Content-Security-Policy as each of the two stores of the
 * shared run has it: the first without tag manager or social sign-in, the second (GTM_STORE_URL)
 * with both. scripts/test.mjs also collects the CSP reports of every other journey.
 */
const PAGES = ['/', '/experiences/delhi-ncr/anniversary-surprises', '/checkout', '/auth/social-config'];
const api = new URL(API_URL).origin;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** Collects what Chromium says about CSP in the console: each refusal is logged there. */
function cspMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

test('every page of the store answers with HSTS, nosniff, no framing and a CSP', async ({ request }) => {
  for (const path of PAGES) {
    const res = await request.get(path);
    expect(res.status(), path).toBeLessThan(400);
    const headers = res.headers();
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(csp.get('object-src'), path).toEqual(["'none'"]);
    expect(csp.get('connect-src'), path).toContain(api);
  }
});

test('without tag manager or social settings the CSP allows none of them; the sandbox frame comes from the API', async ({
  request,
}) => {
  const config = await (await request.get('/auth/social-config')).json();
  test.skip(Boolean(config.google || config.facebook), 'this store runs with social sign-in');
  const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
  for (const host of ['googletagmanager', 'google.com', 'facebook', 'razorpay'])
    expect(policy).not.toContain(host);
  const csp = directives(policy);
  expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", api]);
  expect(csp.get('frame-src')).toEqual([api]);
});

test.describe('a store with tag manager, Google and Facebook', () => {
  test.use({ baseURL: process.env.GTM_STORE_URL });

  test('allows exactly their hosts', async ({ request, baseURL }) => {
    const csp = directives((await request.get('/')).headers()['content-security-policy'] ?? '');
    test.skip(!csp.get('script-src')?.includes('https://www.googletagmanager.com'), 'runs without GTM_ID');
    expect(csp.get('script-src')).toEqual(
      expect.arrayContaining([
        new URL(baseURL ?? '').origin, // the journeys' stand-in script addresses
        'https://www.googletagmanager.com',
        'https://accounts.google.com',
        'https://connect.facebook.net',
      ]),
    );
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://accounts.google.com', 'https://www.facebook.com']),
    );
  });
});

test('the store cannot be framed by another site', async ({ page, baseURL }) => {
  const store = new URL(baseURL ?? '').origin;
  // An attacker's page (any other origin) frames the store's home page.
  await page.route('http://attacker.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<iframe src="${store}/" data-testid="framed"></iframe>`,
    }),
  );
  await page.goto('http://attacker.example/', { waitUntil: 'load' });
  await expect(page.getByTestId('framed')).toBeVisible();
  expect(await page.frameLocator('[data-testid="framed"]').locator('header').count()).toBe(0);
});

test('the main pages load with no CSP violation', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'city_short_name', value: 'delhi-ncr', url: baseURL ?? '' }]);
  const messages = cspMessages(page);
  for (const path of ['/', '/experiences/delhi-ncr/anniversary-surprises', '/experience/14/delhi-ncr/x']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.getByTestId('login-button').click();
  await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
  expect(messages).toEqual([]);
});

test('a script from a host outside the policy is refused, and the refusal is reported', async ({
  page,
  request,
}) => {
  const messages = cspMessages(page);
  await page.goto('/quotes');
  // What an injected tag would do; the host is the run's agreed probe (scripts/lib/csp-reports.mjs).
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://csp-probe.invalid/injected.js';
    document.head.append(script);
  });
  await expect.poll(() => messages.some((m) => m.includes('csp-probe.invalid'))).toBe(true);
  const reports = process.env.E2E_CSP_REPORTS_URL;
  test.skip(!reports, 'the run collects no CSP reports');
  await expect.poll(async () => (await (await request.get(reports ?? '')).json()).probes).toBeGreaterThan(0);
});

test('a personal page runs no inline script but Next’s own, stamped with a nonce new on every response', async ({
  page,
  request,
}) => {
  const policies: string[] = [];
  for (let i = 0; i < 2; i++)
    policies.push((await request.get('/profile')).headers()['content-security-policy'] ?? '');
  const nonces = policies.map(
    (p) => /'nonce-([^']+)'/.exec(directives(p).get('script-src')?.join(' ') ?? '')?.[1],
  );
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).not.toBe(nonces[0]);
  for (const policy of policies)
    expect(directives(policy).get('script-src')).not.toContain("'unsafe-inline'");
  // The catalogue keeps its prerendered pages: no nonce there.
  expect((await request.get('/quotes')).headers()['content-security-policy']).toContain("'unsafe-inline'");

  const messages = cspMessages(page);
  // The parameter marks this page's refusal as the run's probe (scripts/lib/csp-reports.mjs).
  await page.goto('/profile?csp-probe=inline#profile');
  // Next's inline scripts ran with the nonce: the page came to life and asks a guest to log in.
  await expect(page.getByTestId('profile-signed-out')).toBeVisible();
  expect(messages).toEqual([]);
  // What injected markup would do: an inline script without the nonce does not run.
  const ran = await page.evaluate(async () => {
    const refused = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve));
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    await refused;
    return (window as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
});
