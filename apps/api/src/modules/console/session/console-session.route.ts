import { emptyResult, successEnvelope } from '@store/contract';
import {
  consoleChallenge,
  consoleCodeBody,
  consoleOperator,
  consolePasswordBody,
  consoleSession,
} from '@store/contract/admin';
import type { AppContext } from '../../../app-context';
import { ok } from '../../../http/envelope';
import { codeTextFailed, type SmsLog } from '../../accounts/otp.service';
import { operatorOf, SIGN_IN_STEP } from '../console-guard';
import { codeStep, passwordStep, signOut, whoIsSignedIn } from './console-sign-in.service';

/** Signing in to the console with a password and a texted code, and out (issue 16, item 1). */
export function consoleSessionRoutes({ app, db, clock, codeTexts }: AppContext): void {
  // Only the provider's reference: the text holds the code, which never reaches a log.
  const log: SmsLog = (sent) => app.log.info(sent, 'console sign-in code handed to the SMS sender');
  const sms = { texts: codeTexts, log, failed: codeTextFailed(app) };

  app.post(
    '/session/password',
    {
      config: SIGN_IN_STEP,
      schema: {
        summary: "The first factor: an operator's mobile and password; texts a code bound to the challenge",
        body: consolePasswordBody,
        response: { 200: successEnvelope(consoleChallenge) },
      },
    },
    async (request) => {
      const requester = { ip: request.ip, now: clock() };
      return ok(await passwordStep(db, request.body, requester, sms), 'A code was texted to your mobile.');
    },
  );

  app.post(
    '/session/code',
    {
      config: SIGN_IN_STEP,
      schema: {
        summary: 'The second factor: the texted code of the challenge opens a console session',
        body: consoleCodeBody,
        response: { 200: successEnvelope(consoleSession) },
      },
    },
    async (request) => ok(await codeStep(db, request.body, { ip: request.ip, now: clock() }), 'Signed in.'),
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
}
