import { defaultErrorMessage, type ErrorCode } from '@store/domain';
import { ApiError } from './api-error';

// What the store and the console show for a failed call, keyed by the error catalogue's code
// (docs/http-contract.md, "Error codes"): the clients decide on the code, never on the status or
// the text. The alerts follow docs/product.md, "Errors and alerts"; the alerts for 400 and 500 are
// the catalogue's own texts, defined there once.
export const BAD_REQUEST_ALERT = defaultErrorMessage('VALIDATION_FAILED');
export const SERVER_ERROR_ALERT = defaultErrorMessage('INTERNAL');
export const NO_RESPONSE_ALERT = 'We are sorry the Website Seems to be down at the moment';
/** The vendor's page, for a request answered already or a link that no longer opens it. */
export const VENDOR_RESPONSE_ALREADY_GIVEN =
  'A response to this request was already given, or its link has expired.';
/** A booking asked of an experience sold on request: the page offers the enquiry instead. */
export const PRICE_ON_REQUEST_TEXT =
  'Price on request: send an enquiry and our team will call you with a price.';

/** Stands in the table where the text shown is the server's own message for the failure. */
export const SERVER_MESSAGE: unique symbol = Symbol('the server message');

/**
 * How a failure is treated:
 * - bad-request: the request as sent cannot be done; the alert says "Bad Request", a form shows the
 *   fields named, a page its message;
 * - signed-out (401) and forbidden (403): the store signs the customer out (the console only on
 *   signed-out);
 * - refusal: any other refusal (not found, a conflict with the state of things, a limit);
 * - failure: our side or a provider failed; a page shows its own "try again" text;
 * - no-answer: nothing answered (never a row of the table: such a failure has no code).
 */
export type ErrorKind = 'bad-request' | 'signed-out' | 'forbidden' | 'refusal' | 'failure' | 'no-answer';

export interface ErrorText {
  readonly kind: ErrorKind;
  /** The automatic alert, unless the call hides it: a fixed text, the server's message, or none. */
  readonly alert: string | typeof SERVER_MESSAGE | null;
  /** What a page shows in place of the server's message, where the store words it itself. */
  readonly text?: string;
}

const badRequest: ErrorText = { kind: 'bad-request', alert: BAD_REQUEST_ALERT };
const signedOut: ErrorText = { kind: 'signed-out', alert: SERVER_MESSAGE };
const forbidden: ErrorText = { kind: 'forbidden', alert: SERVER_MESSAGE };
const refusal: ErrorText = { kind: 'refusal', alert: null };
/** A refusal whose message the alert shows (405, and the mobile prompts of 412). */
const toldRefusal: ErrorText = { kind: 'refusal', alert: SERVER_MESSAGE };
const failure: ErrorText = { kind: 'failure', alert: null };
const serverError: ErrorText = { kind: 'failure', alert: SERVER_ERROR_ALERT };
const vendorAnswered: ErrorText = { ...badRequest, text: VENDOR_RESPONSE_ALREADY_GIVEN };

