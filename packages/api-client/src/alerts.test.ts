import { describe, expect, it } from 'vitest';
import { alertFor } from './alerts';
import { ApiError, apiErrorFromResponse, type FailureReason, noResponseError } from './api-error';
import { NO_RESPONSE_ALERT } from './error-texts';

const withMessage = (status: number, message: string) =>
  apiErrorFromResponse(status, { error_message: message });

describe('alertFor', () => {
  it.each([
    { status: 400, alert: 'Bad Request' },
    { status: 401, alert: 'Token expired' },
    { status: 403, alert: 'Token expired' },
    { status: 405, alert: 'Token expired' },
    { status: 412, alert: 'Token expired' },
    { status: 500, alert: 'Server Error' },
    { status: 501, alert: 'Server Error' },
    { status: 404, alert: null },
    { status: 409, alert: null },
    { status: 422, alert: null },
    { status: 429, alert: null },
    { status: 502, alert: null },
    { status: 503, alert: null },
  ])('$status -> $alert', ({ status, alert }) => {
    expect(alertFor(withMessage(status, 'Token expired'))).toBe(alert);
  });

  it.each([
    { reason: 'network', alert: NO_RESPONSE_ALERT },
    { reason: 'timeout', alert: NO_RESPONSE_ALERT },
    { reason: 'aborted', alert: null },
  ] as Array<{ reason: Exclude<FailureReason, 'http'>; alert: string | null }>)(
    'no response ($reason) -> $alert',
    ({ reason, alert }) => {
      expect(alertFor(noResponseError(reason, 'x'))).toBe(alert);
    },
  );

  it('shows no alert for the code NO_TOKEN, whatever the text; the same text under another code is shown', () => {
    expect(
      alertFor(apiErrorFromResponse(401, { code: 'NO_TOKEN', message: 'No Token supplied.' })),
    ).toBeNull();
    expect(alertFor(apiErrorFromResponse(401, { code: 'NO_TOKEN', message: 'reworded' }))).toBeNull();
    expect(alertFor(withMessage(401, 'No Token supplied.'))).toBe('No Token supplied.');
  });

  it('reads the code only from our envelope, and only a code the catalogue knows', () => {
    expect(apiErrorFromResponse(412, { code: 'MOBILE_MISSING' }).code).toBe('MOBILE_MISSING');
    expect(apiErrorFromResponse(412, { code: 'SOMETHING_ELSE' }).code).toBeUndefined();
    expect(apiErrorFromResponse(502, '<html>bad gateway</html>').code).toBeUndefined();
    expect(noResponseError('timeout', 'x').code).toBeUndefined();
  });

  it('uses the raw body when there is no message', () => {
    expect(alertFor(new ApiError({ status: 401, reason: 'http', message: '{"a":1}', body: { a: 1 } }))).toBe(
      '{"a":1}',
    );
  });

  it('spells the site-down text exactly as the product shows it', () => {
    expect(NO_RESPONSE_ALERT).toBe('We are sorry the Website Seems to be down at the moment');
  });
});
