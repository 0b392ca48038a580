import { describe, expect, it } from 'vitest';
import { type CancelNotice, cancelNoticeData, cancelNoticeOf } from './cancel-notice';
import { customizationItemsText, orderMessage } from './order-messages';

const facts = {
  orderId: 41,
  experience: 'Romantic room decoration',
  date: '2026-12-04',
  startTime: '19:00:00',
  trackingUrl: 'https://experience-store.in/track_order/41',
};
const notice = (n: Partial<CancelNotice>): CancelNotice => ({
  by: 'store',
  reason: null,
  online: 0,
  wallet: 0,
  onlineTo: 'source',
  ...n,
});
const textOf = (n: CancelNotice) =>
  orderMessage('order_cancelled', { ...facts, cancel: cancelNoticeOf(cancelNoticeData(n)) }).text;

describe("a cancellation's text: who, why, how much back and where", () => {
  it.each([
    [
      notice({ reason: 'no decorator is free that day', online: 1000 }),
      'Cancelled by our team. Reason: no decorator is free that day. ₹1,000 back to your original payment (in 5-7 working days).',
    ],
    [
      notice({ reason: 'Venue closed.', online: 1000, onlineTo: 'wallet', wallet: 200 }),
      'Cancelled by our team. Reason: Venue closed. ₹1,200 back to your wallet (now).',
    ],
    [
      notice({ by: 'customer', online: 1000, wallet: 200 }),
      'Cancelled as you asked. ₹1,000 back to your original payment (in 5-7 working days) and ₹200 back to your wallet (now).',
    ],
    [notice({}), 'Cancelled by our team. No money comes back for it.'],
  ])('%j', (n, said) => {
    expect(textOf(n)).toBe(
      `Sorry, booking #41 (Romantic room decoration on Fri 4 Dec, 7:00 PM) is cancelled. ${said} Details: ${facts.trackingUrl}`,
    );
  });

  it('cuts a long reason, and a message queued without a notice keeps the plain text', () => {
    expect(textOf(notice({ reason: 'x'.repeat(400) }))).toContain(`Reason: ${'x'.repeat(159)}….`);
    expect(cancelNoticeOf({ change: 'cancelled' })).toBeNull();
    expect(orderMessage('order_cancelled', facts).text).toContain(
      'Anything you paid for it will be refunded.',
    );
  });
});

describe('an add-on order paid', () => {
  it('says what was added to which booking, not a second confirmation', () => {
    const items = customizationItemsText([
      { name: 'Heart foil balloons', quantity: 3 },
      { name: 'Teddy', quantity: 1 },
    ]);
    const message = orderMessage('add_ons_paid', { ...facts, items });
    expect(message.text).toBe(
      'Added to booking #41 (Romantic room decoration on Fri 4 Dec, 7:00 PM): 3 x Heart foil balloons, Teddy. Paid; the team brings them with the booking. Details: https://experience-store.in/track_order/41',
    );
    expect(message.params.items).toBe(items);
  });
});
