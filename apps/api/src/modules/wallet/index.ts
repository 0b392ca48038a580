export { earnReferral, recordReferral } from './referral.service';
export { creditRefund, toWalletRow } from './wallet.service';
