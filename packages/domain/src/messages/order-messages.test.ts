import { describe, expect, it } from 'vitest';
import {
  MESSAGE_ATTEMPTS,
  messageRetryAt,
  orderMessage,
  orderMessageSubject,
  orderMessagesFor,
  slotLabel,
} from './order-messages';

describe('orderMessagesFor', () => {
  it.each([
    [null, 'placed', null, ['order_placed']],
    [null, 'pending_payment', null, []],
    [null, 'offline_pending', null, []],
    ['pending_payment', 'placed', 'paid', ['order_placed']],
    ['expired', 'placed', 'paid', ['order_placed']],
    ['offline_pending', 'placed', 'offline_confirmed', ['order_placed']],
    ['placed', 'placed', 'paid', []],
    ['pending_payment', 'pending_payment', 'payment_failed', ['payment_failed']],
    ['pending_payment', 'expired', 'hold_expired', []],
    ['placed', 'cancelled', 'cancelled', ['order_cancelled']],
    ['pending_payment', 'cancelled', 'cancelled', []],
    ['offline_pending', 'cancelled', 'cancelled', []],
    ['expired', 'refund_due', 'paid', ['order_cancelled']],
    ['accepted', 'refund_due', 'cancelled', ['order_cancelled']],
    ['placed', 'sent_to_vendor', 'sent_to_vendor', []],
    ['sent_to_vendor', 'accepted', 'accepted', ['order_accepted']],
    ['sent_to_vendor', 'rejected', 'rejected', []],
    ['accepted', 'on_the_way', 'on_the_way', ['order_on_the_way']],
    ['on_the_way', 'completed', 'completed', ['order_completed', 'review_request']],
    ['accepted', 'completed', 'completed', ['order_completed', 'review_request']],
    ['refund_due', 'refunded', 'refunded', ['order_refunded']],
  ] as const)('%s -> %s (%s): %j', (from, to, event, kinds) => {
    expect(orderMessagesFor({ from, to, event })).toEqual(kinds);
  });

  // An add-on order is cancelled and refunded with its booking: the booking's message says it once.
  // Paid, it says what was added to the booking, not a second "booking confirmed".
  it.each([
    ['pending_payment', 'placed', 'paid', ['add_ons_paid']],
    [null, 'placed', null, ['add_ons_paid']],
    ['pending_payment', 'pending_payment', 'payment_failed', ['payment_failed']],
    ['placed', 'refund_due', 'cancelled', []],
    ['placed', 'cancelled', 'cancelled', []],
    ['refund_due', 'refunded', 'refund_issued', []],
  ] as const)('an add-on %s -> %s (%s): %j', (from, to, event, kinds) => {
    expect(orderMessagesFor({ from, to, event, customization: true })).toEqual(kinds);
  });
});