/** Every code of the catalogue, as the clients treat it. */
export const ERROR_TEXTS: { readonly [code in ErrorCode]: ErrorText } = {
  VALIDATION_FAILED: badRequest,
  BOOKING_CLOSED: badRequest,
  PINCODE_NOT_SERVICEABLE: badRequest,
  /** The city picker opens with the message (docs/product.md, "Errors and alerts"). */
  PINCODE_CITY_MISMATCH: badRequest,
  ALREADY_RESPONDED: vendorAnswered,
  VENDOR_LINK_INVALID: vendorAnswered,
  VENDOR_LINK_EXPIRED: badRequest,
  PAYOUT_LINK_INVALID: badRequest,
  /** A search falls back to the default city. */
  UNKNOWN_CITY: badRequest,
  COD_UNAVAILABLE: badRequest,
  /** The feedback section says it was shared, with the message. */
  FEEDBACK_ALREADY_GIVEN: badRequest,
  OFFLINE_BOOKING_UNAVAILABLE: badRequest,
  /** The experience page offers the enquiry form instead of booking. */
  PRICE_ON_REQUEST: { ...badRequest, text: PRICE_ON_REQUEST_TEXT },
  SLOT_FULL: badRequest,
  /** A visitor who never signed in gets this on every guarded call: signing out is enough. */
  NO_TOKEN: { kind: 'signed-out', alert: null },
  UNAUTHORIZED: signedOut,
  FORBIDDEN: forbidden,
  CONSOLE_ONLY: forbidden,
  FACTOR_NOT_SET_UP: forbidden,
  WALLET_CREDIT_REFUSED: forbidden,
  FOUR_EYES_REQUIRED: forbidden,
  TRACKING_LINK_READ_ONLY: forbidden,
  NOT_FOUND: refusal,
  TRACKING_LINK_EXPIRED: refusal,
  METHOD_NOT_ALLOWED: toldRefusal,
  CONFLICT: refusal,
  ORDER_STATE: refusal,
  ALREADY_PAID: refusal,
  INVOICE_NOT_DUE: refusal,
  PRICE_CHANGED: refusal,
  LINK_USED: refusal,
  CUSTOMIZATIONS_CLOSED: refusal,
  CUSTOMIZATION_ALREADY_CHOSEN: refusal,
  CUSTOMIZATION_ORDER: refusal,
  ANSWERS_CLOSED: refusal,
  BOOKING_WITHOUT_CUSTOMER: refusal,
  FEEDBACK_NOT_YET: refusal,
  NOTHING_TO_REVIEW: refusal,
  ORDER_NOT_COMPLETED: refusal,
  ALREADY_REVIEWED: refusal,
  REVIEW_CLOSED: refusal,
  REVIEW_ALREADY_DECIDED: refusal,
  REPLY_CHANNEL_UNREACHABLE: refusal,
  NOT_REPLYABLE: refusal,
  CANCELLATION_CLOSED: refusal,
  RESCHEDULE_CLOSED: refusal,
  NOTHING_TO_REFUND: refusal,
  REFUND_IN_PROGRESS: refusal,
  CASH_ALREADY_RECORDED: refusal,
  PAYOUT_ALREADY_PAID: refusal,
  PAYOUT_NEGATIVE_TOTAL: refusal,
  CREDIT_ALREADY_DECIDED: refusal,
  NO_VENDOR_WAITING: refusal,
  REQUEST_NOT_ACCEPTED: refusal,
  VENDOR_STEP_NOT_OPEN: refusal,
  ON_THE_WAY_TOO_EARLY: refusal,
  SLOT_ALREADY_OPEN: refusal,
  SLUG_TAKEN: refusal,
  CAPACITY_BELOW_BOOKED: refusal,
  SURGE_OVERLAP: refusal,
  CODE_TAKEN: refusal,
  MOBILE_TAKEN: refusal,
  VENDOR_MOBILE_TAKEN: refusal,
  VENDOR_MOBILE_VERIFIED: refusal,
  EMAIL_TAKEN: refusal,
  ACCOUNT_JUST_CREATED: refusal,
  DEVICE_TAKEN: refusal,
  OCCASIONS_FULL: refusal,
  BOOKING_STILL_TO_COME: refusal,
  FACTOR_ALREADY_ENROLLED: refusal,
  FACTOR_NOT_STARTED: refusal,
  UNPAID_HOLDS_LIMIT: refusal,
  IDEMPOTENCY_MISMATCH: refusal,
  /** "Mobile field is missing" opens the mobile entry (the client's onMobileMissing hook). */
  MOBILE_MISSING: toldRefusal,
  /** "Mobile is not verified" opens the forced code entry (onMobileNotVerified). */
  MOBILE_NOT_VERIFIED: toldRefusal,
  REQUEST_TIMEOUT: refusal,
  PAYLOAD_TOO_LARGE: refusal,
  UNSUPPORTED_MEDIA_TYPE: refusal,
  /** An enquiry adds ' Please try after Some time' to the message (enquiryFailureText). */
  RATE_LIMITED: refusal,
  INTERNAL: serverError,
  BUSY: failure,
  PROVIDER_UNAVAILABLE: failure,
  SERVICE_UNAVAILABLE: failure,
};

/**
 * A reply without our envelope's code (a proxy's or a gateway's page, not our API) can be told by
 * its status alone: the product's table of statuses (docs/product.md, "Errors and alerts").
 */
export function errorTextOfStatus(status: number): ErrorText {
  if (status === 400) return badRequest;
  if (status === 401) return signedOut;
  if (status === 403) return forbidden;
  if (status === 405 || status === 412) return toldRefusal;
  if (status === 500 || status === 501) return serverError;
  return status >= 500 ? failure : refusal;
}

/** The row of a failure that was answered: its code's, else its status's; undefined when nothing answered. */
export function errorTextOf(error: ApiError): ErrorText | undefined {
  if (error.reason !== 'http') return undefined;
  return error.code ? ERROR_TEXTS[error.code] : errorTextOfStatus(error.status);
}

export function errorKind(error: ApiError): ErrorKind {
  return errorTextOf(error)?.kind ?? 'no-answer';
}

/** Every kind but a failure on our side: what a page shows the message of, unless it says otherwise. */
const SHOWN: readonly ErrorKind[] = ['bad-request', 'signed-out', 'forbidden', 'refusal', 'no-answer'];

/**
 * What a page shows for a failed call: the text the table gives its code, else the server's own
 * message (or, when nothing answered, why; the automatic alert then says the site is down). A
 * failure of another kind than `shown` (by default, one on our side) shows the page's `fallback`,
 * and so does anything thrown that is not an ApiError.
 */
export function failureText(error: unknown, fallback: string, shown: readonly ErrorKind[] = SHOWN): string {
  if (!(error instanceof ApiError) || !shown.includes(errorKind(error))) return fallback;
  return errorTextOf(error)?.text ?? error.message;
}
