import type { FaqItem } from '../../schema';
import type { Kind } from '../catalogue';

// Copy shared by every experience of a kind, as a real store reuses its policies.
type KindCopy = { faq: FaqItem[]; needToKnow: string[]; cancellation: string[] };

export const KIND_COPY: Record<Kind, KindCopy> = {
  dinner: {
    faq: [
      {
        question: 'Can we choose between veg and non-veg?',
        answer:
          'Yes. Share your preference after booking; Jain meals are available on request at most venues.',
      },
      {
        question: 'Is alcohol included?',
        answer:
          'Alcohol is not part of the package. Where the venue holds a licence you can order from its bar at your own cost.',
      },
      {
        question: 'Can we stay longer than the booked time?',
        answer:
          'An extra hour can usually be arranged on the day, subject to availability, at the venue’s charge.',
      },
    ],
    needToKnow: [
      'Please reach the venue 10 minutes before your slot; a late arrival shortens the booked time.',
      'The decor layout and colours may vary slightly from the pictures depending on the venue.',
      'Open-air setups move to a covered area if it rains.',
      'Carry a valid photo ID; hotels ask for it at the entrance.',
    ],
    cancellation: [
      'Free cancellation up to 72 hours before the slot.',
      '50% refund for cancellations between 72 and 24 hours before the slot.',
      'No refund within 24 hours of the slot; one free reschedule, subject to availability.',
    ],
  },
  decor: {
    faq: [
      {
        question: 'How long does the setup take?',
        answer:
          'Our decorators need 60 to 90 minutes. Please keep the room free and share any parking details.',
      },
      {
        question: 'Do you bring everything needed?',
        answer: 'Yes: balloons, ribbons, lights, tape and a pump. We only need a free plug point.',
      },
      {
        question: 'Can I change the colour theme?',
        answer: 'Of course. Tell us your colours in the booking notes and the decorator will follow them.',
      },
      {
        question: 'Will you take the decoration down afterwards?',
        answer:
          'Removal is not included. Balloons can be popped and disposed of with regular household waste.',
      },
    ],
    needToKnow: [
      'The decorator arrives within the selected slot; setup takes 60 to 90 minutes.',
      'Balloons are filled with air unless helium is mentioned.',
      'Tape is used on walls; tell us about freshly painted or wallpapered surfaces.',
      'Society entry passes and parking charges, if any, are paid by the customer.',
    ],
    cancellation: [
      'Free cancellation up to 48 hours before the slot.',
      '50% refund for cancellations within 48 hours of the slot.',
      'No refund once the decorator has left for your address.',
    ],
  },
  surprise: {
    faq: [
      {
        question: 'Will the person being surprised find out?',
        answer: 'No. Our team coordinates only with you and calls the recipient only if you ask us to.',
      },
      {
        question: 'What if the recipient is not at home?',
        answer:
          'The team waits up to 20 minutes and keeps you posted; after that the surprise is treated as delivered.',
      },
      {
        question: 'Can I join the surprise?',
        answer: 'Yes, most people do. We will time the arrival with you on call.',
      },
    ],
    needToKnow: [
      'Share an alternate contact who can let our team in.',
      'Arrival can vary by 15 to 30 minutes because of traffic; we keep you updated.',
      'Residential societies may need a gate pass; please inform security in advance.',
    ],
    cancellation: [
      'Free cancellation up to 72 hours before the slot.',
      '50% refund for cancellations between 72 and 24 hours before.',
      'No refund within 24 hours; the surprise can be rescheduled once.',
    ],
  },
  party: {
    faq: [
      {
        question: 'How many guests can the artist handle?',
        answer:
          'Up to 30 kids or 40 adults comfortably. For larger groups, add an extra artist from the customizations.',
      },
      {
        question: 'What do you need from us?',
        answer: 'A clear space of about 8 by 8 feet, a chair and a plug point near the performance area.',
      },
      {
        question: 'Can the performance be extended?',
        answer: 'Yes, on the day, at the hourly rate shown in the customizations, if the artist is free.',
      },
    ],
    needToKnow: [
      'The artist arrives 15 minutes before the slot to set up.',
      'The performance time does not include setup.',
      'Travel beyond 25 km from the city centre may be charged extra.',
      'Food for the artist is not required but is always appreciated.',
    ],
    cancellation: [
      'Free cancellation up to 72 hours before the party.',
      '50% refund for cancellations between 72 and 24 hours before.',
      'No refund within 24 hours of the party.',
    ],
  },
  gift: {
    faq: [
      {
        question: 'Will the price be printed on the package?',
        answer: 'No. We never include an invoice or price tag with a gift.',
      },
      {
        question: 'Can I add a personal message?',
        answer: 'Yes, a handwritten message card is free. Type your message at checkout.',
      },
      {
        question: 'Do you deliver at midnight?',
        answer: 'Cakes and flowers can be delivered in the 11 PM to midnight slot in most pincodes.',
      },
    ],
    needToKnow: [
      'Pictures are indicative; flowers and packaging may vary with seasonal availability.',
      'Keep cakes refrigerated and consume them within 24 hours.',
      'Courier gifts ship within 2 working days and usually arrive in 3 to 5 days.',
    ],
    cancellation: [
      'Free cancellation until the order is dispatched (cakes: until 24 hours before delivery).',
      'Personalised items cannot be cancelled once the design is approved.',
      'Damaged deliveries are replaced free if reported within 2 hours with photos.',
    ],
  },
  photo: {
    faq: [
      {
        question: 'How many edited pictures do we get?',
        answer: 'Every frame is shared, and the number of retouched pictures listed in the inclusions.',
      },
      {
        question: 'When will we receive the pictures?',
        answer: 'All pictures within 48 hours by a download link; retouched ones within 7 days.',
      },
      {
        question: 'Can we change outfits during the shoot?',
        answer: 'Yes, up to two outfit changes fit comfortably in the booked time.',
      },
    ],
    needToKnow: [
      'Entry tickets and shooting permits at public locations are paid by the customer.',
      'The shoot starts at the booked time even if you arrive late.',
      'Bad weather? We reschedule outdoor shoots free of charge.',
    ],
    cancellation: [
      'Free cancellation up to 72 hours before the shoot.',
      '50% refund for cancellations within 72 hours; free rescheduling up to 24 hours before.',
    ],
  },
  stay: {
    faq: [
      {
        question: 'What are the check-in and check-out times?',
        answer:
          'Check-in starts at the slot you pick; check-out is by 11 AM the next day unless stated otherwise.',
      },
      {
        question: 'Are unmarried couples welcome?',
        answer: 'Yes. Both guests need a valid government photo ID; some properties do not accept local IDs.',
      },
      {
        question: 'Is breakfast included?',
        answer: 'Yes, breakfast for two is included with every overnight stay.',
      },
    ],
    needToKnow: [
      'Both guests must carry a valid government photo ID.',
      'Early check-in and late check-out depend on availability.',
      'House rules of the property on music, pets and outside food apply.',
    ],
    cancellation: [
      'Free cancellation up to 7 days before check-in.',
      '50% refund for cancellations between 7 and 3 days before check-in.',
      'No refund within 3 days of check-in.',
    ],
  },
  planning: {
    faq: [
      {
        question: 'How does the pricing work?',
        answer:
          'The listed price is the starting price for planning and a basic setup. Our planner shares a detailed quote after a call.',
      },
      {
        question: 'How early should we book?',
        answer:
          'At least two weeks ahead; venues fill up fast around Valentine’s Day and the wedding season.',
      },
    ],
    needToKnow: [
      'A planner calls you within 24 hours of booking to understand your idea.',
      'Venue, travel and stay costs are quoted separately.',
      'The booking amount is adjusted against the final quote.',
    ],
    cancellation: [
      'The booking amount is fully refundable until the quote is accepted.',
      'After that, vendor advances already paid are not refundable.',
    ],
  },
};