describe('orderMessage', () => {
  const facts = {
    orderId: 41,
    experience: 'Romantic room decoration',
    date: '2026-12-04',
    startTime: '19:00:00',
    trackingUrl: 'https://experience-store.in/track_order/41',
  };

  it('says a booking is confirmed, with its slot and tracking link, in the template variables too', () => {
    expect(orderMessage('order_placed', facts)).toEqual({
      text: 'Booking #41 confirmed: Romantic room decoration on Fri 4 Dec, 7:00 PM. Track it and answer its questions: https://experience-store.in/track_order/41',
      params: {
        order_id: '41',
        experience: 'Romantic room decoration',
        when: 'Fri 4 Dec, 7:00 PM',
        link: 'https://experience-store.in/track_order/41',
      },
    });
  });

  it('says a payment did not go through and where to pay again; an order without a slot has no date', () => {
    expect(orderMessage('payment_failed', { ...facts, date: null, startTime: null }).text).toBe(
      'Payment for booking #41 (Romantic room decoration) did not go through. Pay again here: https://experience-store.in/track_order/41',
    );
  });

  it.each([
    [
      'order_accepted',
      'Good news: our team has accepted booking #41 (Romantic room decoration on Fri 4 Dec, 7:00 PM) and is getting ready. Details: https://experience-store.in/track_order/41?key=k',
    ],
    [
      'order_on_the_way',
      'Our team is on the way for booking #41 (Romantic room decoration on Fri 4 Dec, 7:00 PM). Follow it here: https://experience-store.in/track_order/41?key=k',
    ],
    [
      'order_completed',
      'Your booking #41 (Romantic room decoration on Fri 4 Dec, 7:00 PM) is ready! See the setup photos here: https://experience-store.in/track_order/41?key=k',
    ],
    [
      'order_cancelled',
      'Sorry, booking #41 (Romantic room decoration on Fri 4 Dec, 7:00 PM) is cancelled. Anything you paid for it will be refunded. Details: https://experience-store.in/track_order/41?key=k',
    ],
    [
      'order_refunded',
      'The refund for booking #41 (Romantic room decoration on Fri 4 Dec, 7:00 PM) is done; it reaches your account in 5-7 working days. Details: https://experience-store.in/track_order/41?key=k',
    ],
    [
      'review_request',
      'Thank you for booking Romantic room decoration with us! Tell us how it went, it takes a minute: https://experience-store.in/track_order/41?key=k',
    ],
  ] as const)('%s says so with the tracking link', (kind, text) => {
    const keyed = { ...facts, trackingUrl: `${facts.trackingUrl}?key=k` };
    expect(orderMessage(kind, keyed).text).toBe(text);
    expect(orderMessage(kind, keyed).params.link).toBe(keyed.trackingUrl);
  });

  it('says a refund to the wallet is there at once, and one to the payment in working days', () => {
    const wallet = orderMessage('order_refunded', { ...facts, refundTo: 'wallet' });
    expect(wallet.text).toBe(
      'The refund for booking #41 (Romantic room decoration on Fri 4 Dec, 7:00 PM) is done; it is in your wallet now, for your next booking. Details: https://experience-store.in/track_order/41',
    );
    expect(wallet.params.landing).toBe('it is in your wallet now, for your next booking');
    expect(orderMessage('order_refunded', { ...facts, refundTo: 'source' }).params.landing).toBe(
      'it reaches your account in 5-7 working days',
    );
    // Other kinds keep their variables as they were (a WhatsApp template's are positional).
    expect(Object.keys(orderMessage('order_placed', facts).params)).toEqual([
      'order_id',
      'experience',
      'when',
      'link',
    ]);
  });

  it('chases unanswered questions with a link that opens the answer modal, key kept', () => {
    const chase = orderMessage('questions_unanswered', {
      ...facts,
      trackingUrl: `${facts.trackingUrl}?key=k`,
    });
    expect(chase.text).toBe(
      'Please answer the questions for booking #41 (Romantic room decoration on Fri 4 Dec, 7:00 PM) so the team can prepare. Answer here: https://experience-store.in/track_order/41?key=k&answer=1',
    );
    expect(chase.params.link).toBe('https://experience-store.in/track_order/41?key=k&answer=1');
    expect(orderMessageSubject('questions_unanswered', 41)).toBe(
      'Booking #41: a few questions before your slot',
    );
  });

  it.each([
    ['2026-12-04', '19:00:00', 'Fri 4 Dec, 7:00 PM'],
    ['2027-01-01', '00:30', 'Fri 1 Jan, 12:30 AM'],
    ['2026-12-06', null, 'Sun 6 Dec'],
    [null, '10:00', ''],
  ])('slotLabel(%s, %s) is %j', (date, time, label) => {
    expect(slotLabel(date, time)).toBe(label);
  });
});

describe('messageRetryAt', () => {
  const now = new Date('2026-12-01T04:30:00Z');
  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [5, 16],
  ])('after %i failed tries, the next is %i minutes later', (attempts, minutes) => {
    expect(messageRetryAt(attempts, now)?.getTime()).toBe(now.getTime() + minutes * 60_000);
  });

  it('keeps a message as failed after its last try', () => {
    expect(messageRetryAt(MESSAGE_ATTEMPTS, now)).toBeNull();
  });
});
