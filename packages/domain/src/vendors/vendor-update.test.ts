import { describe, expect, it } from 'vitest';
import { vendorUpdateMessage } from './vendor-messages';

describe("the vendor's word of a cancelled, moved or withdrawn booking", () => {
  const facts = {
    orderId: 41,
    experience: 'Rooftop candlelight dinner',
    date: '2026-12-05',
    startTime: '19:00:00',
  };
  it.each([
    [
      'cancelled',
      'Booking #41 (Rooftop candlelight dinner on Sat 5 Dec, 7:00 PM) was cancelled by the customer. Please do not go.',
      'Booking #41 cancelled',
    ],
    [
      'called_off',
      'Booking #41 (Rooftop candlelight dinner on Sat 5 Dec, 7:00 PM) was cancelled by the store. Please do not go.',
      'Booking #41 cancelled',
    ],
    [
      'moved',
      'Booking #41 (Rooftop candlelight dinner) was moved by the customer to Sat 5 Dec, 7:00 PM. Please come at the new time.',
      'Booking #41 moved',
    ],
    [
      'withdrawn',
      'Booking #41 (Rooftop candlelight dinner on Sat 5 Dec, 7:00 PM) was given to another partner by our team. Please do not go.',
      'Booking #41 withdrawn',
    ],
  ] as const)('%s', (change, text, subject) => {
    const message = vendorUpdateMessage({ ...facts, change });
    expect([message.text, message.subject, message.params.change]).toEqual([text, subject, change]);
  });

  it('names the add-ons the customer paid for, to bring with the booking', () => {
    const message = vendorUpdateMessage({
      ...facts,
      change: 'add_ons',
      items: '3 x Heart foil balloons, Teddy',
    });
    expect(message.text).toBe(
      "Booking #41 (Rooftop candlelight dinner on Sat 5 Dec, 7:00 PM): the customer added 3 x Heart foil balloons, Teddy (paid). Please bring them; they are on the booking's page.",
    );
    expect([message.subject, message.params.items]).toEqual([
      'Booking #41 add-ons added',
      '3 x Heart foil balloons, Teddy',
    ]);
  });
});
