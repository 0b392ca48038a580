import { errorEnvelope } from '@store/contract';
import { CONSOLE_API_PREFIX } from '@store/contract/console';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../support/test-app';

describe('health and the error envelope', () => {
  const t = useTestApp();

  it('answers /health with the database engine it reached', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t().database.engine });
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v9/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    const body = errorEnvelope.parse(res.json());
    expect(body).toEqual({
      status_code: 404,
      code: 'NOT_FOUND',
      error_message: 'No route for GET /v9/nothing-here',
      message: 'No route for GET /v9/nothing-here',
      data: {},
    });
  });

  it.each<
    [
      string,
      { method: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> },
      number,
      string,
    ]
  >([
    [
      'a bad body',
      {
        method: 'POST',
        url: '/v2/user/login-otp',
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a body that is not JSON',
      {
        method: 'POST',
        url: '/v2/user/login-otp',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'an unsupported content type',
      { method: 'POST', url: '/v2/user/login-otp', payload: 'x', headers: { 'content-type': 'text/csv' } },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body over the limit',
      {
        method: 'POST',
        url: '/v2/user/login-otp',
        payload: `"${'x'.repeat(300_000)}"`,
        headers: { 'content-type': 'application/json' },
      },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    ['no session', { method: 'GET', url: '/v2/user/role' }, 401, 'NO_TOKEN'],
    [
      'a dead session',
      { method: 'GET', url: '/v2/user/role', headers: { 'x-csrf-token': 'not-a-session' } },
      401,
      'UNAUTHORIZED',
    ],
    [
      'a bad header',
      { method: 'GET', url: '/v2/getCities', headers: { city: 'x'.repeat(500) } },
      400,
      'VALIDATION_FAILED',
    ],
  ])('carries the catalogue code beside the texts for %s', async (_, request, status, code) => {
    const res = await t().app.inject(request);
    expect(res.statusCode).toBe(status);
    const body = errorEnvelope.parse(res.json());
    expect(body).toMatchObject({ status_code: status, code });
    expect(body.error_message).not.toBe('');
  });

  it('documents the error envelope with its code on every operation', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/docs' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<
              string,
              { content?: Record<string, { schema: { properties?: Record<string, { enum?: string[] }> } }> }
            >;
          }
        >
      >;
    };
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(60);
    for (const operation of operations) {
      for (const range of ['4XX', '5XX']) {
        const code = operation.responses[range]?.content?.['application/json']?.schema.properties?.code;
        expect(code?.enum).toEqual(expect.arrayContaining(['VALIDATION_FAILED', 'NOT_FOUND', 'INTERNAL']));
      }
    }
  });

  it('allows the store origin and the contract headers through CORS', async () => {
    const res = await t().app.inject({
      method: 'OPTIONS',
      url: '/v2/getCities',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'app-version,x-csrf-token,city,pincode',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-csrf-token');
    // The browser reuses the answer for two hours instead of asking before every call.
    expect(res.headers['access-control-max-age']).toBe('7200');
  });

  it("answers the console's preflight for the console's origin only, and the store's for the store's", async () => {
    const preflight = (url: string, origin: string) =>
      t().app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const store = 'http://localhost:3000';
    const console = 'http://localhost:3001';
    const toConsole = await preflight(`${CONSOLE_API_PREFIX}/session`, console);
    expect(toConsole.statusCode).toBe(204);
    expect(toConsole.headers['access-control-allow-origin']).toBe(console);
    expect(toConsole.headers['access-control-max-age']).toBe('7200');
    expect(
      (await preflight(`${CONSOLE_API_PREFIX}/session`, store)).headers['access-control-allow-origin'],
    ).toBeUndefined();
    expect(
      (await preflight('/v5/enquire-now', console)).headers['access-control-allow-origin'],
    ).toBeUndefined();
    expect((await preflight('/v5/enquire-now', store)).headers['access-control-allow-origin']).toBe(store);
    // A console call itself (not only its preflight) names the console's origin, and only it.
    const session = (origin: string) =>
      t().app.inject({ method: 'GET', url: `${CONSOLE_API_PREFIX}/session`, headers: { origin } });
    expect((await session(console)).headers['access-control-allow-origin']).toBe(console);
    expect((await session(store)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('does not allow another origin', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/v2/getCities',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a database that goes away under the running app', () => {
  it('makes /health and every read a 503 that says so, never a 500', async () => {
    const t = await buildTestApp();
    await t.database.close();
    const text = 'The store cannot reach its database right now. Please try again in a minute.';
    for (const url of ['/health', '/v2/getCities']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(errorEnvelope.parse(res.json())).toEqual({
        status_code: 503,
        code: 'SERVICE_UNAVAILABLE',
        error_message: text,
        message: text,
        data: {},
      });
    }
    await t.close();
  });
});
