import { formsFromOwnNetwork } from './checkout-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// What a payment provider checks before it activates a merchant: the policies and
// a way to reach the store, from every page's footer; and the icons a browser and a phone ask for.
const POLICIES = [
  { link: 'Cancellation and refunds', path: '/refund-policy', heading: 'Cancellation and refund policy' },
  { link: 'Terms of use', path: '/terms', heading: 'Terms of use' },
  { link: 'Privacy policy', path: '/privacy', heading: 'Privacy policy' },
];

test('the footer leads to the refund, terms and privacy pages, each dated and linking to contact', async ({
  page,
}, testInfo) => {
  // Every page has the footer: from home to the first policy, and on from each policy's own footer.
  await page.goto('/');
  for (const policy of POLICIES) {
    await page.getByTestId('site-footer').getByRole('link', { name: policy.link }).click();
    await expect(page).toHaveURL(new RegExp(`${policy.path}$`));
    const document = page.getByTestId('legal-page');
    await expect(document.getByRole('heading', { level: 1 })).toHaveText(policy.heading);
    await expect(document).toContainText(/Last updated \d{1,2} \w+ 20\d\d/);
    expect(await document.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    // The canonical address as a crawler reads it: the page's own HTML has exactly one. (In the
    // browser, a click soon after the page loaded can leave the page left's canonical link in the
    // head beside the new one: Next.js, open; a crawler never moves client-side.)
    const html = await (await page.request.get(policy.path)).text();
    const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]);
    expect(canonicals).toHaveLength(1);
    expect(canonicals[0]).toMatch(new RegExp(`${policy.path}$`));
    await screenshot(page, testInfo, `legal${policy.path.replace('/', '-')}`);
  }
  await expect(page.getByTestId('legal-page')).toContainText('Digital Personal Data Protection Act, 2023');
  await page.getByTestId('legal-page').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a short page leaves its footer links alone until one is followed', async ({ page }) => {
  // Prefetching seven routes as a page starts costs the phone the main thread it needs right then.
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers().rsc) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/profile'); // a guest's profile: a heading and a sign-in button
  // The footer starts below the first screen; scrolled to, its links are in view and still not fetched.
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('site-footer')).toBeInViewport();
  await page.waitForLoadState('networkidle');
  const footerPaths = ['/quotes', '/contact', ...POLICIES.map((p) => p.path)];
  expect(fetched.filter((path) => footerPaths.includes(path))).toEqual([]);
  await page.getByTestId('site-footer').getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByTestId('legal-page').getByRole('heading', { level: 1 })).toBeVisible();
});

test('the contact page offers the support number by call and WhatsApp, and email', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Contact us' }).click();
  const contact = page.getByTestId('contact-page');
  await expect(contact.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(page.getByTestId('contact-call')).toHaveAttribute('href', 'tel:+919000012345');
  await expect(page.getByTestId('contact-call')).toHaveText('+91 90000 12345');
  await expect(page.getByTestId('contact-whatsapp')).toHaveAttribute('href', 'https://wa.me/919000012345');
  await expect(page.getByTestId('contact-email')).toHaveAttribute('href', /^mailto:support@/);
  await screenshot(page, testInfo, 'contact');
});

test('a page asks for no icon that is missing: the favicon, the manifest and its icons load', async ({
  page,
  request,
}) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/');
  await page.waitForLoadState('load');

  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/');
  expect((await favicon.body()).length).toBeGreaterThan(100);

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(manifestHref ?? '')).json();
  expect(manifest).toMatchObject({ name: 'Experience Store', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const reply = await request.get(icon.src);
    expect(reply.status(), icon.src).toBe(200);
    expect(reply.headers()['content-type']).toBe(icon.type);
    const body = await reply.body();
    // A PNG's width and height are at bytes 16 and 20 of its header.
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(appleIcon ?? '')).status()).toBe(200);
  expect(missing).toEqual([]);
});

test('the contact page sends a message and a requirement, and names what a message lacks', async ({
  page,
}, testInfo) => {
  await formsFromOwnNetwork(page);
  await page.goto('/contact');
  const contact = page.getByTestId('contact-form');
  await contact.getByLabel('Your name').fill('Asha');
  await contact.getByLabel('Your message').fill('Can you decorate a terrace for 40 people?');
  await contact.getByRole('button', { name: 'Send message' }).click();
  // Neither a mobile nor an email: the server names the field, and nothing is sent.
  await expect(
    contact.getByText('mobile or email is required, so we can answer', { exact: true }),
  ).toBeVisible();
  await expect(contact.getByRole('alert')).toHaveText('Please check the field marked above.');
  await contact.getByLabel('Email (or mobile)').fill('asha@example.in');
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(contact.getByRole('status')).toHaveText(
    'Thank you. We will get back to you within a working day.',
  );

  const requirement = page.getByTestId('requirement-form');
  await requirement.getByLabel('Your name').fill('Ravi');
  await requirement.getByLabel('Mobile').fill('9876500011');
  await requirement.getByLabel('What is the occasion?').fill('Office anniversary');
  await requirement.getByLabel('How many guests?').fill('120');
  await requirement.getByLabel('What is your budget?').selectOption('Over ₹1,00,000');
  await requirement.getByRole('button', { name: 'Send requirement' }).click();
  await expect(requirement.getByRole('status')).toHaveText(
    'Your requirement is submitted successfully. Our Account Manager will connect with you soon.',
  );
  await screenshot(page, testInfo, 'contact-forms-sent');
});
