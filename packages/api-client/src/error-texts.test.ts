import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { alertFor, isAuthError } from './alerts';
import { apiErrorFromResponse, noResponseError } from './api-error';
import {
  ERROR_TEXTS,
  type ErrorKind,
  errorKind,
  errorTextOfStatus,
  failureText,
  PRICE_ON_REQUEST_TEXT,
  SERVER_MESSAGE,
  VENDOR_RESPONSE_ALREADY_GIVEN,
} from './error-texts';

/** A reply of our API: its code's own status, and the envelope naming the code. */
const reply = (code: ErrorCode, message = 'What the server says.') =>
  apiErrorFromResponse(ERROR_CATALOGUE[code].status, {
    status_code: ERROR_CATALOGUE[code].status,
    code,
    error_message: message,
    message,
    data: {},
  });

describe('the table of error texts', () => {
  it('treats every code as the product treats its status, but where it says otherwise', () => {
    // The store's own words for a code, and the alert a visitor never signed in is spared.
    const ownWords: Partial<Record<ErrorCode, object>> = {
      ALREADY_RESPONDED: { text: VENDOR_RESPONSE_ALREADY_GIVEN },
      VENDOR_LINK_INVALID: { text: VENDOR_RESPONSE_ALREADY_GIVEN },
      NO_TOKEN: { alert: null },
      PRICE_ON_REQUEST: { text: PRICE_ON_REQUEST_TEXT },
    };
    for (const code of ERROR_CODES) {
      const byStatus = errorTextOfStatus(ERROR_CATALOGUE[code].status);
      expect(ERROR_TEXTS[code], code).toEqual({ ...byStatus, ...ownWords[code] });
    }
  });

  it.each([
    ['VALIDATION_FAILED', 'Bad Request'],
    ['FEEDBACK_ALREADY_GIVEN', 'Bad Request'],
    ['UNKNOWN_CITY', 'Bad Request'],
    ['UNAUTHORIZED', 'What the server says.'],
    ['CONSOLE_ONLY', 'What the server says.'],
    ['MOBILE_MISSING', 'What the server says.'],
    ['NO_TOKEN', null],
    ['ORDER_STATE', null],
    ['REFUND_IN_PROGRESS', null],
    ['NOT_FOUND', null],
    ['RATE_LIMITED', null],
    ['INTERNAL', 'Server Error'],
    ['PROVIDER_UNAVAILABLE', null],
  ] as const)('alerts %s with %j', (code, alert) => {
    expect(alertFor(reply(code))).toBe(alert);
  });

  it('signs out on the codes of a missing or refused sign-in only', () => {
    const signsOut = ERROR_CODES.filter((code) => isAuthError(reply(code)));
    expect(signsOut.every((code) => [401, 403].includes(ERROR_CATALOGUE[code].status))).toBe(true);
    expect(signsOut).toEqual(expect.arrayContaining(['NO_TOKEN', 'UNAUTHORIZED', 'FORBIDDEN']));
    expect(isAuthError(reply('ORDER_STATE'))).toBe(false);
  });

  it('decides on the code, not the status: a code under another status keeps its treatment', () => {
    const refused = apiErrorFromResponse(200, {
      status_code: 409,
      code: 'FEEDBACK_ALREADY_GIVEN',
      message: 'x',
    });
    expect(errorKind(refused)).toBe('bad-request');
    expect(alertFor(refused)).toBe('Bad Request');
  });
});

describe('errorKind', () => {
  it.each([
    ['COD_UNAVAILABLE', 'bad-request'],
    ['NO_TOKEN', 'signed-out'],
    ['FOUR_EYES_REQUIRED', 'forbidden'],
    ['LINK_USED', 'refusal'],
    ['TRACKING_LINK_EXPIRED', 'refusal'],
    ['BUSY', 'failure'],
  ] as const)('%s is %s', (code, kind) => {
    expect(errorKind(reply(code))).toBe(kind);
  });

  it('tells a reply without our code by its status, and a call nothing answered apart', () => {
    expect(errorKind(apiErrorFromResponse(502, '<html>Bad Gateway</html>'))).toBe('failure');
    expect(errorKind(apiErrorFromResponse(403, 'Forbidden'))).toBe('forbidden');
    expect(errorKind(noResponseError('timeout', 'No response within 30000 ms'))).toBe('no-answer');
  });
});

