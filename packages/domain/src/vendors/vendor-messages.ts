import { slotLabel } from '../messages/order-messages';

export type VendorRequestFacts = {
  orderId: number;
  experience: string;
  date: string | null;
  startTime: string | null;
  /** Where, without the address: the locality and pincode (the address comes with acceptance). */
  area: string;
  /** The vendor response page with the request's signed token. */
  link: string;
};

/**
 * The text a vendor gets with a booking request, and its template variables (an SMS gateway fills
 * a DLT-registered template with them). One SMS segment where it can: what, when, where, the link.
 */
export function vendorRequestMessage(facts: VendorRequestFacts): {
  text: string;
  subject: string;
  params: Record<string, string>;
} {
  const when = slotLabel(facts.date, facts.startTime);
  const on = when ? ` on ${when}` : '';
  const at = facts.area ? ` at ${facts.area}` : '';
  return {
    text: `New booking request #${facts.orderId}: ${facts.experience}${on}${at}. Accept or reject here: ${facts.link}`,
    subject: `Booking request #${facts.orderId}`,
    params: {
      order_id: String(facts.orderId),
      experience: facts.experience,
      when,
      area: facts.area,
      link: facts.link,
    },
  };
}

/** 'Saket, 110017': the area a vendor sees before accepting. */
export function vendorArea(locality: string, pincode: string | null): string {
  return [locality.trim(), pincode ?? ''].filter(Boolean).join(', ');
}
