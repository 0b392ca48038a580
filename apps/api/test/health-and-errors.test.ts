import { errorEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './test-app';

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
      error_message: 'No route for GET /v9/nothing-here',
      message: 'No route for GET /v9/nothing-here',
      data: {},
    });
  });

  it('allows the store origin and the spec headers through CORS', async () => {
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
        error_message: text,
        message: text,
        data: {},
      });
    }
    await t.close();
  });
});