describe('failureText', () => {
  const FALLBACK = 'Please try again.';

  it.each([
    [
      'a refusal shows its message',
      reply('SLOT_ALREADY_OPEN', 'Already open on 2026-12-03.'),
      'Already open on 2026-12-03.',
    ],
    [
      'the vendor page words an answered request itself',
      reply('ALREADY_RESPONDED', 'You rejected this booking.'),
      VENDOR_RESPONSE_ALREADY_GIVEN,
    ],
    ['and a link that does not open it', reply('VENDOR_LINK_INVALID'), VENDOR_RESPONSE_ALREADY_GIVEN],
    [
      'a link past its day shows why',
      reply('VENDOR_LINK_EXPIRED', 'This link worked until Sat.'),
      'This link worked until Sat.',
    ],
    ['our failure shows the page text', reply('INTERNAL', 'Server Error'), FALLBACK],
    ['a provider failing too', reply('PROVIDER_UNAVAILABLE'), FALLBACK],
    ['no answer shows why', noResponseError('network', 'fetch failed'), 'fetch failed'],
    ['anything else thrown the page text', new TypeError('x is undefined'), FALLBACK],
  ] as const)('%s', (_, error, text) => {
    expect(failureText(error, FALLBACK)).toBe(text);
  });

  it.each([
    ['SLOT_FULL', 'What the server says.'],
    ['PINCODE_NOT_SERVICEABLE', 'What the server says.'],
    ['NOT_FOUND', FALLBACK],
    ['RATE_LIMITED', FALLBACK],
    ['INTERNAL', FALLBACK],
  ] as const)('shows only the kinds asked for: a bad request %s -> %j', (code, text) => {
    expect(failureText(reply(code), FALLBACK, ['bad-request'])).toBe(text);
  });

  it('leaves out a call nothing answered when the page asks for refusals only', () => {
    const refusals: ErrorKind[] = ['bad-request', 'signed-out', 'forbidden', 'refusal'];
    expect(failureText(noResponseError('network', 'fetch failed'), FALLBACK, refusals)).toBe(FALLBACK);
    expect(failureText(reply('EMAIL_TAKEN', 'Proved on another account.'), FALLBACK, refusals)).toBe(
      'Proved on another account.',
    );
  });

  it('marks the rows whose text is the server message apart from fixed texts', () => {
    expect(ERROR_TEXTS.UNAUTHORIZED.alert).toBe(SERVER_MESSAGE);
    expect(typeof ERROR_TEXTS.VALIDATION_FAILED.alert).toBe('string');
  });
});

// The clients decide on the error's code (the table above), never on its status or its text: only
// this file's fallback for replies without a code reads a status.
const ROOT = resolve(import.meta.dirname, '../../..');
const CLIENT_SOURCES = ['apps/web/src', 'apps/console/src', 'packages/api-client/src'];
const ALLOWED = ['packages/api-client/src/error-texts.ts', 'packages/api-client/src/api-error.ts'];
/** An error's status compared, or its text matched: `error.status === 400`, `failure.message.includes(`. */
const DECISIONS = [
  /\b(error|failure|caught|err)\.status\s*(===|!==|==|!=|<|>|<=|>=)/,
  /\b(error|failure|caught|err)\.message\s*(===|!==|==|!=)|\b(error|failure|caught|err)\.message\.(includes|startsWith|endsWith|match)\(/,
  /\bhasMessage\(|MessageOf\(|is\w+Message\(/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the clients decide on codes', () => {
  it('compare no error status and match no error text', () => {
    const found = CLIENT_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((file) => !ALLOWED.includes(relative(ROOT, file)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(ROOT, file)}:${i + 1}` }))
          .filter(({ line }) => DECISIONS.some((pattern) => pattern.test(line)))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it('would see one (the patterns match what they guard against)', () => {
    for (const line of [
      'error instanceof ApiError && error.status === 400',
      'failure.status < 500 ? failure.message : X',
      'caught.status >= 500',
      'isPincodeCityMessage(error.message)',
      "error.message.startsWith('This pincode')",
      'error.hasMessage(MOBILE_NOT_AVAILABLE_MESSAGE)',
    ])
      expect(
        DECISIONS.some((pattern) => pattern.test(line)),
        line,
      ).toBe(true);
    expect(DECISIONS.some((pattern) => pattern.test("error.code === 'NOT_FOUND'"))).toBe(false);
  });
});
