// Other modules reach this module's rows only through the functions at the end of this file; its
// repository stays private, so a query can change without them.
import * as _refundsRepository from './refunds.repository';

export function paidPaymentOf(...args: Parameters<typeof _refundsRepository.paidPaymentOf>) {
  return _refundsRepository.paidPaymentOf(...args);
}

export function refundedSoFar(...args: Parameters<typeof _refundsRepository.refundedSoFar>) {
  return _refundsRepository.refundedSoFar(...args);
}

export function refundsOf(...args: Parameters<typeof _refundsRepository.refundsOf>) {
  return _refundsRepository.refundsOf(...args);
}
