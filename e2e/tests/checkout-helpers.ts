import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { oneAtATime } from './shared';

export const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4000';
const DEVICE = 'e2e-checkout-device';

// The API runs with the real clock and allows 3 codes per number per 15 minutes: fresh numbers.
export const freshMobile = () => `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export type Session = { token: string; profile: { id: number; first_name: string; role: string } };

/**
 * The newest code texted to a mobile, read from the development SMS outbox. The number's order
 * texts land there too (sent by the API's job queue whenever its minute comes), so the newest
 * text is not always a code: the newest one that is.
 */
export async function newestCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const reply = await request.get(`${API_URL}/dev/sms-outbox?mobile=${mobile}`);
      const texts = (await reply.json()).data as { body: string }[];
      code = texts.map((t) => /^(\d{6}) is your one-time code/.exec(t.body)?.[1]).find(Boolean) ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Each person signs in from their own network: the API limits registrations and code sends per
 * address, and behind a proxy it reads the address from X-Forwarded-For (the journeys' API trusts
 * the loopback proxy). Without this, thirty journeys from one machine would look like one abuser.
 */
export const ownNetwork = () => {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` };
};

/**
 * The forms this page sends (contact, requirement, feedback, an enquiry) come from a network of
 * their own, as `ownNetwork` does for calls made outside the browser: the API allows 5 forms (and
 * 5 enquiries) per address in ten minutes, and every journey's browser otherwise sends from the
 * same loopback address, whose enquiries the group-booking journey uses up on purpose.
 */
export async function formsFromOwnNetwork(page: Page): Promise<void> {
  const network = ownNetwork();
  await page.route(/\/v2\/(contact-us|feedback)$|\/v5\/(save-dynamic-form|enquire-now)$/, (route) =>
    route.continue({ headers: { ...route.request().headers(), ...network } }),
  );
}

/** Signs a number in by its one-time code, registering it first if it is new: a verified mobile. */
export function signInByCode(
  request: APIRequestContext,
  mobile: string,
  firstName = 'Riya',
): Promise<Session> {
  // A seeded number may be signed in by the other viewport's journeys at the same time: one asks,
  // reads and uses its code before the other asks.
  return oneAtATime(`mobile-${mobile}`, () => signInNow(request, mobile, firstName));
}

async function signInNow(request: APIRequestContext, mobile: string, firstName: string): Promise<Session> {
  const device = { device_os: 'web_app', device_id: DEVICE };
  const headers = ownNetwork();
  expect(
    (await request.post(`${API_URL}/v2/user/login-otp`, { headers, data: { mobile, ...device } })).status(),
  ).toBe(200);
  const otp = await newestCode(request, mobile);
  const confirmed = await request.post(`${API_URL}/v2/user/login-otp-confirm`, {
    headers,
    data: { mobile, otp, ...device },
  });
  const result = (await confirmed.json()).data;
  if (result.token) return result as Session;
  const registered = await request.post(`${API_URL}/v2/user/register`, {
    headers,
    data: { first_name: firstName, last_name: 'Test', mobile, register_key: result.register_key },
  });
  expect(registered.status()).toBe(200);
  return (await registered.json()).data as Session;
}

/**
 * The browser starts signed in, as after a login through the modal (stored values: docs/product.md,
 * "Sign-in and the signed-in state").
 */
export async function startSignedIn(context: BrowserContext, session: Session): Promise<void> {
  await context.addInitScript(
    ([token, profile]) => {
      // Once per tab: a journey that logs out stays logged out on the pages it opens next.
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', token);
        localStorage.setItem('profile', profile);
      }
    },
    [session.token, JSON.stringify(session.profile)] as const,
  );
}

type Slot = { date: string; slotId: number; time: string };

/** The first bookable slot of an experience in Delhi, as the booking modal would offer it. */
export async function firstOpenSlot(
  request: APIRequestContext,
  experienceId: number,
  skip = 0,
): Promise<Slot> {
  const reply = await request.get(`${API_URL}/v2/experience/${experienceId}/slots`, {
    headers: { CITY: 'delhi-ncr' },
  });
  const days = (await reply.json()).data.dates as {
    date: string;
    available_slots: number;
    slots: { slot_id: number; start_time: string; available: number; is_available: boolean }[];
  }[];
  const open = days
    .filter((d) => d.available_slots > 0)
    .flatMap((d) =>
      d.slots
        .filter((s) => s.is_available && s.available > 0)
        .map((s) => ({ date: d.date, slotId: s.slot_id, time: s.start_time })),
    );
  const slot = open[skip % open.length];
  if (!slot) throw new Error(`experience ${experienceId} has no open slot`);
  return slot;
}

