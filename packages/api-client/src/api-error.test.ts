import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFromResponse,
  failureStatus,
  isFailedResponse,
  messageFromBody,
  toApiError,
} from './api-error';

describe('messageFromBody', () => {
  it.each([
    { body: { error_message: 'E', message: 'M' }, expected: 'E' },
    { body: { error_message: '', message: 'M' }, expected: 'M' },
    { body: { error_message: null, message: 'M' }, expected: 'M' },
    { body: { status_code: 500 }, expected: '{"status_code":500}' },
    { body: '  plain text  ', expected: 'plain text' },
    { body: undefined, expected: 'Request failed with status 502' },
    { body: ['a'], expected: '["a"]' },
  ])('$body -> $expected', ({ body, expected }) => {
    expect(messageFromBody(body, 502)).toBe(expected);
  });
});

describe('which status a reply has and whether it failed', () => {
  it.each([
    { http: 200, body: { status_code: 200 }, failed: false, status: 200 },
    { http: 204, body: undefined, failed: false, status: 204 },
    { http: 200, body: { status_code: 429 }, failed: true, status: 429 },
    { http: 500, body: { status_code: 400 }, failed: true, status: 500 },
    { http: 404, body: '<html/>', failed: true, status: 404 },
    { http: 401, body: { status_code: 'x' }, failed: true, status: 401 },
  ])('HTTP $http with $body', ({ http, body, failed, status }) => {
    expect(isFailedResponse(http, body)).toBe(failed);
    expect(failureStatus(http, body)).toBe(status);
  });
});

describe('ApiError', () => {
  it('keeps a data object and {} for anything else', () => {
    expect(apiErrorFromResponse(400, { data: { pincode: 'Invalid' } }).data).toEqual({ pincode: 'Invalid' });
    expect(apiErrorFromResponse(400, { data: ['x'] }).data).toEqual({});
    expect(apiErrorFromResponse(400, { data: null }).data).toEqual({});
    expect(apiErrorFromResponse(502, 'Bad Gateway').data).toEqual({});
  });

  it('gives text fields, joining lists and leaving out other values', () => {
    const error = apiErrorFromResponse(400, {
      data: { name: 'Required', tags: ['a', 'b'], nested: { x: 1 } },
    });
    expect(error.fields).toEqual({ name: 'Required', tags: 'a, b' });
  });

  it('is an Error named ApiError that remembers the request', () => {
    const error = apiErrorFromResponse(404, { message: 'Not found' }, { method: 'GET', url: '/x' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', status: 404, request: { method: 'GET', url: '/x' } });
  });

  it('toApiError keeps an ApiError and turns anything else into a no-response error', () => {
    const apiError = new ApiError({ status: 400, reason: 'http', message: 'x' });
    expect(toApiError(apiError)).toBe(apiError);
    expect(toApiError(new TypeError('fetch failed'))).toMatchObject({
      status: 0,
      reason: 'network',
      message: 'fetch failed',
    });
  });
});
