import { emptyResult, successEnvelope } from '@store/contract';
import {
  consoleChallenge,
  consoleCodeBody,
  consoleEmailChangeBody,
  consoleFactorConfirmBody,
  consoleFactorSetup,
  consoleFactorStatus,
  consoleOperator,
  consolePasswordBody,
  consolePasswordChangeBody,
  consoleRecoveryCodes,
  consoleSession,
} from '@store/contract/admin';
import { PASSWORD_CHANGED } from '@store/domain';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { codeTextFailed, type SmsLog } from '../../accounts';
import { operatorOf, SIGN_IN_STEP } from '../console-guard';
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

  app.post(
    '/session/password',
    {
      config: SIGN_IN_STEP,
      schema: {
        summary: "The first factor: an operator's mobile and password; says which second factor comes next",
        body: consolePasswordBody,
        response: { 200: successEnvelope(consoleChallenge) },
      },
    },
    async (request) => {
      const requester = { ip: request.ip, now: clock() };
      const step = await passwordStep(db, request.body, requester, sms, policy);
      const said =
        step.factor === 'text' ? 'A code was texted to your mobile.' : 'Enter the code from your app.';
      return ok(step, said);
    },
  );

  app.post(
    '/session/code',
    {
      config: SIGN_IN_STEP,
      schema: {
        summary: "The second factor: the authenticator's code, a recovery code, or (demo only) a texted code",
        body: consoleCodeBody,
        response: { 200: successEnvelope(consoleSession) },
      },
    },
    async (request) =>
      ok(await codeStep(db, request.body, { ip: request.ip, now: clock() }, policy), 'Signed in.'),
  );

  app.get(
    '/session',
    {
      schema: {
        summary: 'The operator signed in to the console',
        response: { 200: successEnvelope(consoleOperator) },
      },
    },
    async (request) => ok(whoIsSignedIn(operatorOf(request))),
  );

  app.delete(
    '/session',
    {
      schema: {
        summary: 'Signs out of the console: its token opens nothing any more',
        response: { 200: successEnvelope(emptyResult) },
      },
    },
    async (request) => {
      await signOut(db, operatorOf(request), clock());
      return ok({}, 'Signed out.');
    },
  );

  app.get(
    '/session/factor',
    {
      schema: {
        summary: "Whether the operator's authenticator is set up, and how many recovery codes are left",
        response: { 200: successEnvelope(consoleFactorStatus) },
      },
    },
    async (request) => ok(await factorStatus(db, operatorOf(request))),
  );

  app.post(
    '/session/factor',
    {
      schema: {
        summary:
          'Starts setting up an authenticator: its secret and otpauth address (refused once one is set up)',
        response: { 200: successEnvelope(consoleFactorSetup) },
      },
    },
    async (request) => ok(await startEnrolment(db, operatorOf(request), clock())),
  );

  app.post(
    '/session/factor/confirm',
    {
      schema: {
        summary:
          'A code from the app sets the authenticator up; returns ten one-time recovery codes, shown once',
        body: consoleFactorConfirmBody,
        response: { 200: successEnvelope(consoleRecoveryCodes) },
      },
    },
    async (request) =>
      ok(
        await confirmEnrolment(db, operatorOf(request), request.body.code, clock()),
        'Your authenticator is set up. Keep the recovery codes somewhere safe.',
      ),
  );

  app.put(
    '/session/password',
    {
      schema: {
        summary: "The operator's own password, with a current code from the app; their other sessions end",
        body: consolePasswordChangeBody,
        response: { 200: successEnvelope(emptyResult) },
      },
    },
    async (request) => {
      await changeOperatorPassword(db, operatorOf(request), request.body, clock());
      return ok({}, PASSWORD_CHANGED);
    },
  );

  app.put(
    '/session/email',
    {
      schema: {
        summary: "The operator's own email, with a current code from the app",
        body: consoleEmailChangeBody,
        response: { 200: successEnvelope(emptyResult) },
      },
    },
    async (request) => {
      await changeOperatorEmail(db, operatorOf(request), request.body, clock());
      return ok({}, 'Email changed.');
    },
  );
}
