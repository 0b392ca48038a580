// A seeded customer signed in as the store signs people in (a one-time code, read from the
// development SMS outbox), for measuring the pages only a customer sees: the account area and the
// tracking page of one of their own orders (issues 13 and 14), with what they show a customer,
// not the "Log in" prompt a visitor gets.

/** Customer 2 of the seed (Delhi NCR), who has upcoming bookings. */
const MOBILE = '9000000002';
const DEVICE = { device_os: 'web_app', device_id: 'bench-lighthouse' };

async function call(apiUrl, path, { body, token } = {}) {
  const headers = { 'content-type': 'application/json', ...(token && { 'x-csrf-token': token }) };
  const reply = await fetch(`${apiUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers,
    ...(body && { body: JSON.stringify(body) }),
  });
  const json = await reply.json();
  if (!reply.ok) throw new Error(`${path}: ${reply.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Needs the API's development endpoints (DEV_ENDPOINTS=true) for the code. */
export async function signInCustomer(apiUrl) {
  const mobile = MOBILE;
  await call(apiUrl, '/v2/user/login-otp', { body: { mobile, ...DEVICE } });
  const texts = await call(apiUrl, `/dev/sms-outbox?mobile=${mobile}`);
  const otp = texts.map((t) => /^(\d{6}) is your one-time code/.exec(t.body)?.[1]).find(Boolean);
  if (!otp) throw new Error(`no one-time code for ${mobile} in the outbox`);
  const session = await call(apiUrl, '/v2/user/login-otp-confirm', { body: { mobile, otp, ...DEVICE } });
  if (!session.token) throw new Error(`${mobile} is not a registered customer`);
  const upcoming = await call(apiUrl, '/v2/user/upcoming_orders', { token: session.token });
  const order = upcoming.orders[0];
  if (!order) throw new Error(`customer ${mobile} has no upcoming booking to track`);
  return {
    token: session.token,
    profile: session.profile,
    trackPath: new URL(order.track_url, apiUrl).pathname,
  };
}

/**
 * Puts the session where a browser that signed in earlier has it: the stored token and profile
 * (docs/product.md, "Sign-in and the signed-in state"), written before any script of each document
 * runs, and the server's copy of the token (apps/web/src/lib/session-cookie.ts). Lighthouse empties
 * the cache before each run but leaves cookies and storage alone (its clearStorageTypes), as a
 * returning customer's browser is.
 */
export async function startSignedIn(page, session, storeUrl) {
  await page.setCookie({ name: 'session_token', value: session.token, url: storeUrl, sameSite: 'Lax' });
  await page.evaluateOnNewDocument(
    (token, profile) => {
      try {
        if (location.protocol.startsWith('http') && !localStorage.getItem('token')) {
          localStorage.setItem('token', token);
          localStorage.setItem('profile', profile);
        }
      } catch {
        // about:blank has no storage
      }
    },
    session.token,
    JSON.stringify(session.profile),
  );
}
