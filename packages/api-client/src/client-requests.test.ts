import { DEFAULT_APP_VERSION } from '@store/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LocalServer, sendJson, sendText, startLocalServer } from '../test/local-server';
import { recordingHooks } from '../test/recording-hooks';
import {
  cachedCity,
  createDate,
  deleteAddress,
  feedback,
  looseListing,
  updateDate,
  vendorRespond,
} from '../test/test-endpoints';
import { createApiClient } from './client';
import { endpoints } from './endpoints';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  server.handle((_request, response) =>
    sendJson(response, 200, { status_code: 200, message: 'ok', data: null }),
  );
});

const lastRequest = () => {
  const request = server.received.at(-1);
  if (!request) throw new Error('the server received nothing');
  return request;
};

describe('headers as the server sees them', () => {
  it('sends App-Version webapp_browser_1001 by default and no optional headers', async () => {
    await createApiClient({ baseUrl: server.baseUrl }).call(endpoints.cities);
    const { headers } = lastRequest();
    expect(DEFAULT_APP_VERSION).toBe('webapp_browser_1001');
    expect(headers['app-version']).toBe('webapp_browser_1001');
    expect(headers).not.toHaveProperty('x-csrf-token');
    expect(headers).not.toHaveProperty('city');
    expect(headers).not.toHaveProperty('pincode');
  });

  it('sends the App-Version passed in', async () => {
    await createApiClient({ baseUrl: server.baseUrl, appVersion: 'webapp_server_7' }).call(endpoints.cities);
    expect(lastRequest().headers['app-version']).toBe('webapp_server_7');
  });

  it.each([null, undefined, ''])('sends no X-CSRF-TOKEN when the token is %j', async (token) => {
    await createApiClient({ baseUrl: server.baseUrl, getToken: () => token }).call(endpoints.role);
    expect(lastRequest().headers).not.toHaveProperty('x-csrf-token');
  });

  it('sends the token, city and pincode read at call time', async () => {
    let token = 'first-token';
    const client = createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => token,
      getCity: () => 'delhi-ncr',
      getPincode: () => 110001,
    });
    await client.call(endpoints.role);
    expect(lastRequest().headers).toMatchObject({
      'x-csrf-token': 'first-token',
      city: 'delhi-ncr',
      pincode: '110001',
    });
    token = 'second-token';
    await client.call(endpoints.role);
    expect(lastRequest().headers['x-csrf-token']).toBe('second-token');
  });

  it("sends the page's request id as X-Request-Id, none when there is none", async () => {
    await createApiClient({ baseUrl: server.baseUrl, getRequestId: () => 'page-1a2b3c4d' }).call(
      endpoints.cities,
    );
    expect(lastRequest().headers['x-request-id']).toBe('page-1a2b3c4d');
    await createApiClient({ baseUrl: server.baseUrl, getRequestId: () => undefined }).call(endpoints.cities);
    expect(lastRequest().headers).not.toHaveProperty('x-request-id');
  });

  it('adds per-call headers', async () => {
    await createApiClient({ baseUrl: server.baseUrl }).call(endpoints.cities, {
      headers: { 'X-Trace': 'abc' },
    });
    expect(lastRequest().headers['x-trace']).toBe('abc');
  });
});

