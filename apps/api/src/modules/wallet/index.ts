import type { ApiModule } from '../../app-context';

export { earnReferral, recordReferral } from './referral.service';
export { creditRefund, toWalletRow } from './wallet.service';

export const walletModule: ApiModule = {
  name: 'wallet',
};
export { referralsBy } from './referral.service';
export { insertWalletTransaction, ledgerOf, lockWallet, walletBalance } from './wallet.service';
