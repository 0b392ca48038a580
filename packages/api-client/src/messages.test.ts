import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse } from './api-error';
import {
  ANSWERS_SUBMITTED,
  bookingQuestionErrors,
  bookingQuestionErrorText,
  ENQUIRY_SUCCESS,
  enquiryFailureText,
  isFeedbackAlreadyGiven,
  REQUIREMENT_FORM_FAILURE,
  REQUIREMENT_FORM_SUCCESS,
} from './messages';

describe('fixed texts', () => {
  it.each([
    [ENQUIRY_SUCCESS, 'Soon our agent will connect with you'],
    [REQUIREMENT_FORM_FAILURE, 'We are Facing some issue on our side'],
    [
      REQUIREMENT_FORM_SUCCESS,
      'Your requirement is submitted successfully. \nOur Account Manager will connect with you soon.',
    ],
    [ANSWERS_SUBMITTED, 'Answers submitted successfully.'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('enquiryFailureText', () => {
  it.each([
    { status: 429, code: 'RATE_LIMITED', expected: 'Too many enquiries. Please try after Some time' },
    { status: 400, code: 'VALIDATION_FAILED', expected: 'Current We are Facing Some Issue' },
    { status: 500, code: 'INTERNAL', expected: 'Current We are Facing Some Issue' },
    { status: 0, code: undefined, expected: 'Current We are Facing Some Issue' },
    // A proxy's 429 is not our limit's: no code, no server text to show.
    { status: 429, code: undefined, expected: 'Current We are Facing Some Issue' },
  ])('$status $code -> $expected', ({ status, code, expected }) => {
    expect(enquiryFailureText(apiErrorFromResponse(status, { code, message: 'Too many enquiries.' }))).toBe(
      expected,
    );
  });
});

describe('feedback outcomes', () => {
  it.each([
    { status: 400, code: 'FEEDBACK_ALREADY_GIVEN', already: true },
    // Another refusal with the same status (a bad rating, say) is not feedback given.
    { status: 400, code: 'VALIDATION_FAILED', already: false },
    { status: 400, code: undefined, already: false },
    { status: 409, code: 'FEEDBACK_NOT_YET', already: false },
    { status: 500, code: 'INTERNAL', already: false },
  ])('$status $code means feedback already given: $already', ({ status, code, already }) => {
    expect(isFeedbackAlreadyGiven(apiErrorFromResponse(status, { code, message: 'x' }))).toBe(already);
  });
});

describe('booking question submit errors', () => {
  it.each([
    { server: 'Q12 Field empty', text: 'Required Field', alert: null },
    {
      server: 'address_error: pincode not served',
      text: 'You can not update the address please contact customer care',
      alert: 'Please enter the correct pincode',
    },
    { server: 'Too long', text: 'Too long', alert: null },
  ])('$server', ({ server, text, alert }) => {
    expect(bookingQuestionErrorText(server)).toEqual({ text, alert });
  });

  it('maps each question of the per-field data and raises the pincode alert once', () => {
    const error = apiErrorFromResponse(400, {
      error_message: 'Invalid answers',
      data: { '3': 'Venue Field empty', '4': 'address_error', '5': 'address_error' },
    });
    expect(bookingQuestionErrors(error)).toEqual({
      text: 'Invalid answers',
      alert: 'Please enter the correct pincode',
      byQuestion: {
        '3': 'Required Field',
        '4': 'You can not update the address please contact customer care',
        '5': 'You can not update the address please contact customer care',
      },
    });
  });
});
