import { HOLD_MINUTES, LEGAL_PATHS, OPS_CONTACT, SUPPORT_EMAIL } from '@store/domain';
import type { LegalDocument } from './legal-document';

export const TERMS: LegalDocument = {
  path: LEGAL_PATHS.terms,
  title: 'Terms of use',
  description: 'The terms on which Experience Store takes and serves your bookings.',
  updated: '25 November 2026',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'Experience Store is an online store where you book decorations, candlelight dinners, surprises, gifts and party services in Indian cities. Each booking is carried out by a vendor we choose and check; we take your booking and your payment and stay responsible for it until it is served or refunded.',
      ],
    },
    {
      heading: 'Your booking',
      paragraphs: [
        'A booking is for one experience, one date and one time slot in one city, with the add-ons (customizations) you choose. Services done at your place need the address we should come to, at the pincode you booked for.',
        'Prices are in Indian rupees and include taxes. Our server works out the price of every order from the experience, the date, the slot, the add-ons, the delivery charge of your pincode, your coupon and your wallet money; the price you pay is the one shown at checkout.',
        'Some experiences ask booking questions (for example, the name to write on a banner). Please answer them before the slot: the vendor needs them to prepare.',
      ],
    },
    {
      heading: 'Paying',
      paragraphs: [
        `You pay online (UPI, cards, net banking) through our payment provider, by cash on delivery where the experience allows it, or you book now and confirm later. While you pay online, your places in the slot are held for ${HOLD_MINUTES} minutes; a booking confirmed later holds them for a day at most.`,
        'We never see or store your card or bank details: the payment provider handles them. A payment that reaches us after the slot was given up, or twice for one order, is refunded in full.',
      ],
    },
    {
      heading: 'Changes and cancellations',
      paragraphs: [
        'Each experience states its cancellation terms on its page under "Cancellation"; those are the terms of your booking. How refunds are paid is described in our Cancellation and refund policy.',
        'If we or the vendor cannot serve your booking, we tell you as soon as we know and refund you in full.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You sign in with a one-time code sent to your mobile, a password, or Google or Facebook. Keep your codes and password to yourself; we never ask for them on a call.',
        'Wallet money and vouchers can be used only on this store, are not cash and cannot be transferred. Referral credit is given once for each friend who joins with your code.',
      ],
    },
    {
      heading: 'Liability and law',
      paragraphs: [
        'We answer for the booking you paid for, up to the amount you paid for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
        'These terms are governed by the laws of India; the courts of New Delhi hear any dispute.',
        `Questions about these terms: ${SUPPORT_EMAIL} or ${OPS_CONTACT}.`,
      ],
    },
  ],
};
