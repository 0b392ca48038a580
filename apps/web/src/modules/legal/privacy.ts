import { LEGAL_PATHS, SUPPORT_EMAIL } from '@store/domain';
import type { LegalDocument } from './legal-document';

export const PRIVACY: LegalDocument = {
  path: LEGAL_PATHS.privacy,
  title: 'Privacy policy',
  description:
    'What Experience Store keeps about you, why, who sees it, and how to get it or have it erased.',
  updated: '25 November 2026',
  sections: [
    {
      heading: 'What we keep',
      paragraphs: [
        'Your name, mobile number and email; the addresses you save, with the point you place on the map; the occasions you save (a relation and a date); your bookings, their answers and add-ons; your wallet, vouchers and wishlist; and the devices you allowed to receive notifications.',
        'We keep a password only as a one-way hash, and one-time codes only as hashes that expire in minutes. Card and bank details go to the payment provider, never to us.',
      ],
    },
    {
      heading: 'Why we keep it',
      paragraphs: [
        'To take, price and serve your bookings; to reach you about them; to keep the accounts the law asks of a business; and to keep the store safe from abuse (for example, limiting how often codes are sent to one number).',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'The vendor who serves a booking sees what it needs: your name, mobile, the address and the answers to the booking questions. The payment provider sees what a payment needs. Our messaging providers carry the texts, WhatsApp messages and emails we send you. We sell your data to no one.',
      ],
    },
    {
      heading: 'In your browser',
      paragraphs: [
        'Cookies keep your city and the version of the store you chose. Your browser keeps your sign-in, your booking in progress and your unsent answers, so they survive a reload. We load an analytics tag only where it is switched on.',
      ],
    },
    {
      heading: 'Your rights (Digital Personal Data Protection Act, 2023)',
      paragraphs: [
        'Under "Your data" in your profile you can download everything we keep about you as one file, correct your profile, and delete your account. Deleting ends every sign-in and erases your name, contacts, addresses and occasions; your past orders stay in our accounts with your name removed, as tax law requires.',
        `You may also write to our grievance officer at ${SUPPORT_EMAIL}; we answer within 30 days.`,
      ],
    },
  ],
};
