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
  /** A vendor's link the store did not sign, or of another request's window. */
  VENDOR_LINK_INVALID: { status: 400, message: 'This booking request link is not valid.' },
  /** A vendor's statements link the store did not sign, or past its days. */
  PAYOUT_LINK_INVALID: { status: 400, message: 'This statements link is not valid.' },
  /** A vendor's link past the day it serves: the booking's steps can no longer be marked with it. */
  VENDOR_LINK_EXPIRED: { status: 400, message: 'This booking request link has expired.' },
  /** A CITY (or city id) that names no city the store sells in. */
  UNKNOWN_CITY: { status: 400, message: 'Unknown city' },
  /** Cash on delivery, asked of an experience that takes none. */
  COD_UNAVAILABLE: { status: 400, message: 'Cash on delivery is not available for this experience.' },
  /** A quote or an order asked of an experience sold on request: its price comes after an enquiry. */
  PRICE_ON_REQUEST: {
    status: 400,
    message: 'This experience is priced on request. Please send an enquiry instead.',
  },
  /** A booking's feedback, sent again: it is given once. */
  FEEDBACK_ALREADY_GIVEN: {
    status: 400,
    message: 'You have already shared your feedback for this booking.',
  },
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
  /**
   * A bare 409 that names no reason (codeForStatus): no refusal of ours throws it, each names its
   * reason with one of the codes below.
   */
  CONFLICT: { status: 409, message: 'This request conflicts with the current state.' },
  // The refusals (409): the request is well formed, but the state of things does not allow it now.
  /** An order (booking or add-on) that cannot make this move from its state. */
  ORDER_STATE: { status: 409, message: 'This order cannot make this change in its state.' },
  ALREADY_PAID: { status: 409, message: 'This order is already paid.' },
  /** A tax invoice (or a refund's credit note) asked of a booking before it is paid (or the money is back). */
  INVOICE_NOT_DUE: { status: 409, message: 'The tax invoice is issued once the booking is paid.' },
  /** The money to pay changed between the preview and the booking (a coupon or the wallet). */
  PRICE_CHANGED: {
    status: 409,
    message: 'Your coupon or wallet changed while booking. Please review your booking.',
  },
  /** A checkout link that already paid for a booking: it is used once. */
  LINK_USED: { status: 409, message: 'This checkout link was already used.' },
  /** Customizations (add-ons, on screen) are bought only for a booking that is paid or confirmed and not yet under way. */
  CUSTOMIZATIONS_CLOSED: {
    status: 409,
    message: 'Add-ons can be bought only for a booking that is paid or confirmed.',
  },
  /** A customization asked again next to the same one already in the order. */
  CUSTOMIZATION_ALREADY_CHOSEN: {
    status: 409,
    message: 'This add-on is already chosen: change its quantity instead.',
  },
  /** A customization's own order asked what only its booking does (a vendor, for one). */
  CUSTOMIZATION_ORDER: { status: 409, message: 'Add-ons go with their booking.' },
  /** A booking's questions, past the time they may be answered or changed. */
  ANSWERS_CLOSED: { status: 409, message: 'Answers can no longer be changed.' },
  /** A booking placed for nobody signed in (by an agent, offline): nobody to answer or give feedback. */
  BOOKING_WITHOUT_CUSTOMER: { status: 409, message: 'This booking has no customer.' },
  /** Feedback before the booking is completed. */
  FEEDBACK_NOT_YET: { status: 409, message: 'Feedback opens once your booking is completed.' },
  /** A review opt-in of a booking that ended without taking place. */
  NOTHING_TO_REVIEW: { status: 409, message: 'There is nothing to review.' },
  /** A review of a booking that is not completed yet. */
  ORDER_NOT_COMPLETED: { status: 409, message: 'You can review this booking once it is completed.' },
  /** A second review of the same booking: one per booking. */
  ALREADY_REVIEWED: { status: 409, message: 'You have already reviewed this booking.' },
  /** A review's photos after it was approved or rejected, or before it was written. */
  REVIEW_CLOSED: { status: 409, message: 'Photos can be added only while your review waits for approval.' },
  /** An operator's decision a review is no longer open to (approved twice, a rejected one approved). */
  REVIEW_ALREADY_DECIDED: { status: 409, message: 'This review was already decided.' },
  /** A reply to feedback by a channel its author cannot be reached on (no mobile, no email, no WhatsApp opt-in). */
  REPLY_CHANNEL_UNREACHABLE: { status: 409, message: 'The customer cannot be reached on this channel.' },
  /** A reply asked of an inbox item that is not feedback (enquiries are called back). */
  NOT_REPLYABLE: { status: 409, message: 'Only feedback is replied to from the inbox.' },
  /** A customer's cancellation outside the policy (after the cut-off, on the way, ended). */
  CANCELLATION_CLOSED: { status: 409, message: 'This booking can no longer be cancelled.' },
  /** A customer's move to another slot outside the policy. */
  RESCHEDULE_CLOSED: { status: 409, message: 'This booking can no longer be moved.' },
  /** A refund asked of an order that holds no money to give back. */
  NOTHING_TO_REFUND: { status: 409, message: 'This order has nothing to refund.' },
  /** A refund asked while another of the same order is on its way. */
  REFUND_IN_PROGRESS: {
    status: 409,
    message: 'A refund of this order is on its way: wait for it to settle.',
  },
  /** A cash-on-delivery booking whose cash is recorded already. */
  CASH_ALREADY_RECORDED: { status: 409, message: 'Its cash is already recorded.' },
  /** A payout statement marked paid already: it is frozen. */
  PAYOUT_ALREADY_PAID: { status: 409, message: 'This statement is already paid.' },
  /** A payout statement whose refunds take back more than its orders earned. */
  PAYOUT_NEGATIVE_TOTAL: { status: 409, message: 'This statement has a negative total: nothing to pay.' },
  /** A wallet credit approved or rejected already. */
  CREDIT_ALREADY_DECIDED: { status: 409, message: 'This credit was already decided.' },
  /** Re-sending a vendor's booking request when no vendor is waiting to answer it. */
  NO_VENDOR_WAITING: {
    status: 409,
    message: 'No vendor is waiting to answer this booking: assign one instead.',
  },
  /** A step of the day through a request its vendor did not accept. */
  REQUEST_NOT_ACCEPTED: {
    status: 409,
    message: 'Only the partner who accepted this booking can mark its steps.',
  },
  /** A vendor's step out of order (on the way, setup photos, done), taken twice, or of an ended booking. */
  VENDOR_STEP_NOT_OPEN: { status: 409, message: 'This step is not open for this booking now.' },
  /** "On the way" before the booking's day. */
  ON_THE_WAY_TOO_EARLY: { status: 409, message: 'You can mark this booking on the way from its day.' },
  /** A catalogue row (tag, category, region, experience) given a slug another row already holds. */
  SLUG_TAKEN: { status: 409, message: 'This slug is already used.' },
  /** A slot opened again on a date it is already open. */
  SLOT_ALREADY_OPEN: { status: 409, message: 'This slot is already open on this date.' },
  /** A slot's capacity set below the places already booked in it. */
  CAPACITY_BELOW_BOOKED: {
    status: 409,
    message: 'A capacity cannot go below the places already booked.',
  },
  /** A surge over dates another surge of the experience already covers. */
  SURGE_OVERLAP: { status: 409, message: 'This experience already has a surge on these dates.' },
  /** A coupon or gift code that another one already uses. */
  CODE_TAKEN: { status: 409, message: 'This code is taken.' },
  /** A mobile number that belongs to another account. */
  MOBILE_TAKEN: { status: 409, message: 'This mobile belongs to another account.' },
  /** A mobile number that another vendor already has. */
  VENDOR_MOBILE_TAKEN: { status: 409, message: 'This mobile belongs to another vendor.' },
  /** A vendor's mobile already proven: no code to send or check. */
  VENDOR_MOBILE_VERIFIED: { status: 409, message: "This vendor's mobile is already verified." },
  /** An email that belongs (verified) to another account. */
  EMAIL_TAKEN: { status: 409, message: 'This email belongs to another account.' },
  /** An account written by a parallel request a moment ago: trying again finds it. */
  ACCOUNT_JUST_CREATED: {
    status: 409,
    message: 'This account was just created. Please try again.',
  },
  /** A browser's device registered to another account. */
  DEVICE_TAKEN: { status: 409, message: 'This browser is registered to another account.' },
  /** A new saved occasion past the most an account keeps. */
  OCCASIONS_FULL: { status: 409, message: 'This account keeps the most saved occasions it can.' },
  /** An account deletion while a booking is still to come. */
  BOOKING_STILL_TO_COME: {
    status: 409,
    message: 'A booking is still to come: you can delete your account once it is done.',
  },
  /** An operator setting up an authenticator who already has one. */
  FACTOR_ALREADY_ENROLLED: {
    status: 409,
    message: 'An authenticator is already set up for this account.',
  },
  /** An authenticator's confirmation before its setup was started. */
  FACTOR_NOT_STARTED: { status: 409, message: 'Start setting up the authenticator first.' },
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
