import type { APIRequestContext, Page } from '@playwright/test';
import { fullBrowser } from './browsers';
import { answerRequiredQuestions, customerWithDraft, readyCheckout, WITH_QUESTION } from './checkout-helpers';
import { expect, test } from './fixtures';
import { screenshot } from './screens';

// Web push: the service worker, the browser's question asked after a booking and not on
// page load, and a browser registered once. In the full browser: the headless shell the other
// journeys run in denies every notification permission and has no push service (./browsers.ts).
test.use({ launchOptions: fullBrowser });

const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

/**
 * The browser's push service is outside the store: a stand-in subscription at `endpoint` takes its
 * place. It notes the length of the key the store subscribed with (window.pushKeyBytes).
 */
function standInPushService(page: Page, endpoint: string) {
  return page.addInitScript((at) => {
    const json = { endpoint: at, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } };
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey;
      (window as unknown as { pushKeyBytes: number }).pushKeyBytes =
        key instanceof Uint8Array ? key.length : 0;
      return { ...json, toJSON: () => json } as unknown as PushSubscription;
    };
  }, endpoint);
}

/** A new customer books the experience with a question (its `skip`th open slot) by cash on delivery. */
async function bookWithCashOnDelivery(page: Page, request: APIRequestContext, skip: number) {
  await customerWithDraft(page.context(), request, skip, WITH_QUESTION);
  await readyCheckout(page);
  await answerRequiredQuestions(page);
  await page.getByRole('radio', { name: /Cash on delivery/ }).check();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('result-title')).toHaveText('Your booking is confirmed');
}

test.beforeEach(async ({ context }, testInfo) => {
  // A chosen city keeps the city popup out of the way.
  await context.addCookies([
    { name: 'city_short_name', value: 'delhi-ncr', url: testInfo.project.use.baseURL ?? '' },
  ]);
});

test('the service worker is registered at the root scope, and nothing asks for notifications on page load', async ({
  page,
}) => {
  const pushCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/v2\/(push\/vapid-public-key|user\/device_registration)$/.test(r.url())) pushCalls.push(r.url());
  });
  await page.goto('/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  // The browser's question waits for a reason (after a booking): none is asked, nothing registered.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  expect(pushCalls).toEqual([]);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(await stored(page, 'fcm_token')).toBeNull();
});

test('a browser that allowed notifications is registered once, quietly, under its kept UUID', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await standInPushService(page, 'https://push.example.test/send/abc');
  const registered = page.waitForRequest((r) => r.url().endsWith('/v2/user/device_registration'));
  await page.goto('/');
  const body = (await registered).postDataJSON();
  const uuid = await stored(page, 'UUID');
  expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(body).toMatchObject({ device_id: uuid, device_os: 'web_app', registration_app: 'webpush' });
  expect(JSON.parse(body.registration_id).endpoint).toBe('https://push.example.test/send/abc');
  // The VAPID public key is an uncompressed P-256 point.
  expect(await page.evaluate(() => (window as unknown as { pushKeyBytes: number }).pushKeyBytes)).toBe(65);
  await expect.poll(() => stored(page, 'fcm_token')).toBe(body.registration_id);

  let again = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/v2/user/device_registration')) again = true;
  });
  await page.reload();
  await page.waitForLoadState('load');
  await page.waitForTimeout(2_000);
  expect(again, 'no second registration once stored').toBe(false);
  expect(await stored(page, 'UUID')).toBe(uuid);
});

test('after a booking the customer is offered updates; turning them on registers this browser once', async ({
  page,
  context,
  request,
}, testInfo) => {
  await standInPushService(page, 'https://push.example.test/send/booking');
  await bookWithCashOnDelivery(page, request, 5);

  const offer = page.getByTestId('push-opt-in');
  await expect(offer.getByRole('heading')).toHaveText('Get updates about this booking');
  await screenshot(page, testInfo, 'push-offer');
  // The customer says yes to the browser's own question.
  await context.grantPermissions(['notifications']);
  const registered = page.waitForRequest((r) => r.url().endsWith('/v2/user/device_registration'));
  await offer.getByRole('button', { name: 'Turn on notifications' }).click();
  const body = (await registered).postDataJSON();
  expect(JSON.parse(body.registration_id).endpoint).toBe('https://push.example.test/send/booking');
  await expect(offer.getByRole('status')).toHaveText(
    'Done: this browser will tell you when your booking moves.',
  );

  await page.reload();
  await expect(page.getByTestId('result-title')).toHaveText('Your booking is confirmed');
  await expect(page.getByTestId('push-opt-in')).toHaveCount(0);
});

test("on the tracking page the offer comes after the booking's sections, where its arrival moves none of them", async ({
  page,
  request,
}) => {
  await standInPushService(page, 'https://push.example.test/send/tracking');
  await bookWithCashOnDelivery(page, request, 7);
  await page.getByTestId('track-booking').click();
  await page.waitForURL('**/track_order/*');

  // Opened afresh (from a message's link): the browser can still ask, so the offer appears once
  // the page runs, after its first paint. It comes last, below the questions and the help, so its
  // arrival pushes nothing the customer is reading down the screen.
  await page.reload();
  const offer = page.getByTestId('push-opt-in');
  await expect(offer.getByRole('heading')).toHaveText('Get updates about this booking');
  const sections = page.getByTestId('order-tracking').locator(':scope > section');
  await expect(sections.last()).toHaveAttribute('data-testid', 'push-opt-in');
  await expect(page.locator('[data-testid="tracking-answers"] ~ [data-testid="push-opt-in"]')).toBeVisible();
});
