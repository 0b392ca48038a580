import type { ApiModule } from '../../app-context';
import { accountRoutes } from './account.route';
import { signInRoutes } from './sign-in.route';

export { demoOperatorsNotice, hashDemoOperatorPasswords, newDemoOperatorPasswords } from './demo-operators';
export type { Attempt, Requester, SmsDelivery, SmsLog } from './otp.service';
export { codeDelivery, codeTextFailed, confirmOtp, sendOtp } from './otp.service';
export { hashPassword } from './passwords';
export { newReferralCode } from './referral-code';
export { passwordHolder, signedIn } from './sign-in.service';

export const accountsModule: ApiModule = {
  name: 'accounts',
  routes: [signInRoutes, accountRoutes],
};
export { findUserBy, findUserByProvenEmail, insertUser, updateUser } from './users.service';
