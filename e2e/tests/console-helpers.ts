import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import {
  API_URL,
  firstOpenSlot,
  freshMobile,
  newestCode,
  ownNetwork,
  signInByCode,
} from './checkout-helpers';
import { oncePerRun, oneAtATime } from './shared';

// The operator console's journeys: its address, its demo operators (the passwords the
// test run gives the API, scripts/lib/store.mjs E2E_OPERATOR_PASSWORDS), and the
// bookings they act on, placed through the store's API as a customer would place them.
export const CONSOLE_URL = process.env.CONSOLE_URL ?? 'http://127.0.0.1:3001';
export const ADMIN = { mobile: '9000000009', password: 'e2e-admin-password' };
export const OPS = { mobile: '9000000010', password: 'e2e-ops-password' };
const STORE_URL = process.env.STORE_URL ?? 'http://127.0.0.1:3000';
const DECOR = 14;

type ConsoleSession = { token: string; operator: object };
const opened = new Map<string, Promise<ConsoleSession>>();

/**
 * A console session opened through the API's two steps (the sign-in screen has a journey of its
 * own), once per operator in this worker (and in the run, when the viewports run side by side): each opening texts a code, and an operator gets at most
 * three codes in 15 minutes, as anyone does. The journeys share it as an operator's tabs would.
 */
export function consoleSession(request: APIRequestContext, who: typeof OPS): Promise<ConsoleSession> {
  let session = opened.get(who.mobile);
  if (!session) {
    // One opening a run, whichever viewport's process asks first; the other reads it.
    session = oncePerRun(`console-session-${who.mobile}`, () =>
      oneAtATime(`mobile-${who.mobile}`, () => openConsoleSession(request, who)),
    );
    opened.set(who.mobile, session);
    // A failed opening is not kept: the next journey tries again.
    session.catch(() => opened.delete(who.mobile));
  }
  return session;
}

async function openConsoleSession(request: APIRequestContext, who: typeof OPS): Promise<ConsoleSession> {
  const headers = ownNetwork();
  const first = await request.post(`${API_URL}/admin/v1/session/password`, { headers, data: who });
  expect(first.status()).toBe(200);
  const { challenge } = (await first.json()).data as { challenge: string };
  const code = await newestCode(request, who.mobile);
  const second = await request.post(`${API_URL}/admin/v1/session/code`, {
    headers,
    data: { mobile: who.mobile, challenge, code },
  });
  expect(second.status()).toBe(200);
  return (await second.json()).data as ConsoleSession;
}

/** The console opens signed in, as after its sign-in screen (the session lives in the tab). */
export async function startInConsole(context: BrowserContext, session: ConsoleSession) {
  await context.addInitScript(
    ([origin, token, operator]) => {
      if (location.origin === origin && !sessionStorage.getItem('console.token')) {
        sessionStorage.setItem('console.token', token);
        sessionStorage.setItem('console.operator', operator);
      }
    },
    [new URL(CONSOLE_URL).origin, session.token, JSON.stringify(session.operator)] as const,
  );
}

/** A customer's booking of the room decoration in Delhi: cash on delivery, or paid online (the sandbox). */
export async function placeBooking(
  request: APIRequestContext,
  how: 'cod' | 'online',
  skip = 0,
): Promise<number> {
  const customer = await signInByCode(request, freshMobile());
  const slot = await firstOpenSlot(request, DECOR, skip);
  const headers = { 'X-CSRF-TOKEN': customer.token, CITY: 'delhi-ncr' };
  const draft = {
    experience_id: DECOR,
    date: slot.date,
    slot_id: slot.slotId,
    pincode: '110070',
    quantity: 1,
  };
  const quote = await request.post(`${API_URL}/v5/booking/quote`, { headers, data: draft });
  const { amount } = (await quote.json()).data as { amount: number };
  const path = how === 'cod' ? 'book_cod_order' : 'book_order';
  const placed = await request.post(`${API_URL}/v5/booking/${path}`, { headers, data: { ...draft, amount } });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()).data as {
    order_id: number;
    payment: { provider_order_id: string } | null;
  };
  if (how === 'online' && order.payment) {
    const paid = await request.post(`${API_URL}/sandbox/checkout/complete`, {
      form: { provider_order_id: order.payment.provider_order_id, origin: STORE_URL, outcome: 'pay' },
    });
    expect(paid.status()).toBe(200);
  }
  return order.order_id;
}

/** The order as the console's API has it now. */
export async function consoleOrder(request: APIRequestContext, token: string, id: number) {
  const reply = await request.get(`${API_URL}/admin/v1/orders/${id}`, { headers: { 'X-CSRF-TOKEN': token } });
  return (await reply.json()).data as {
    status: string;
    vendor: { id: number; name: string } | null;
    money: { paid_online: number; refunded: number };
    vendor_requests: { vendor: { id: number; mobile: string }; status: string }[];
  };
}
