import { formatInr } from '../format/inr';
import type { Rupees } from '../pricing/money';
import type { RefundDestination } from '../refunds/refund-process';

/**
 * What a customer is told when a booking is cancelled: who cancelled it, why (an operator's
 * reason), and how much comes back where. The online share goes where the cancellation chose (the
 * payment or the wallet); the wallet money the order used always goes back to the wallet.
 */
export type CancelNotice = {
  by: 'customer' | 'store';
  reason: string | null;
  online: Rupees;
  wallet: Rupees;
  onlineTo: RefundDestination;
};

/** An operator's reason is cut here in a text: a message stays a few SMS segments at most. */
const REASON_MAX = 160;

/** The notice as a queued message's data (string values only). */
export function cancelNoticeData(n: CancelNotice): Record<string, string> {
  return {
    cancelled_by: n.by,
    reason: n.reason ?? '',
    back_online: String(n.online),
    back_wallet: String(n.wallet),
    back_online_to: n.onlineTo,
  };
}

const amountOf = (value: string | undefined) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** The notice a message's data carries; null for a message queued without one. */
export function cancelNoticeOf(data: Record<string, string> | null | undefined): CancelNotice | null {
  if (!data || (data.cancelled_by !== 'customer' && data.cancelled_by !== 'store')) return null;
  return {
    by: data.cancelled_by,
    reason: data.reason ? data.reason : null,
    online: amountOf(data.back_online),
    wallet: amountOf(data.back_wallet),
    onlineTo: data.back_online_to === 'wallet' ? 'wallet' : 'source',
  };
}

const shortReason = (reason: string) => {
  const flat = reason
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
  return flat.length > REASON_MAX ? `${flat.slice(0, REASON_MAX - 1).trimEnd()}…` : flat;
};

/** 'Cancelled by our team. Reason: …' or 'Cancelled as you asked.' */
export function cancelledByText(n: CancelNotice): string {
  if (n.by === 'customer') return 'Cancelled as you asked.';
  return n.reason ? `Cancelled by our team. Reason: ${shortReason(n.reason)}.` : 'Cancelled by our team.';
}

/** How much comes back, and where and when it lands. */
export function refundBackText(n: CancelNotice): string {
  const toWallet = n.wallet + (n.onlineTo === 'wallet' ? n.online : 0);
  const toPayment = n.onlineTo === 'source' ? n.online : 0;
  const payment = `${formatInr(toPayment)} back to your original payment (in 5-7 working days)`;
  const wallet = `${formatInr(toWallet)} back to your wallet (now)`;
  if (toPayment > 0 && toWallet > 0) return `${payment} and ${wallet}.`;
  if (toPayment > 0) return `${payment}.`;
  if (toWallet > 0) return `${wallet}.`;
  return 'No money comes back for it.';
}