type DraftInput = { experienceId: number; name: string; slot?: Slot; pincode?: string };

/** What the booking modal stores before it opens /checkout. */
export async function storeDraft(context: BrowserContext, input: DraftInput): Promise<void> {
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('draft-written')) {
      localStorage.setItem('booking_draft', value);
      sessionStorage.setItem('draft-written', '1');
    }
  }, draftJson(input));
}

/** The customer chooses another draft in the same browser (as the booking modal would store it). */
export async function replaceDraft(page: Page, input: DraftInput): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('booking_draft', value), draftJson(input));
}

function draftJson(input: DraftInput): string {
  const stored = {
    version: 1,
    city: 'delhi-ncr',
    city_name: 'Delhi NCR',
    draft: {
      experience_id: input.experienceId,
      quantity: 1,
      customizations: [],
      ...(input.slot ? { date: input.slot.date, slot_id: input.slot.slotId } : {}),
      ...(input.pincode ? { pincode: input.pincode } : {}),
    },
    experience: {
      name: input.name,
      page_url: '/',
      featured_image: `/images/experiences/${input.experienceId}-1.jpg`,
    },
    saved_at: new Date().toISOString(),
  };
  return JSON.stringify(stored);
}

/**
 * Gives the customer one saved delivery address at the pincode through the API, as the address flow
 * would (kept if there is one already: a seeded customer serves both viewports): checkout then
 * chooses it by itself. For journeys about something else; profile.spec.ts walks the flow itself.
 */
export async function saveAddress(
  request: APIRequestContext,
  session: Session,
  pincode = '110070',
): Promise<number> {
  const headers = { 'X-CSRF-TOKEN': session.token };
  const saved = await request.get(`${API_URL}/v5/get-customer-address`, { headers });
  const existing = ((await saved.json()).data.addresses as { id: number; pincode: string }[]).find(
    (a) => a.pincode === pincode,
  );
  if (existing) return existing.id;
  const reply = await request.post(`${API_URL}/v5/save-customer-address`, {
    headers,
    data: {
      city_id: 1,
      pincode,
      name: `${session.profile.first_name} Test`,
      mobile: '9876543210',
      line1: 'Flat 12, Lotus Apartments',
      line2: 'Sector C, Vasant Kunj',
      landmark: '',
      label: 'home',
      latitude: 28.5209,
      longitude: 77.1592,
    },
  });
  expect(reply.status()).toBe(200);
  return (await reply.json()).data.id as number;
}

// Experiences 14 and 15 (Delhi): decorations that need a pincode and allow cash on delivery; 15 asks
// a mandatory booking question ("What is the occasion?").
export const DECOR = { experienceId: 14, name: 'Romantic room decoration', pincode: '110070' };
export const WITH_QUESTION = {
  experienceId: 15,
  name: 'Birthday balloon decoration at home',
  pincode: '110070',
};

/** The checkout page, loaded with its price and questions. */
export async function readyCheckout(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await expect(page.getByTestId('checkout-payable')).toHaveText(/₹[\d,]+/);
  // The questions arrive after the price: answering before they are in would answer none.
  await expect(page.getByTestId('checkout-page')).toHaveAttribute('data-questions', 'ready');
}

/** Answers every required question of the checkout with its first choice or a short text. */
export async function answerRequiredQuestions(page: Page) {
  const questions = page.getByTestId('booking-question');
  for (let i = 0; i < (await questions.count()); i++) {
    const question = questions.nth(i);
    if (!(await question.getByText('(required)').count())) continue;
    const choice = question.getByRole('button').first();
    if (await choice.count()) await choice.click();
    else await question.getByRole('textbox').fill('Happy birthday');
  }
}

/** A signed-in customer with a saved address and a booking draft for a slot of the experience. */
export async function customerWithDraft(
  context: BrowserContext,
  request: APIRequestContext,
  skip: number,
  experience = DECOR,
  mobile = freshMobile(),
): Promise<Session> {
  const session = await signInByCode(request, mobile);
  await startSignedIn(context, session);
  await saveAddress(request, session);
  const slot = await firstOpenSlot(request, experience.experienceId, skip);
  await storeDraft(context, { ...experience, slot });
  return session;
}
