import { ApiError } from '@store/api-client';

/** Why a tracked booking did not open, and what the customer can do next. */
export type TrackingFailure = {
  reason: 'not_found' | 'link_expired' | 'network' | 'other';
  title: string;
  text: string;
};

/**
 * A tracking page that cannot show its booking says why, on the code of the refusal (never its
 * status or text): sending the customer home without a word left them guessing whether the link,
 * the booking or their connection was at fault.
 */
export function trackingFailure(error: unknown): TrackingFailure {
  if (error instanceof ApiError && error.code === 'TRACKING_LINK_EXPIRED')
    return {
      reason: 'link_expired',
      title: 'This tracking link has expired',
      text: 'Sign in with the mobile number you booked with to see your booking.',
    };
  if (error instanceof ApiError && error.code === 'NOT_FOUND')
    return {
      reason: 'not_found',
      title: 'We could not find this booking',
      text: 'Please check the link, or find the booking under Upcoming Bookings in your account.',
    };
  if (error instanceof ApiError && error.reason !== 'http')
    return {
      reason: 'network',
      title: 'Your connection dropped',
      text: 'We could not reach the store to load your booking. Check your connection and try again.',
    };
  return {
    reason: 'other',
    title: 'We could not load this booking',
    text: 'Please try again in a moment, or contact us with your booking number.',
  };
}
