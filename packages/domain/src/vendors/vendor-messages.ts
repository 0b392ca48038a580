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

/** What the customer changed about a booking a vendor holds. */
export type VendorUpdate = 'cancelled' | 'moved';

/** The vendor holding a booking hears that the customer cancelled it, or moved it (to its new slot). */
export function vendorUpdateMessage(
  facts: Omit<VendorRequestFacts, 'area' | 'link'> & { change: VendorUpdate },
): { text: string; subject: string; params: Record<string, string> } {
  const when = slotLabel(facts.date, facts.startTime);
  const text =
    facts.change === 'cancelled'
      ? `Booking #${facts.orderId} (${facts.experience}${when ? ` on ${when}` : ''}) was cancelled by the customer. Please do not go.`
      : `Booking #${facts.orderId} (${facts.experience}) was moved by the customer to ${when}. Please come at the new time.`;
  const subject = `Booking #${facts.orderId} ${facts.change === 'cancelled' ? 'cancelled' : 'moved'}`;
  return {
    text,
    subject,
    params: { order_id: String(facts.orderId), experience: facts.experience, when, change: facts.change },
  };
}

/** 'Saket, 110017': the area a vendor sees before accepting. */
export function vendorArea(locality: string, pincode: string | null): string {
  return [locality.trim(), pincode ?? ''].filter(Boolean).join(', ');
}
