import { consoleSessionOperations } from '@store/contract/console';
import { PASSWORD_CHANGED } from '@store/domain';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { route } from '../../../http/route';
import { codeTextFailed, type SmsLog } from '../../accounts';
import { operatorOf } from '../console-guard';
import {
  changeOperatorEmail,
  changeOperatorPassword,
  confirmEnrolment,
  factorStatus,
  startEnrolment,
} from './console-factor.service';
import { codeStep, passwordStep, signOut, whoIsSignedIn } from './console-sign-in.service';

/** Signing in to the console with a password and a second factor, and out; the operator's own authenticator. */
export function consoleSessionRoutes({
  app,
  db,
  clock,
  codeTexts,
  linkSecret,
  consoleTextCodes,
}: AppContext): void {
  // Only the provider's reference: the text holds the code, which never reaches a log.
  const log: SmsLog = (sent) => app.log.info(sent, 'console sign-in code handed to the SMS sender');
  const sms = { texts: codeTexts, log, failed: codeTextFailed(app) };
  const policy = { secret: linkSecret, textCodes: consoleTextCodes };

  route(app, consoleSessionOperations.passwordStep, async (request) => {
    const requester = { ip: request.ip, now: clock() };
    const step = await passwordStep(db, request.body, requester, sms, policy);
    const said =
      step.factor === 'text' ? 'A code was texted to your mobile.' : 'Enter the code from your app.';
    return ok(step, said);
  });

  route(app, consoleSessionOperations.codeStep, async (request) =>
    ok(await codeStep(db, request.body, { ip: request.ip, now: clock() }, policy), 'Signed in.'),
  );

  route(app, consoleSessionOperations.session, async (request) => ok(whoIsSignedIn(operatorOf(request))));

  route(app, consoleSessionOperations.signOut, async (request) => {
    await signOut(db, operatorOf(request), clock());
    return ok({}, 'Signed out.');
  });

  route(app, consoleSessionOperations.factorStatus, async (request) =>
    ok(await factorStatus(db, operatorOf(request))),
  );

  route(app, consoleSessionOperations.startFactor, async (request) =>
    ok(await startEnrolment(db, operatorOf(request), clock())),
  );

  route(app, consoleSessionOperations.confirmFactor, async (request) =>
    ok(
      await confirmEnrolment(db, operatorOf(request), request.body.code, clock()),
      'Your authenticator is set up. Keep the recovery codes somewhere safe.',
    ),
  );

  route(app, consoleSessionOperations.changeOwnPassword, async (request) => {
    await changeOperatorPassword(db, operatorOf(request), request.body, clock());
    return ok({}, PASSWORD_CHANGED);
  });

  route(app, consoleSessionOperations.changeOwnEmail, async (request) => {
    await changeOperatorEmail(db, operatorOf(request), request.body, clock());
    return ok({}, 'Email changed.');
  });
}
