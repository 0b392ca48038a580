import { randomBytes } from 'node:crypto';
import { type Db, schema } from '@store/db';
import { addDays, DEFAULT_TIME_ZONE, ymdInZone } from '@store/domain';
import { eq } from 'drizzle-orm';
import { hashToken } from '../src/modules/sessions/token';

// What the suite's customers do, through the API's HTTP contract as the store does.

/** Experience 14 (Delhi NCR): bookable by slot, cash on delivery allowed, no mandatory questions. */
const EXPERIENCE = 14;
const PINCODE = '110070';
const headers = (token?: string) => ({
  'content-type': 'application/json',
  city: 'delhi-ncr',
  ...(token && { 'x-csrf-token': token }),
});

/** Customers with verified mobiles and a live session each; their session tokens. */
export async function addCustomers(db: Db, count: number): Promise<string[]> {
  const now = new Date();
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const suffix = randomBytes(4).readUInt32BE(0) % 1_000_000_000;
    const [user] = await db
      .insert(schema.users)
      .values({
        firstName: `Reliability ${i}`,
        mobile: `8${String(suffix).padStart(9, '0')}`,
        mobileVerified: true,
        referralCode: `REL${suffix}`,
        createdAt: now,
      })
      .returning({ id: schema.users.id });
    if (!user) throw new Error('no customer made');
    const token = randomBytes(32).toString('base64url');
    await db.insert(schema.sessions).values({
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    tokens.push(token);
  }
  return tokens;
}

/** The customer a session token belongs to. */
export async function customerOf(db: Db, token: string): Promise<number> {
  const [session] = await db
    .select({ userId: schema.sessions.userId })
    .from(schema.sessions)
    .where(eq(schema.sessions.tokenHash, hashToken(token)));
  if (!session) throw new Error('no such session');
  return session.userId;
}

export type Draft = {
  experience_id: number;
  date: string;
  slot_id: number;
  pincode: string;
  quantity: number;
};

/** Drafts on experience 14's slots from 3 to 20 days ahead: many slots, so few are full. */
export async function drafts(db: Db): Promise<Draft[]> {
  const slots = await db
    .select({ id: schema.slots.id })
    .from(schema.slots)
    .where(eq(schema.slots.experienceId, EXPERIENCE));
  const today = ymdInZone(new Date(), DEFAULT_TIME_ZONE);
  return Array.from({ length: 18 }, (_, day) =>
    slots.map((slot) => ({
      experience_id: EXPERIENCE,
      date: addDays(today, day + 3),
      slot_id: slot.id,
      pincode: PINCODE,
      quantity: 1,
    })),
  ).flat();
}

export type Call = { status: number; body: string };

async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Call> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  return { status: res.status, body: await res.text() };
}

export const get = (api: string, path: string, timeoutMs: number) =>
  call(`${api}${path}`, { headers: headers() }, timeoutMs);

export const post = (
  api: string,
  path: string,
  body: unknown,
  token: string | undefined,
  timeoutMs: number,
) =>
  call(`${api}${path}`, { method: 'POST', headers: headers(token), body: JSON.stringify(body) }, timeoutMs);

/** The server's price of a draft, which a placement must repeat. */
export async function priceOf(api: string, draft: Draft, timeoutMs: number): Promise<number | Call> {
  const quoted = await post(api, '/v5/booking/quote', draft, undefined, timeoutMs);
  if (quoted.status !== 200) return quoted;
  return (JSON.parse(quoted.body) as { data: { amount: number } }).data.amount;
}

/** A booking as the store makes it: its price asked, then the order placed at that price. */
export async function book(
  api: string,
  draft: Draft,
  how: { token: string | undefined; path: '/v5/booking/book_order' | '/v5/booking/book_cod_order' },
  timeoutMs: number,
): Promise<Call & { what: 'quote' | 'order' }> {
  const amount = await priceOf(api, draft, timeoutMs);
  if (typeof amount !== 'number') return { what: 'quote', ...amount };
  return { what: 'order', ...(await post(api, how.path, { ...draft, amount }, how.token, timeoutMs)) };
}

/** Pays a provider order in the sandbox's window, as the customer does. */
export const paySandbox = (api: string, providerOrderId: string, timeoutMs: number) =>
  call(
    `${api}/sandbox/checkout/complete`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        provider_order_id: providerOrderId,
        origin: 'http://localhost:3000',
        outcome: 'pay',
      }).toString(),
    },
    timeoutMs,
  );
