import { DomainError, paiseOfRupeeText } from '@store/domain';
import PaytmChecksum from 'paytmchecksum';
import { PAYMENT_TIMEOUT_MS, type PaytmConfig } from '../../payment-provider';
import type { Settlement } from '../settlement/settle.service';

/** What Paytm's transaction-status API says of one order. */
export type PaytmStatus = {
  /** TXN_SUCCESS, TXN_FAILURE, PENDING, ... */
  resultStatus: string;
  txnId: string | undefined;
  amountPaise: number | undefined;
};

type StatusReply = {
  body?: { resultInfo?: { resultStatus?: string }; txnId?: string; txnAmount?: string; mid?: string };
};

/**
 * Asks Paytm's transaction-status API (POST /v3/order/status, the request body signed with the
 * merchant key as Paytm's checksum library documents) what happened to an order: the callback the
 * browser brings is only believed once Paytm itself confirms it, with its own amount and id.
 */
export async function paytmTransactionStatus(config: PaytmConfig, orderId: string): Promise<PaytmStatus> {
  const body = { mid: config.mid, orderId };
  const signature = await PaytmChecksum.generateSignature(JSON.stringify(body), config.merchantKey);
  let reply: StatusReply;
  try {
    const res = await fetch(config.statusUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body, head: { signature } }),
      signal: AbortSignal.timeout(config.timeoutMs ?? PAYMENT_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    reply = (await res.json()) as StatusReply;
  } catch (cause) {
    // The customer may have paid: say so plainly rather than fail the order (Paytm keeps the money
    // until it is asked again, and the callback can be replayed).
    const error = new DomainError('PROVIDER_UNAVAILABLE');
    error.cause = cause;
    throw error;
  }
  const found = reply.body ?? {};
  if (found.mid !== undefined && found.mid !== config.mid) {
    throw new DomainError('PROVIDER_UNAVAILABLE', `Paytm answered for another merchant (${found.mid}).`);
  }
  return {
    resultStatus: found.resultInfo?.resultStatus ?? 'UNKNOWN',
    txnId: found.txnId,
    amountPaise: paiseOfRupeeText(found.txnAmount),
  };
}

/**
 * What a payment Paytm's status API reports as TXN_SUCCESS settles, whoever asked (the browser's
 * return, the reconciliation pass): the same capture id, so it settles once whoever reports it first.
 */
export function paytmSettlement(
  providerOrderId: string,
  status: PaytmStatus & { txnId: string },
  currency: string,
  source: string,
): Settlement {
  return {
    providerOrderId,
    providerPaymentId: `paytm_${status.txnId}`,
    amountPaise: status.amountPaise ?? -1,
    currency,
    source,
  };
}
