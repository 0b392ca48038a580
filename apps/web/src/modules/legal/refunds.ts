import { LEGAL_PATHS, OPS_CONTACT, SUPPORT_EMAIL } from '@store/domain';
import type { LegalDocument } from './legal-document';

export const REFUNDS: LegalDocument = {
  path: LEGAL_PATHS.refunds,
  title: 'Cancellation and refund policy',
  description: 'When a booking can be cancelled, how much comes back, and how and when a refund is paid.',
  updated: '25 November 2026',
  sections: [
    {
      heading: 'Cancelling a booking',
      paragraphs: [
        'Each experience states its own cancellation terms on its page under "Cancellation", because a dinner table and a room decoration are prepared differently. The terms shown when you booked are the ones that apply.',
        `To cancel, call or message us on ${OPS_CONTACT} or write to ${SUPPORT_EMAIL} with your order number; the time we receive it decides which part of the terms applies.`,
      ],
    },
    {
      heading: 'When you get everything back',
      paragraphs: [
        'If we or the vendor cannot serve your booking; if your payment reached us after your places were given up; or if one order was paid twice: the whole amount comes back, without your asking.',
      ],
    },
    {
      heading: 'How a refund is paid',
      paragraphs: [
        'To the way you paid: the payment provider returns it to your card, UPI account or bank, which usually takes 5 to 7 working days after we issue it. Or, if you prefer, to your store wallet at once.',
        'Coupon discounts and wallet money used on a cancelled order come back as they were (a coupon whose validity has ended is not renewed). Cash paid on delivery is refunded to your wallet or by bank transfer.',
      ],
    },
  ],
};
