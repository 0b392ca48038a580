import type { DeliveryAddress } from '@store/db';
import { amountToPay, formatInr, slotLabel } from '@store/domain';
import mjml2html from 'mjml';
import type { OutgoingMessage } from './channel';
import type { DueMessage } from './due-messages.repository';

export type ConfirmationFacts = {
  orderId: number;
  experience: string;
  date: string | null;
  startTime: string | null;
  amount: number;
  amountDiscounted: number;
  cashUsed: number;
  paymentMethod: string;
  deliveryAddress: DeliveryAddress | null;
  locality: string;
  trackingUrl: string;
};

const htmlText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The booking confirmation as an HTML email, written in MJML (which makes the table layout mail
 * clients need): what was booked, when and where, what it cost and how it was paid, the tracking
 * link, and where the GST tax invoice is. The text version stays the message's text.
 */
export async function confirmationEmailHtml(f: ConfirmationFacts): Promise<string> {
  const when = slotLabel(f.date, f.startTime);
  const a = f.deliveryAddress;
  const where = a ? [a.line1, a.line2, a.landmark, a.pincode].filter(Boolean).join(', ') : f.locality;
  const due = amountToPay(f);
  const lines: [string, string][] = [['Price', formatInr(f.amount)]];
  if (f.amountDiscounted > 0) lines.push(['Coupon', `-${formatInr(f.amountDiscounted)}`]);
  if (f.cashUsed > 0) lines.push(['Store wallet', `-${formatInr(f.cashUsed)}`]);
  lines.push(
    f.paymentMethod === 'cod'
      ? ['To pay on the day', formatInr(due)]
      : ['Paid', formatInr(f.amount - f.amountDiscounted)],
  );
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 0">${htmlText(label)}</td><td align="right">${htmlText(value)}</td></tr>`,
    )
    .join('');
  const invoice =
    f.paymentMethod === 'cod'
      ? 'Your GST tax invoice will be on the booking page once it is paid.'
      : 'Your GST tax invoice is on the booking page, ready to download.';
  const link = htmlText(f.trackingUrl);
  const { html, errors } = await mjml2html(
    `<mjml><mj-body background-color="#f6f6f6"><mj-section background-color="#ffffff"><mj-column>
<mj-text font-size="20px" font-weight="bold">Booking #${f.orderId} confirmed</mj-text>
<mj-text font-size="16px">${htmlText(f.experience)}</mj-text>
<mj-text>When: ${htmlText(when || 'to be arranged')}<br/>Where: ${htmlText(where || 'as agreed')}</mj-text>
<mj-table>${rows}</mj-table>
<mj-button href="${link}" background-color="#d6336c">Track your booking</mj-button>
<mj-text>${htmlText(invoice)} Answer the booking's questions there too: ${link}</mj-text>
</mj-column></mj-section></mj-body></mjml>`,
    { validationLevel: 'strict' },
  );
  if (errors.length > 0) throw new Error(`the confirmation email did not render: ${errors[0]?.message}`);
  return html;
}

/** The booking confirmation's email goes as HTML too, with the amounts, the slot and the address. */
export async function withHtml(due: DueMessage, message: OutgoingMessage): Promise<OutgoingMessage> {
  if (due.kind !== 'order_placed' || due.channel !== 'email' || due.orderId === null || due.amount === null)
    return message;
  const html = await confirmationEmailHtml({
    ...due,
    orderId: due.orderId,
    experience: due.experience ?? '',
    amount: due.amount,
    amountDiscounted: due.amountDiscounted ?? 0,
    cashUsed: due.cashUsed ?? 0,
    paymentMethod: due.paymentMethod ?? 'online',
    locality: due.locality ?? '',
    trackingUrl: message.link,
  });
  return { ...message, html };
}
