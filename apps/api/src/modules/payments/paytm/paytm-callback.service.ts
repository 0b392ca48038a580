import { id } from '@store/contract';
import type { Db } from '@store/db';
import { DomainError, paiseOfRupeeText, validationError } from '@store/domain';
import PaytmChecksum from 'paytmchecksum';
import type { PaytmConfig } from '../../payment-provider';
import { assertNotMismatched, settlePayment } from '../settlement/settle.service';
import { paymentOfOrderId } from './paytm.repository';
import { type PaytmStatus, paytmSettlement, paytmTransactionStatus } from './paytm-status';

/** What the browser coming back from Paytm is shown: its order paid, failed, or being confirmed. */
export type PaytmReturn = 'paid' | 'failed' | 'confirming';

/** AES-128 of a 64-character hash and a 4-character salt, base64: anything else is not Paytm's. */
const CHECKSUM_SHAPE = /^[A-Za-z0-9+/]{107}=$/;

/** The form's text fields; a JSON body of numbers or arrays is no Paytm post and signs nothing. */
function textFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Paytm's form post after a wallet payment. Every field is covered by CHECKSUMHASH, made with our
 * merchant key; a verified TXN_SUCCESS for our MID settles the order only once Paytm's status API
 * confirms it, with Paytm's amount, through the same idempotent settlement as the card provider.
 * Returns the order id and the outcome: paid, failed, or confirming when Paytm's status API did not
 * answer (the reconciliation pass asks it again and settles the order; reconcile.service.ts).
 */
export async function applyPaytmCallback(
  db: Db,
  config: PaytmConfig,
  body: unknown,
  now: Date,
): Promise<{ orderId: number; outcome: PaytmReturn }> {
  const { CHECKSUMHASH: checksum, ...signed } = textFields(body);
  // The string form: the object form calls the fields' own hasOwnProperty, which a post can replace.
  const signedText = PaytmChecksum.getStringByParams(signed);
  if (
    !checksum ||
    !CHECKSUM_SHAPE.test(checksum) ||
    !PaytmChecksum.verifySignature(signedText, config.merchantKey, checksum)
  ) {
    throw validationError({ CHECKSUMHASH: 'does not match the fields' }, 'Invalid Paytm checksum');
  }
  if (signed.MID !== config.mid)
    throw validationError({ MID: 'is not this store' }, 'Unknown Paytm merchant');
  const orderId = Number(signed.ORDERID);
  // Our order ids are int4: anything else is no order of ours (and must not reach the database).
  const payment = id().safeParse(orderId).success ? await paymentOfOrderId(db, orderId) : undefined;
  if (!payment) throw new DomainError('NOT_FOUND', `Order ${signed.ORDERID} was not found`);
  if (signed.STATUS !== 'TXN_SUCCESS' || !signed.TXNID) return { orderId, outcome: 'failed' };
  // A signed form is not proof of money: Paytm's own status API must say the same.
  let status: PaytmStatus;
  try {
    status = await paytmTransactionStatus(config, signed.ORDERID ?? '');
  } catch (error) {
    // Paytm may have the money: nothing is settled on the form's word, and nothing is failed either.
    if (error instanceof DomainError && error.code === 'PROVIDER_UNAVAILABLE')
      return { orderId, outcome: 'confirming' };
    throw error;
  }
  if (status.resultStatus !== 'TXN_SUCCESS') return { orderId, outcome: 'failed' };
  if (status.txnId !== signed.TXNID) {
    const message = 'The Paytm transaction does not match what Paytm reports';
    throw validationError({ TXNID: message }, message);
  }
  if (status.amountPaise !== paiseOfRupeeText(signed.TXNAMOUNT)) {
    const message = 'The Paytm amount does not match what Paytm reports';
    throw validationError({ amount: message }, message);
  }
  const settlement = paytmSettlement(
    payment.providerOrderId,
    { ...status, txnId: signed.TXNID },
    signed.CURRENCY ?? 'INR',
    'paytm',
  );
  assertNotMismatched(await settlePayment(db, settlement, now));
  // Paid even when the places were gone by then: the result page shows the refund that is due.
  return { orderId, outcome: 'paid' };
}
