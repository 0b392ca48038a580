import type { VendorData } from '@store/contract';
import type { DeliveryAddress } from '@store/db';
import { slotLabel, vendorArea } from '@store/domain';
import type { RequestView } from './vendors.repository';

type Answer = { question: string; kind: string; value: string | null };
type Contact = { firstName: string; lastName: string; mobile: string | null } | undefined;

type Line = RequestView['order']['customizations'][number];

const draftCustomization = (c: Line) => ({
  name: c.name,
  quantity: c.quantity,
  answer: c.answer ?? null,
  choices: c.choices ?? [],
});

const addressLine = (a: DeliveryAddress) =>
  [a.line1, a.line2, a.landmark, a.pincode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

/**
 * The request as the vendor response page shows it. Before this vendor accepts (and while it holds
 * the order) the customer stays private: the area, not the address; no name, no mobile; address
 * answers hidden. `open` and `closedReason` come from the service, which knows the clock.
 */
export function toVendorData(
  row: RequestView,
  extra: {
    answers: readonly Answer[];
    laterCustomizations: readonly { id: number; customizations: readonly Line[] }[];
    contact: Contact;
    holds: boolean;
    open: boolean;
    closedReason: string | null;
    responseUrl: string;
  },
): VendorData {
  const { request, order } = row;
  const delivery = order.deliveryAddress;
  const contactName = `${extra.contact?.firstName ?? ''} ${extra.contact?.lastName ?? ''}`.trim();
  return {
    request_id: request.id,
    order_id: order.id,
    vendor_name: row.vendorName,
    status: request.status,
    can_respond: extra.open,
    respond_by: request.answerBy.toISOString(),
    closed_reason: extra.closedReason,
    response_url: extra.responseUrl,
    experience: { id: order.experienceId, name: row.experience },
    city: row.city,
    date: order.date,
    slot:
      row.startTime && row.endTime
        ? { start_time: row.startTime, end_time: row.endTime, label: slotLabel(order.date, row.startTime) }
        : null,
    area: {
      locality: order.locality,
      pincode: order.pincode,
      label: vendorArea(order.locality, order.pincode),
    },
    quantity: order.quantity,
    customizations: order.customizations.map(draftCustomization),
    later_add_ons: extra.laterCustomizations.map((a) => ({
      order_id: a.id,
      customizations: a.customizations.map(draftCustomization),
    })),
    answers: extra.answers
      .filter((a) => a.value !== null && a.value !== '')
      .map((a) => ({ question: a.question, answer: a.kind === 'address' && !extra.holds ? null : a.value })),
    customer: extra.holds
      ? {
          name: delivery?.name || contactName,
          mobile: delivery?.mobile || extra.contact?.mobile || null,
          address: delivery ? addressLine(delivery) : null,
        }
      : null,
  };
}
