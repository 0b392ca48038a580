export { accountRoutes } from './account.route';
export { demoOperatorsNotice, hashDemoOperatorPasswords, newDemoOperatorPasswords } from './demo-operators';
export type { Requester, SmsDelivery, SmsLog } from './otp.service';
export { codeDelivery, codeTextFailed, confirmOtp, sendOtp } from './otp.service';
export { hashPassword } from './passwords';
export { newReferralCode } from './referral-code';
export { signInRoutes } from './sign-in.route';
export { passwordHolder, signedIn } from './sign-in.service';
