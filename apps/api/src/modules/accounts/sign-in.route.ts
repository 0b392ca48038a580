import { accountsOperations } from '@store/contract';
import type { AppContext } from '../../app-context';
import { optionalUser } from '../../http/current-user';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { referrerOf, resetPassword, sendMobileCode } from './account.service';
import { codeDelivery } from './otp.service';
import { register } from './register.service';
import { confirmLoginOtp, passwordLogin, requestLoginOtp } from './sign-in.service';

export function signInRoutes(ctx: AppContext): void {
  const { app, db, clock } = ctx;
  const sms = codeDelivery(ctx);

  route(app, accountsOperations.loginOtp, async (request) => {
    const sent = await requestLoginOtp(db, request.body, { ip: request.ip, now: clock() }, sms);
    return ok(sent, sent.success_message);
  });

  route(app, accountsOperations.loginOtpConfirm, async (request) =>
    ok(await confirmLoginOtp(db, request.body, clock())),
  );

  route(app, accountsOperations.register, async (request) => {
    const now = clock();
    const who = await optionalUser(db, request, now);
    return ok(await register(db, request.body, { who, ip: request.ip, now }), 'Registered successfully');
  });

  route(app, accountsOperations.login, async (request) =>
    ok(await passwordLogin(db, request.body, { ip: request.ip, now: clock() })),
  );

  for (const [operation, resend] of [
    [accountsOperations.sendOtp, false],
    [accountsOperations.resendOtp, true],
  ] as const) {
    route(app, operation, async (request) => {
      const now = clock();
      const who = await optionalUser(db, request, now);
      const input = { mobile: request.body.mobile, who, resend };
      const sent = await sendMobileCode(db, input, { ip: request.ip, now }, sms);
      return ok(sent, sent.success_message);
    });
  }

  route(app, accountsOperations.resetPassword, async (request) => {
    await resetPassword(db, request.body, clock());
    return ok({}, 'Password reset successfully. Please log in.');
  });

  route(app, accountsOperations.referrer, async (request) =>
    ok(await referrerOf(db, request.params.code, { ip: request.ip, now: clock() })),
  );
}
