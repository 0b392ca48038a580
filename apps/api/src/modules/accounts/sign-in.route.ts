import {
  emptyResult,
  loginOtpBody,
  loginOtpConfirmBody,
  loginResult,
  otpSent,
  passwordLoginBody,
  referralCodeParams,
  referrer,
  registerBody,
  resetPasswordBody,
  sendOtpBody,
  successEnvelope,
} from '@store/contract';
import type { AppContext } from '../../app-context';
import { optionalUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { referrerOf, resetPassword, sendMobileCode } from './account.service';
import { codeDelivery } from './otp.service';
import { register } from './register.service';
import { confirmLoginOtp, passwordLogin, requestLoginOtp } from './sign-in.service';

const tags = ['accounts'];

export function signInRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  const sms = codeDelivery(ctx);

  app.post(
    '/v2/user/login-otp',
    {
      schema: {
        tags,
        summary: 'Texts a sign-in code to a mobile (the same answer for every number)',
        body: loginOtpBody,
        response: { 200: successEnvelope(otpSent) },
      },
    },
    async (request) => {
      const sent = await requestLoginOtp(db, request.body, { ip: request.ip, now: clock() }, sms);
      return ok(sent, sent.success_message);
    },
  );

  app.post(
    '/v2/user/login-otp-confirm',
    {
      schema: {
        tags,
        summary: 'Signs in with the code; a number without an account gets a register_key',
        body: loginOtpConfirmBody,
        response: { 200: successEnvelope(loginResult) },
      },
    },
    async (request) => ok(await confirmLoginOtp(db, request.body, clock())),
  );

  app.post(
    '/v2/user/register',
    {
      schema: {
        tags,
        summary:
          'Creates an account for a mobile proven by a register_key (an agent: a customer, no session)',
        body: registerBody,
        response: { 200: successEnvelope(loginResult) },
      },
    },
    async (request) => {
      const now = clock();
      const who = await optionalUser(db, request, now);
      return ok(await register(db, request.body, { who, ip: request.ip, now }), 'Registered successfully');
    },
  );

  app.post(
    '/v2/user/login',
    {
      schema: {
        tags,
        summary: 'Signs in with a mobile or proven email and a password (limited per account and address)',
        body: passwordLoginBody,
        response: { 200: successEnvelope(loginResult) },
      },
    },
    async (request) => ok(await passwordLogin(db, request.body, { ip: request.ip, now: clock() })),
  );

  for (const [path, resend] of [
    ['/v2/user/send_otp', false],
    ['/v2/user/resend_otp', true],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: 'Texts a code: to verify the mobile when signed in, to reset the password when not',
          body: sendOtpBody,
          response: { 200: successEnvelope(otpSent) },
        },
      },
      async (request) => {
        const now = clock();
        const who = await optionalUser(db, request, now);
        const input = { mobile: request.body.mobile, who, resend };
        const sent = await sendMobileCode(db, input, { ip: request.ip, now }, sms);
        return ok(sent, sent.success_message);
      },
    );
  }

  app.post(
    '/v2/user/reset_password',
    {
      schema: {
        tags,
        summary: 'Sets a new password with a code texted by send_otp; every session ends',
        body: resetPasswordBody,
        response: { 200: successEnvelope(emptyResult) },
      },
    },
    async (request) => {
      await resetPassword(db, request.body, clock());
      return ok({}, 'Password reset successfully. Please log in.');
    },
  );

  app.get(
    '/v2/user/getUserByReferralCode/:code',
    {
      schema: {
        tags,
        summary: 'Who a referral code belongs to (first name only)',
        params: referralCodeParams,
        response: { 200: successEnvelope(referrer) },
      },
    },
    async (request) => ok(await referrerOf(db, request.params.code, { ip: request.ip, now: clock() })),
  );
}
