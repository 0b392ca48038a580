export interface ErrorEntry {
  readonly status: number;
  readonly message: string;
}

// Stable codes: the API maps them to HTTP and the client to text, so codes never change meaning.
// Default messages follow the store's texts (docs/product.md, "Errors and alerts") where they name
// one ('Bad Request', 'Server Error', 'No Token supplied.', the mobile prompts); the client keys
// its behaviour on those exact texts.
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: 'Bad Request' },
  BOOKING_CLOSED: { status: 400, message: 'Booking for this slot has closed.' },
  PINCODE_NOT_SERVICEABLE: { status: 400, message: 'This pincode is not serviceable.' },
  PINCODE_CITY_MISMATCH: { status: 400, message: 'This pincode does not belong to the selected city.' },
  ALREADY_RESPONDED: { status: 400, message: 'Response already given.' },
  NO_TOKEN: { status: 401, message: 'No Token supplied.' },
  UNAUTHORIZED: { status: 401, message: 'Please log in to continue.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.' },
  /** A staff power or an operator's own sign-in details, asked of an operator's store session. */
  CONSOLE_ONLY: { status: 403, message: 'Operators do this in the console.' },
  /** An operator with no authenticator, where texted console codes are not allowed (production). */
  FACTOR_NOT_SET_UP: { status: 403, message: 'This account has no authenticator set up.' },
  WALLET_CREDIT_REFUSED: {
    status: 403,
    message: "An operator cannot credit their own wallet or another operator's.",
  },
  FOUR_EYES_REQUIRED: {
    status: 403,
    message: 'Another admin must decide a credit you asked for.',
  },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  /** A tracking link past its days (or replaced): the order opens only to its signed-in customer. */
  TRACKING_LINK_EXPIRED: {
    status: 410,
    message: 'This tracking link has expired. Please sign in to see your booking.',
  },
  /** A change (cancel, move, answers) asked with a tracking link's key alone: the link only shows. */
  TRACKING_LINK_READ_ONLY: {
    status: 403,
    message: 'This link shows the booking only. Please sign in as its customer to change it.',
  },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed.' },
  CONFLICT: { status: 409, message: 'This request conflicts with the current state.' },
  IDEMPOTENCY_MISMATCH: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request.',
  },
  /** A customer holding the most unpaid bookings at once asked for another (the store's setting). */
  UNPAID_HOLDS_LIMIT: {
    status: 409,
    message: 'You have too many bookings waiting for payment. Please complete one before booking another.',
  },
  /** A customer's own booking to confirm later, where the experience takes only bookings paid now. */
  OFFLINE_BOOKING_UNAVAILABLE: {
    status: 400,
    message: 'This experience cannot be booked now and confirmed later. Please pay online instead.',
  },
  SLOT_FULL: { status: 400, message: 'This slot is full. Please choose another slot.' },
  MOBILE_MISSING: { status: 412, message: 'Mobile field is missing' },
  MOBILE_NOT_VERIFIED: { status: 412, message: 'Mobile is not verified' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  RATE_LIMITED: { status: 429, message: 'Too many requests.' },
  INTERNAL: { status: 500, message: 'Server Error' },
  BUSY: { status: 503, message: 'The server is busy. Please try again in a moment.' },
  PROVIDER_UNAVAILABLE: {
    status: 502,
    message: 'The payment provider did not answer. Please try again in a few minutes.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The store cannot reach its database right now. Please try again in a minute.',
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];

/** The code of a status many codes share, for errors that come with a status only (the framework's). */
const BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** The catalogue code for an HTTP status: its own, else the generic one of its class. */
export function codeForStatus(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL');
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

export function defaultErrorMessage(code: ErrorCode): string {
  return ERROR_CATALOGUE[code].message;
}
