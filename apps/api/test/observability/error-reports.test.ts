import { gunzipSync } from 'node:zlib';
import { errorEnvelope } from '@store/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../src/http/error-handler';
import { errorReports, scrubReport } from '../../src/modules/observability/error-reports';
import { echoRequestId, requestIdOf } from '../../src/modules/observability/request-id';
import { type SentryHub, startSentry } from '../../src/modules/observability/sentry';
import { type StubServer, startStub } from '../support/stub-server';

// With SENTRY_DSN set, an unexpected failure reaches Sentry (here a stand-in on
// this machine, spoken to by Sentry's own SDK) with its request id and without personal data.

type Item = { type?: string } & Record<string, unknown>;

/** The event items of every envelope the stand-in received (one JSON line each, after headers). */
function events(stub: StubServer): Item[] {
  return stub.requests.flatMap((request) => {
    const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(request.body) : request.body;
    const lines = body.toString('utf8').split('\n').filter(Boolean);
    const items: Item[] = [];
    for (let i = 1; i + 1 < lines.length; i += 2) {
      const header = JSON.parse(lines[i] ?? '{}') as Item;
      if (header.type === 'event') items.push(JSON.parse(lines[i + 1] ?? '{}') as Item);
    }
    return items;
  });
}

describe('error reports to Sentry', () => {
  let stub: StubServer;
  let sentry: SentryHub;
  beforeAll(async () => {
    stub = await startStub((_, response) => response.writeHead(200).end('{}'));
    const dsn = `${stub.url.replace('http://', 'http://publickey@')}/42`;
    sentry = await startSentry({ dsn, environment: 'test', release: 'store@test' });
  });
  afterAll(() => stub.close());

  it("sends a request's unexpected error, its request id and route as tags, with no mobile, email or token", async () => {
    const app = Fastify({ genReqId: requestIdOf });
    registerErrorHandling(app, errorReports(sentry));
    echoRequestId(app);
    app.get('/orders/:id/pay', async () => {
      throw new Error(
        'payment for +91 98765 43210 (asha@example.com) failed, session q9Xr2LmT7vBn4KpW8sYz1CdE',
      );
    });
    const res = await app.inject({
      method: 'GET',
      url: '/orders/7/pay',
      headers: { 'x-request-id': 'lb-req-0001' },
    });
    expect(res.statusCode).toBe(500);
    expect(errorEnvelope.parse(res.json()).error_message).toBe('Server Error');
    await sentry.close(5_000);

    const [event] = events(stub);
    expect(event?.environment).toBe('test');
    expect(event?.release).toBe('store@test');
    expect(event?.tags).toEqual({ source: 'server', request_id: 'lb-req-0001', route: '/orders/:id/pay' });
    const exception = (event?.exception as { values?: { type: string; value: string }[] } | undefined)
      ?.values?.[0];
    expect(exception).toMatchObject({
      type: 'Error',
      value: 'payment for [phone] ([email]) failed, session [token]',
    });
    expect(event).not.toHaveProperty('user');
    expect(event).not.toHaveProperty('request');
    expect(JSON.stringify(stub.requests.map((r) => r.body.toString()))).not.toMatch(/98765|asha@|q9Xr2/);
  });

  it("forwards a browser's report as an event of its own, scrubbed", async () => {
    const dsn = `${stub.url.replace('http://', 'http://publickey@')}/42`;
    const browserSentry = await startSentry({ dsn, environment: 'test' });
    const report = scrubReport({
      kind: 'unhandledrejection',
      name: 'ApiError',
      message: 'no answer for 9876543210',
      page: '/checkout?mobile=9876543210',
    });
    errorReports(browserSentry).browser(report, { requestId: 'browser-req-1' });
    await browserSentry.close(5_000);
    const event = events(stub).find((e) => (e.tags as Record<string, string>)?.source === 'browser');
    expect(event?.message).toBe('ApiError: no answer for [phone]');
    expect(event?.extra).toMatchObject({ kind: 'unhandledrejection', page: '/checkout?mobile=[redacted]' });
    expect(event?.tags).toEqual({ source: 'browser', request_id: 'browser-req-1' });
  });
});
