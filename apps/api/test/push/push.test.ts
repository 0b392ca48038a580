import { createECDH, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { pushReport, successEnvelope, vapidPublicKey } from '@store/contract';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../accounts/accounts-helpers';
import { auditRows, consolePost, consoleSessionFor, errorOf } from '../console/console-helpers';
import { sessionFor, userWithRole } from '../support/sessions';
import { type StubServer, startStub } from '../support/stub-server';
import { type TestApp, useTestApp } from '../support/test-app';

// http_ece is what push services and browsers use to decrypt; the browser side is played here.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

/** A browser's push subscription: its own key pair and auth secret, and an endpoint on the stub. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const subscription = { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
  return { ecdh, auth, subscription };
}

describe('Web Push', () => {
  let service: StubServer;
  const t = useTestApp();
  beforeAll(async () => {
    service = await startStub((req, res) => {
      res.writeHead(req.url.startsWith('/gone') ? 410 : 201);
      res.end();
    });
  });
  afterAll(() => service?.close());

  const register = (app: TestApp, deviceId: string, subscription: object, token: string) =>
    post(
      app,
      '/v2/user/device_registration',
      {
        device_id: deviceId,
        device_os: 'web_app',
        registration_id: JSON.stringify(subscription),
        registration_app: 'webpush',
      },
      token,
    );

  it('keeps one VAPID key pair, made on first use and stored for every replica', async () => {
    const first = successEnvelope(vapidPublicKey).parse(
      (await t().app.inject({ method: 'GET', url: '/v2/push/vapid-public-key' })).json(),
    ).data;
    const second = (await t().app.inject({ method: 'GET', url: '/v2/push/vapid-public-key' })).json().data;
    expect(first.public_key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(second.public_key).toBe(first.public_key);
    const [row] = await t().database.db.select().from(schema.pushKeys);
    expect(row?.publicKey).toBe(first.public_key);
  });

  it('delivers an encrypted, VAPID-signed message that only the browser can read', async () => {
    const customer = await sessionFor(t(), 2);
    const browser = browserSubscription(`${service.url}/push/abc`);
    await register(t(), 'browser-uuid-0001', browser.subscription, customer);
    const operator = await consoleSessionFor(t(), await userWithRole(t(), 'ops', '9000009002'));
    const res = await consolePost(
      t(),
      '/push',
      { user_id: 2, title: 'Your decorator is on the way', body: 'Arriving by 6 PM', url: '/track_order/12' },
      operator,
    );
    expect(successEnvelope(pushReport).parse(res.json()).data).toEqual({ sent: 1, removed: 0, failed: 0 });

    const delivered = service.requests.find((r) => r.url === '/push/abc');
    const publicKey = (await t().app.inject({ method: 'GET', url: '/v2/push/vapid-public-key' })).json().data
      .public_key;
    expect(delivered?.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered?.headers.authorization).toContain(`k=${publicKey}`);
    expect(delivered?.body.toString()).not.toContain('decorator');
    const plain = ece.decrypt(delivered?.body ?? Buffer.alloc(0), {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.auth,
    });
    expect(JSON.parse(plain.toString())).toEqual({
      title: 'Your decorator is on the way',
      body: 'Arriving by 6 PM',
      url: '/track_order/12',
    });
  });

  it('forgets a subscription the push service says is gone', async () => {
    const customer = await sessionFor(t(), 3);
    await register(
      t(),
      'browser-uuid-0002',
      browserSubscription(`${service.url}/gone/xyz`).subscription,
      customer,
    );
    const operator = await consoleSessionFor(t(), await userWithRole(t(), 'admin', '9000009003'));
    const res = await consolePost(t(), '/push', { user_id: 3, title: 'Hello' }, operator);
    expect(res.json().data).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect(
      await t()
        .database.db.select()
        .from(schema.devices)
        .where(eq(schema.devices.deviceId, 'browser-uuid-0002')),
    ).toHaveLength(0);
  });

  it('lets only operators send, from the console, audited; a store session sends nothing', async () => {
    const customer = await sessionFor(t(), 2);
    expect((await consolePost(t(), '/push', { user_id: 2, title: 'Hi' }, customer)).statusCode).toBe(403);
    const agent = await sessionFor(t(), 1);
    expect((await consolePost(t(), '/push', { user_id: 2, title: 'Hi' }, agent)).statusCode).toBe(403);
    expect((await consolePost(t(), '/push', { user_id: 2, title: 'Hi' })).statusCode).toBe(401);
    // An operator's store session (a password alone) is no console session; the store has no sending route.
    const operatorId = await userWithRole(t(), 'ops', '9000009004');
    const store = await sessionFor(t(), operatorId);
    expect((await consolePost(t(), '/push', { user_id: 2, title: 'Hi' }, store)).statusCode).toBe(401);
    expect((await post(t(), '/v2/push/send', { user_id: 2, title: 'Hi' }, store)).statusCode).toBe(404);
    const sent = await consolePost(
      t(),
      '/push',
      { user_id: 2, title: 'Hi' },
      await consoleSessionFor(t(), operatorId),
    );
    expect(sent.statusCode).toBe(200);
    expect((await auditRows(t())).at(-1)).toMatchObject({ actorId: operatorId, action: 'user.push' });
  });

  let linkTried = 0;
  it.each(['//evil.example/login', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/a b'])(
    'opens only a path of the store, never %s',
    async (url) => {
      linkTried += 1;
      const operator = await consoleSessionFor(t(), await userWithRole(t(), 'ops', `900000910${linkTried}`));
      const res = await consolePost(t(), '/push', { user_id: 2, title: 'Hi', url }, operator);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).data).toHaveProperty('url');
    },
  );
});
