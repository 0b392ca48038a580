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

/**
 * What changed about a booking a vendor was asked for or holds: the customer cancelled or moved
 * it, an operator cancelled it (`called_off`, from the console: the customer may not have asked),
 * an operator gave it to another vendor (withdrawn, from the console), or the customer paid for
 * add-ons to bring with it (`add_ons`).
 */
export const VENDOR_UPDATES = ['cancelled', 'called_off', 'moved', 'withdrawn', 'add_ons'] as const;
export type VendorUpdate = (typeof VENDOR_UPDATES)[number];

export const isVendorUpdate = (value: unknown): value is VendorUpdate =>
  (VENDOR_UPDATES as readonly unknown[]).includes(value);

/**
 * The vendor asked for or holding a booking hears it was cancelled, moved (to its new slot),
 * withdrawn, or that add-ons (`items`) were added to it.
 */
export function vendorUpdateMessage(
  facts: Omit<VendorRequestFacts, 'area' | 'link'> & { change: VendorUpdate; items?: string },
): { text: string; subject: string; params: Record<string, string> } {
  const when = slotLabel(facts.date, facts.startTime);
  const booking = `Booking #${facts.orderId} (${facts.experience}${when ? ` on ${when}` : ''})`;
  const texts: Record<VendorUpdate, string> = {
    cancelled: `${booking} was cancelled by the customer. Please do not go.`,
    called_off: `${booking} was cancelled by the store. Please do not go.`,
    moved: `Booking #${facts.orderId} (${facts.experience}) was moved by the customer to ${when}. Please come at the new time.`,
    withdrawn: `${booking} was given to another partner by our team. Please do not go.`,
    add_ons: `${booking}: the customer added ${facts.items || 'add-ons'} (paid). Please bring them; they are on the booking's page.`,
  };
  const text = texts[facts.change];
  const subjects: Record<VendorUpdate, string> = {
    cancelled: 'cancelled',
    called_off: 'cancelled',
    moved: 'moved',
    withdrawn: 'withdrawn',
    add_ons: 'add-ons added',
  };
  const subject = `Booking #${facts.orderId} ${subjects[facts.change]}`;
  const params = {
    order_id: String(facts.orderId),
    experience: facts.experience,
    when,
    change: facts.change,
  };
  return {
    text,
    subject,
    params: facts.change === 'add_ons' ? { ...params, items: facts.items ?? '' } : params,
  };
}

/** 'Saket, 110017': the area a vendor sees before accepting. */
export function vendorArea(locality: string, pincode: string | null): string {
  return [locality.trim(), pincode ?? ''].filter(Boolean).join(', ');
}

/** The evening before: the vendor holding a booking is reminded of it, with the area to go to. */
export function vendorReminderMessage(facts: Omit<VendorRequestFacts, 'link'>): {
  text: string;
  subject: string;
  params: Record<string, string>;
} {
  const when = slotLabel(facts.date, facts.startTime);
  const area = facts.area ? ` in ${facts.area}` : '';
  return {
    text: `Reminder: booking #${facts.orderId} (${facts.experience}) is on ${when}${area}. Please be there on time.`,
    subject: `Reminder: booking #${facts.orderId}`,
    params: { order_id: String(facts.orderId), experience: facts.experience, when, area: facts.area },
  };
}
