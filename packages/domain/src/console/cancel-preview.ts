import { refundShare } from '../orders/cancellation-policy';
import type { Rupees } from '../pricing/money';

/**
 * What an operator's cancellation at `percent` gives back, before it is confirmed: the share of
 * each source as the cancellation computes it (rounded down), the online part never more than is
 * left unrefunded. Null when the percent is not a whole number from 0 to 100 (nothing to show yet).
 */
export function cancelRefundPreview(
  money: { paidOnline: Rupees; refundable: Rupees; wallet: Rupees },
  percent: number,
): { online: Rupees; wallet: Rupees; total: Rupees } | null {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) return null;
  const share = refundShare({ online: money.paidOnline, wallet: money.wallet }, percent);
  const online = Math.min(share.online, money.refundable);
  return { online, wallet: share.wallet, total: online + share.wallet };
}
