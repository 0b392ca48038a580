import {
  isVendorUpdate,
  vendorReminderMessage,
  vendorRequestMessage,
  vendorUpdateMessage,
} from '@store/domain';
import { vendorResponseUrl } from '../links';
import { NotSendable, type OutgoingMessage } from './channel';
import type { DueMessage } from './due-messages.repository';

// A vendor's messages as the delivery composes them: to the vendor's mobile, WhatsApp where opted in.

/** A cancelled or moved booking, to the vendor holding it; a move names the booking's slot as it is now. */
export function composeVendorUpdate(due: DueMessage): OutgoingMessage {
  if (due.vendorId === null || due.vendorMobile === null) throw new NotSendable('the message has no vendor');
  if (due.channel === 'whatsapp' && !due.vendorWhatsappOptIn)
    throw new NotSendable('the vendor has not opted in to WhatsApp');
  const change = isVendorUpdate(due.data?.change) ? due.data.change : 'cancelled';
  if (due.orderId === null || due.experience === null) throw new Error('the update lost its order');
  const composed = vendorUpdateMessage({
    orderId: due.orderId,
    experience: due.experience,
    date: due.date,
    startTime: due.startTime,
    change,
    items: due.data?.items,
  });
  return {
    kind: 'vendor_update',
    to: { userId: null, mobile: due.vendorMobile, email: null },
    ...composed,
    link: '',
  };
}

/** A booking request to a vendor: the vendor's mobile (WhatsApp where opted in) and the signed link. */
export function composeVendorRequest(
  due: DueMessage,
  deps: { storeUrl: string; linkSecret: string },
): OutgoingMessage {
  if (due.vendorId === null || due.vendorMobile === null) throw new NotSendable('the message has no vendor');
  if (due.channel === 'whatsapp' && !due.vendorWhatsappOptIn)
    throw new NotSendable('the vendor has not opted in to WhatsApp');
  const { request_id: requestId = '', answer_by: answerBy = '', area = '' } = due.data ?? {};
  if (due.orderId === null || due.experience === null || !requestId || !answerBy)
    throw new Error('the booking request lost its order');
  const link = vendorResponseUrl(deps.storeUrl, deps.linkSecret, {
    id: Number(requestId),
    answerBy: new Date(answerBy),
  });
  const composed = vendorRequestMessage({
    orderId: due.orderId,
    experience: due.experience,
    date: due.date,
    startTime: due.startTime,
    area,
    link,
  });
  const to = { userId: null, mobile: due.vendorMobile, email: null };
  return { kind: 'vendor_request', to, ...composed, link };
}

/** The evening before the slot, to the vendor holding the booking: when and where. */
export function composeVendorReminder(due: DueMessage): OutgoingMessage {
  if (due.vendorId === null || due.vendorMobile === null) throw new NotSendable('the message has no vendor');
  if (due.channel === 'whatsapp' && !due.vendorWhatsappOptIn)
    throw new NotSendable('the vendor has not opted in to WhatsApp');
  if (due.orderId === null || due.experience === null) throw new Error('the reminder lost its order');
  const composed = vendorReminderMessage({
    orderId: due.orderId,
    experience: due.experience,
    date: due.date,
    startTime: due.startTime,
    area: due.data?.area ?? '',
  });
  return {
    kind: 'vendor_reminder',
    to: { userId: null, mobile: due.vendorMobile, email: null },
    ...composed,
    link: '',
  };
}
