import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closedPortUrl, type LocalServer, sendJson, sendText, startLocalServer } from '../test/local-server';
import { recordingHooks } from '../test/recording-hooks';
import { probe } from '../test/test-endpoints';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { NO_RESPONSE_ALERT } from './error-texts';
import type { RequestOptions } from './options';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

function answer(status: number, body: unknown) {
  server.handle((_request, response) => sendJson(response, status, body));
}

/** Calls GET /probe and returns the rejection together with what the hooks saw. */
async function failingCall(opts?: RequestOptions, baseUrl = server.baseUrl) {
  const { hooks, record } = recordingHooks();
  const error = await createApiClient({ baseUrl, timeoutMs: 200, ...hooks })
    .call(probe, opts)
    .then(() => expect.fail('the call should reject'))
    .catch((thrown: unknown) => thrown);
  if (!(error instanceof ApiError)) throw new Error(`rejected with ${String(error)}`);
  return { error, record };
}

describe('the alert table of the store', () => {
  it.each([
    { status: 400, alert: 'Bad Request' },
    { status: 401, alert: 'Session expired' },
    { status: 403, alert: 'Session expired' },
    { status: 405, alert: 'Session expired' },
    { status: 412, alert: 'Session expired' },
    { status: 500, alert: 'Server Error' },
    { status: 501, alert: 'Server Error' },
    { status: 404, alert: null },
    { status: 409, alert: null },
    { status: 429, alert: null },
  ])('$status alerts $alert', async ({ status, alert }) => {
    answer(status, { status_code: status, error_message: 'Session expired', message: 'fallback', data: {} });
    const { error, record } = await failingCall();
    expect(error).toMatchObject({ status, reason: 'http', message: 'Session expired', data: {} });
    expect(record.alerts).toEqual(alert === null ? [] : [{ text: alert, kind: 'error' }]);
    expect(record.failures).toEqual([error]);
    const isAuth = status === 401 || status === 403;
    expect(record.authErrors).toEqual(
      isAuth ? [{ status, code: undefined, message: 'Session expired' }] : [],
    );
  });

  it('alerts the server message field when there is no error_message', async () => {
    answer(412, { status_code: 412, message: 'Slot no longer available' });
    const { record } = await failingCall();
    expect(record.alerts).toEqual([{ text: 'Slot no longer available', kind: 'error' }]);
  });

  it('alerts the raw body when it has neither', async () => {
    answer(405, { status_code: 405 });
    const { error, record } = await failingCall();
    expect(error.message).toBe('{"status_code":405}');
    expect(record.alerts).toEqual([{ text: '{"status_code":405}', kind: 'error' }]);
  });

  it('alerts that the site is down when the connection is refused', async () => {
    const { error, record } = await failingCall(undefined, await closedPortUrl());
    expect(error).toMatchObject({ status: 0, reason: 'network', data: {} });
    expect(record.alerts).toEqual([{ text: NO_RESPONSE_ALERT, kind: 'error' }]);
    expect(record.failures).toEqual([error]);
  });

  it('alerts that the site is down when no answer comes in time', async () => {
    server.handle(() => {});
    const { error, record } = await failingCall();
    expect(error).toMatchObject({ status: 0, reason: 'timeout', message: 'No response within 200 ms' });
    expect(record.alerts).toEqual([{ text: NO_RESPONSE_ALERT, kind: 'error' }]);
  });
});

