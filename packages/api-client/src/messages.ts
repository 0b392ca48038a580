import type { ApiError } from './api-error';

// The client-side texts (docs/product.md, "Sign-in and the signed-in state", "Errors and alerts"),
// spelled exactly as the product shows them.

export const ENQUIRY_SUCCESS = 'Soon our agent will connect with you';
export const ENQUIRY_FAILURE = 'Current We are Facing Some Issue';
export const ENQUIRY_RATE_LIMITED_SUFFIX = ' Please try after Some time';

export function enquiryFailureText(error: ApiError): string {
  return error.code === 'RATE_LIMITED' ? `${error.message}${ENQUIRY_RATE_LIMITED_SUFFIX}` : ENQUIRY_FAILURE;
}

export {
  ANSWERS_SUBMITTED,
  BOOKING_ACCEPTED,
  BOOKING_REJECTED,
  REQUIREMENT_FORM_FAILURE,
  REQUIREMENT_FORM_SUCCESS,
} from '@store/domain';

/** Feedback the customer already gave: not a fault, the section says it was shared. */
export const isFeedbackAlreadyGiven = (error: ApiError): boolean => error.code === 'FEEDBACK_ALREADY_GIVEN';

export const REQUIRED_FIELD = 'Required Field';
export const ADDRESS_NOT_EDITABLE = 'You can not update the address please contact customer care';
export const WRONG_PINCODE_ALERT = 'Please enter the correct pincode';
const FIELD_EMPTY_MARKER = ' Field empty';
const ADDRESS_ERROR_MARKER = 'address_error';

export interface QuestionErrorText {
  /** Shown under the question. */
  text: string;
  /** Shown as an alert (and the page scrolls to the important-information section), or null. */
  alert: string | null;
}

/** Maps one booking-question submit error; texts without a known marker are shown as sent. */
export function bookingQuestionErrorText(serverText: string): QuestionErrorText {
  if (serverText.includes(FIELD_EMPTY_MARKER)) return { text: REQUIRED_FIELD, alert: null };
  if (serverText.includes(ADDRESS_ERROR_MARKER))
    return { text: ADDRESS_NOT_EDITABLE, alert: WRONG_PINCODE_ALERT };
  return { text: serverText, alert: null };
}

export interface BookingQuestionErrors extends QuestionErrorText {
  /** Per question id, from the error's per-field data. */
  byQuestion: Record<string, string>;
}

/** Maps a failed booking-question submit: the overall message and each question's error. */
export function bookingQuestionErrors(error: ApiError): BookingQuestionErrors {
  const overall = bookingQuestionErrorText(error.message);
  const byQuestion: Record<string, string> = {};
  let alert = overall.alert;
  for (const [question, serverText] of Object.entries(error.fields)) {
    const mapped = bookingQuestionErrorText(serverText);
    byQuestion[question] = mapped.text;
    alert ??= mapped.alert;
  }
  return { text: overall.text, alert, byQuestion };
}