describe('requests as the server receives them', () => {
  it('puts GET params in the query string, skipping empty ones and repeating arrays', async () => {
    await createApiClient({ baseUrl: server.baseUrl }).call(looseListing, {
      params: { slug: 'cakes' },
      query: {
        onlyActive: true,
        page: 2,
        start: 12,
        limit: 12,
        sort: undefined,
        sortBy: null,
        collection_ids: ['a', 'b'],
      },
    });
    expect(lastRequest()).toMatchObject({
      method: 'GET',
      url: '/v5/tag/slug/cakes/experiences_page?onlyActive=true&page=2&start=12&limit=12&collection_ids=a&collection_ids=b',
      body: '',
    });
  });

  it.each([
    [
      'POST',
      (client: ReturnType<typeof createApiClient>) =>
        client.call(createDate, { body: { name: 'Asha', at: 1 } }),
    ],
    [
      'PUT',
      (client: ReturnType<typeof createApiClient>) =>
        client.call(updateDate, { params: { id: 7 }, body: { name: 'Asha', at: 1 } }),
    ],
  ])('%s sends a JSON body', async (method, call) => {
    await call(createApiClient({ baseUrl: server.baseUrl }));
    const request = lastRequest();
    expect(request.method).toBe(method);
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ name: 'Asha', at: 1 });
  });

  it('sends a FormData as multipart/form-data with its boundary, not as JSON (the setup photos)', async () => {
    const form = new FormData();
    form.append('photos', new Blob([Uint8Array.from([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'a.jpg');
    await createApiClient({ baseUrl: server.baseUrl }).call(endpoints.vendorPhotos, {
      query: { token: 't' },
      body: form,
    });
    const request = lastRequest();
    expect(request).toMatchObject({ method: 'POST', url: '/v1/vendor/photos?token=t' });
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="photos"; filename="a.jpg"');
  });

  it('DELETE sends the method and its params, without a body', async () => {
    await createApiClient({ baseUrl: server.baseUrl }).call(deleteAddress, {
      params: { id: 3 },
      query: { force: 1 },
    });
    expect(lastRequest()).toMatchObject({
      method: 'DELETE',
      url: '/v5/delete-customer-address/3?force=1',
      body: '',
    });
  });

  it('joins a base URL with a trailing slash and a path without a leading one', async () => {
    await createApiClient({ baseUrl: `${server.baseUrl}/` }).call(endpoints.searchUsers, {
      query: { query: 'asha' },
    });
    expect(lastRequest().url).toBe('/v2/user/search?query=asha');
  });

  it('uses an absolute URL (a vendor response_url) as given', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
    await client.call(vendorRespond(server.baseUrl), { query: { response: 0 } });
    expect(lastRequest().url).toBe('/v1/vendor/respond?response=0');
  });

  it('rejects an unserialisable body as a plain error, without calling the server', async () => {
    const { hooks, record } = recordingHooks();
    const client = createApiClient({ baseUrl: server.baseUrl, ...hooks });
    await expect(client.call(createDate, { body: { at: 1n } })).rejects.toThrow(TypeError);
    expect(server.received).toEqual([]);
    expect(record.alerts).toEqual([]);
  });

  it('calls through an injected fetch', async () => {
    const seen: string[] = [];
    const client = createApiClient({
      baseUrl: server.baseUrl,
      fetch: (input, init) => {
        seen.push(String(input));
        return fetch(input, init);
      },
    });
    await client.call(endpoints.cities);
    expect(seen).toEqual([`${server.baseUrl}/v2/getCities`]);
  });
});

describe('successful replies', () => {
  it('resolve to the data of the envelope', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { status_code: 200, message: 'Cities', data: [{ id: 1, slug: 'delhi-ncr' }] }),
    );
    const cities = await createApiClient({ baseUrl: server.baseUrl }).call(endpoints.cities);
    expect(cities).toEqual([{ id: 1, slug: 'delhi-ncr' }]);
  });

  it('expose the envelope message through callWithMessage()', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { status_code: 200, message: 'Feedback already shared' }),
    );
    const reply = await createApiClient({ baseUrl: server.baseUrl }).callWithMessage(feedback, {
      body: { rating: 5 },
    });
    expect(reply).toMatchObject({ status: 200, message: 'Feedback already shared', data: undefined });
  });

  it('return a body without our envelope whole', async () => {
    server.handle((_request, response) => sendJson(response, 200, [{ id: 1 }]));
    expect(await createApiClient({ baseUrl: server.baseUrl }).call(cachedCity)).toEqual([{ id: 1 }]);
  });

  it('resolve to undefined for an empty 204', async () => {
    server.handle((_request, response) => sendText(response, 204, ''));
    expect(
      await createApiClient({ baseUrl: server.baseUrl }).call(deleteAddress, { params: { id: 1 } }),
    ).toBeUndefined();
  });
});