describe('hooks and exceptions', () => {
  it("a 401 coded NO_TOKEN logs out without an alert; another 401 shows the server's message", async () => {
    answer(401, { status_code: 401, code: 'NO_TOKEN', message: 'No Token supplied.' });
    const quiet = await failingCall();
    expect(quiet.record.authErrors).toEqual([
      { status: 401, code: 'NO_TOKEN', message: 'No Token supplied.' },
    ]);
    expect(quiet.record.alerts).toEqual([]);
    answer(401, { status_code: 401, code: 'UNAUTHORIZED', message: 'No Token supplied.' });
    const loud = await failingCall();
    expect(loud.record.alerts).toEqual([{ text: 'No Token supplied.', kind: 'error' }]);
  });

  it('hideAlert hides only the alert: the logout signal and failure report still run', async () => {
    answer(401, { status_code: 401, error_message: 'Invalid token' });
    const { record } = await failingCall({ hideAlert: true });
    expect(record.alerts).toEqual([]);
    expect(record.authErrors).toHaveLength(1);
    expect(record.failures).toHaveLength(1);
  });

  it('hideAlert hides the site-down alert too', async () => {
    const { record } = await failingCall({ hideAlert: true }, await closedPortUrl());
    expect(record.alerts).toEqual([]);
  });

  it.each([
    { body: { code: 'MOBILE_MISSING', message: 'any text' }, hook: 'mobileMissing' },
    { body: { code: 'MOBILE_NOT_VERIFIED', message: 'any text' }, hook: 'mobileNotVerified' },
    { body: { code: 'VALIDATION_FAILED', message: 'Mobile is not verified' }, hook: undefined },
  ] as const)('$body calls its hook: $hook', async ({ body, hook }) => {
    answer(412, { status_code: 412, ...body });
    const { record } = await failingCall({ hideAlert: true });
    const calls = { mobileMissing: record.mobileMissing, mobileNotVerified: record.mobileNotVerified };
    const none = { mobileMissing: 0, mobileNotVerified: 0 };
    expect(calls).toEqual(hook ? { ...none, [hook]: 1 } : none);
  });

  it("a caller's own abort rejects with reason 'aborted' and no alert or report", async () => {
    server.handle(() => {});
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const { error, record } = await failingCall({ signal: controller.signal });
    expect(error).toMatchObject({ status: 0, reason: 'aborted' });
    expect(record.alerts).toEqual([]);
    expect(record.failures).toEqual([]);
  });

  it('a throwing hook does not change the rejection', async () => {
    answer(500, { status_code: 500, error_message: 'boom' });
    const client = createApiClient({
      baseUrl: server.baseUrl,
      onAlert: () => {
        throw new Error('toast library missing');
      },
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(client.call(probe)).rejects.toMatchObject({ name: 'ApiError', status: 500 });
      expect(consoleError).toHaveBeenCalledOnce();
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('error bodies', () => {
  it('carries the per-field errors as data and fields', async () => {
    answer(400, { status_code: 400, error_message: 'Invalid input', data: { mobile: 'Invalid mobile' } });
    const { error } = await failingCall();
    expect(error.data).toEqual({ mobile: 'Invalid mobile' });
    expect(error.fields).toEqual({ mobile: 'Invalid mobile' });
  });

  it.each([
    { status: 502, text: '<html>Bad Gateway</html>', alert: null },
    { status: 500, text: 'Internal failure', alert: 'Server Error' },
    { status: 401, text: 'Unauthorized', alert: 'Unauthorized' },
  ])('a non-JSON $status body becomes the message', async ({ status, text, alert }) => {
    server.handle((_request, response) => sendText(response, status, text, 'text/html'));
    const { error, record } = await failingCall();
    expect(error).toMatchObject({ status, reason: 'http', message: text, data: {}, body: text });
    expect(record.alerts.map((a) => a.text)).toEqual(alert === null ? [] : [alert]);
  });

  it('names the status when the error body is empty', async () => {
    server.handle((_request, response) => sendText(response, 503, ''));
    const { error } = await failingCall();
    expect(error).toMatchObject({ status: 503, message: 'Request failed with status 503' });
  });

  it('uses the HTTP status when it is an error and the body says otherwise', async () => {
    answer(500, { status_code: 400, error_message: 'proxy said no' });
    const { error, record } = await failingCall();
    expect(error.status).toBe(500);
    expect(record.alerts).toEqual([{ text: 'Server Error', kind: 'error' }]);
  });

  it('fails an HTTP 200 whose body carries an error status_code, with that code', async () => {
    answer(200, { status_code: 412, error_message: 'Slot full' });
    const { error, record } = await failingCall();
    expect(error).toMatchObject({ status: 412, message: 'Slot full' });
    expect(record.alerts).toEqual([{ text: 'Slot full', kind: 'error' }]);
  });
});
