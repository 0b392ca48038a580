import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Stand-ins for Google and Facebook, the outside providers of social sign-in: real HTTP servers on
 * the ports scripts/test.mjs gave the API (Google's key set, Facebook's Graph API), and the browser
 * scripts the store loads (answered by the journeys with page.route).
 */
export const GOOGLE_ISSUER = 'https://accounts.google.com';

export type StandIn = { requests: URL[]; close(): Promise<void> };

async function serve(port: number, answer: (url: URL) => [number, unknown]): Promise<StandIn> {
  const requests: URL[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    requests.push(url);
    const [status, body] = answer(url);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The API keeps its connections open; they must not hold the port for the next worker.
        server.closeAllConnections();
      }),
  };
}

/**
 * The key Google's stand-in signs with. Made once and kept in .tmp: the API keeps a fetched key set
 * for minutes, and each browser project runs these journeys in a new worker against the same API.
 */
export function googleSigningKey(): { key: KeyObject; kid: string } {
  const file = '.tmp/e2e-google-signing-key.pem';
  if (!existsSync(file)) {
    mkdirSync('.tmp', { recursive: true });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    try {
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { flag: 'wx' });
    } catch {
      // Another run made it first; theirs is used.
    }
  }
  const key = createPrivateKey(readFileSync(file));
  const der = createPublicKey(key).export({ type: 'spki', format: 'der' });
  return { key, kid: createHash('sha256').update(der).digest('base64url').slice(0, 16) };
}

/** A key nobody published: what it signs must be refused. */
export const strangerKey = (): KeyObject => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A Google ID token (RS256 JWT) for `audience`, valid for an hour. */
export function googleIdToken(
  signer: { key: KeyObject; kid: string },
  audience: string,
  person: { sub: string; email: string; givenName: string; familyName: string },
): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: GOOGLE_ISSUER,
    aud: audience,
    sub: person.sub,
    email: person.email,
    email_verified: true,
    name: `${person.givenName} ${person.familyName}`,
    given_name: person.givenName,
    family_name: person.familyName,
    iat: now - 10,
    exp: now + 3600,
  };
  const input = `${base64url({ alg: 'RS256', typ: 'JWT', kid: signer.kid })}.${base64url(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), signer.key).toString('base64url')}`;
}

/** Google's key set (JWKS) with the published key. */
export function startGoogleKeys(port: number, signer: { key: KeyObject; kid: string }): Promise<StandIn> {
  const jwk = {
    ...createPublicKey(signer.key).export({ format: 'jwk' }),
    kid: signer.kid,
    alg: 'RS256',
    use: 'sig',
  };
  return serve(port, (url) => (url.pathname === '/certs' ? [200, { keys: [jwk] }] : [404, {}]));
}

/** Facebook's access tokens here are `fb-e2e-{user id}`. */
export const facebookToken = (userId: string): string => `fb-e2e-${userId}`;

/**
 * The Graph API as the API uses it: debug_token (answered only with our app's token) and /me.
 * Token `fb-e2e-{id}` is a valid user token of our app for user {id}; anything else is not.
 */
export function startGraph(port: number, appId: string, appSecret: string): Promise<StandIn> {
  const userOf = (token: string | null) => token?.match(/^fb-e2e-(\d+)$/)?.[1];
  return serve(port, (url) => {
    const token = url.searchParams.get('access_token');
    if (url.pathname === '/debug_token') {
      if (token !== `${appId}|${appSecret}`)
        return [400, { error: { message: 'Invalid OAuth access token' } }];
      const user = userOf(url.searchParams.get('input_token'));
      return [200, { data: user ? { is_valid: true, app_id: appId, user_id: user } : { is_valid: false } }];
    }
    const user = userOf(token);
    if (url.pathname === '/me' && user) {
      return [200, { id: user, first_name: 'Kavya', last_name: 'Menon', email: `kavya.${user}@example.com` }];
    }
    return [400, { error: { message: 'Invalid OAuth access token' } }];
  });
}

/**
 * Google Identity Services in the browser: initialize keeps the callback; the button it renders
 * (and prompt) hands it `credential`, as Google's sign-in window would.
 */
export function gsiScript(credential: string): string {
  return `(() => {
  let options;
  window.__gsi = { clientIds: [], buttons: 0 };
  const signIn = () => options.callback({ credential: ${JSON.stringify(credential)}, select_by: 'btn' });
  window.google = { accounts: { id: {
    initialize(o) { options = o; window.__gsi.clientIds.push(o.client_id); },
    renderButton(parent, o) {
      window.__gsi.buttons += 1;
      const button = document.createElement('div');
      button.setAttribute('role', 'button');
      button.tabIndex = 0;
      button.dataset.testid = 'google-rendered-button';
      button.textContent = o.text === 'continue_with' ? 'Continue with Google' : 'Sign in with Google';
      button.style.cssText = 'display:flex;align-items:center;justify-content:center;height:40px;width:' + o.width + 'px;border:1px solid #dadce0;border-radius:20px;font:500 14px sans-serif;cursor:pointer';
      button.addEventListener('click', signIn);
      parent.replaceChildren(button);
    },
    prompt: signIn,
  } } };
})();`;
}

/** The Facebook SDK: FB.init is recorded, FB.login answers with `response`, fbAsyncInit is called. */
export function facebookSdkScript(response: unknown): string {
  return `(() => {
  window.__fb = { init: null, scope: null };
  window.FB = {
    init(o) { window.__fb.init = o; },
    login(callback, o) { window.__fb.scope = o && o.scope; setTimeout(() => callback(${JSON.stringify(response)}), 50); },
  };
  setTimeout(() => window.fbAsyncInit && window.fbAsyncInit(), 0);
})();`;
}
