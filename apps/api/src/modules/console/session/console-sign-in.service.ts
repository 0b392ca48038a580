import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ConsoleOperator, consoleCodeBody, consolePasswordBody } from '@store/contract/console';
import type { Db } from '@store/db';
import {
  CONSOLE_CODE_LIMITS,
  CONSOLE_FACTOR_MESSAGES,
  CONSOLE_SIGN_IN_MESSAGES,
  consoleFactorFor,
  DomainError,
  isDomainError,
  isOperator,
  maskMobile,
  OTP_TTL_MS,
  validationError,
} from '@store/domain';
import type { z } from 'zod';
import type { Requester, SmsDelivery } from '../../accounts';
import { confirmOtp, findUserBy, passwordHolder, sendOtp } from '../../accounts';
import { enforceRateLimits } from '../../rate-limits';
import { hashToken, revokeSession, startSession } from '../../sessions';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import { checkAuthenticatorCode, checkRecoveryCode } from './console-factor.service';
import { hasConfirmedFactor } from './operator-factors.repository';

// The console's sign-in: the account's password, then its second factor. An operator who has set
// up an authenticator gives its code (or a recovery code); one who has not may use a code texted
// to their mobile only where this store allows it (the demo), never in production. The password
// step returns a challenge signed by the server, so the second step is good only after it, for
// five minutes, for that account.

type Operatorish = { id: number; firstName: string; lastName: string; mobile: string | null; role: string };

/** What the sign-in needs of the store: the key that signs challenges, and whether codes may be texted. */
export type ConsoleSignInPolicy = { secret: string; textCodes: boolean };

function asOperator(user: Operatorish): ConsoleOperator {
  if (!isOperator(user.role)) throw new DomainError('FORBIDDEN', CONSOLE_SIGN_IN_MESSAGES.notOperator);
  const { id, firstName, lastName, mobile, role } = user;
  return { id, first_name: firstName, last_name: lastName, mobile, role };
}

const attempt = (mobile: string, challenge: string) => ({
  mobile,
  purpose: 'console' as const,
  deviceId: hashToken(challenge),
});

type Challenged = { id: number; passwordHash: string | null };

/**
 * Keyed by the store's secret and the account's password hash: a challenge cannot be made without
 * the password step even by someone who knows the secret (the demo's is published), and a changed
 * password voids the challenges given before.
 */
const signature = (secret: string, user: Challenged, payload: string) =>
  createHmac('sha256', `${secret}:${user.passwordHash ?? ''}`)
    .update(`console-challenge:${payload}`)
    .digest('base64url');

function signChallenge(secret: string, user: Challenged, now: Date): string {
  const payload = `${user.id}.${now.getTime() + OTP_TTL_MS}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${signature(secret, user, payload)}`;
}

const badChallenge = () =>
  validationError(
    { challenge: 'Sign in again: this step has expired.' },
    'Sign in again: this step has expired.',
  );

/** Refuses a challenge that is not ours, has expired, or was given to another account. */
function checkChallenge(secret: string, challenge: string, user: Challenged, now: Date): void {
  const cut = challenge.lastIndexOf('.');
  const payload = challenge.slice(0, cut);
  const given = Buffer.from(challenge.slice(cut + 1));
  const expected = Buffer.from(signature(secret, user, payload));
  if (cut < 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) throw badChallenge();
  const [owner, expires] = payload.split('.');
  if (Number(owner) !== user.id || Number(expires) <= now.getTime()) throw badChallenge();
}

/** POST /admin/v1/session/password: the right password of an operator; texts a code where that is the factor. */
export async function passwordStep(
  db: Db,
  body: z.output<typeof consolePasswordBody>,
  requester: Requester,
  sms: SmsDelivery,
  policy: ConsoleSignInPolicy,
) {
  const user = await passwordHolder(db, body, requester);
  asOperator(user);
  const factor = consoleFactorFor(await hasConfirmedFactor(db, user.id), policy.textCodes);
  if (!factor) throw new DomainError('FACTOR_NOT_SET_UP', CONSOLE_FACTOR_MESSAGES.notSetUp);
  const challenge = signChallenge(policy.secret, user, requester.now);
  if (factor === 'text') await sendOtp(db, attempt(body.mobile, challenge), requester, sms);
  return { challenge, factor, mobile_hint: maskMobile(body.mobile), expires_in: OTP_TTL_MS / 1000 };
}

/** A texted console code, named `code` (the store's check names its field `otp`). */
async function checkTextedCode(db: Db, body: z.output<typeof consoleCodeBody>, code: string, now: Date) {
  await confirmOtp(db, attempt(body.mobile, body.challenge), code, now).catch((error: unknown) => {
    if (!isDomainError(error) || error.fields?.otp === undefined) throw error;
    throw new DomainError(error.code, error.message, { code: error.fields.otp });
  });
}

/** Which factor opened the session, for the audit's line. */
async function checkSecondFactor(
  db: Db,
  body: z.output<typeof consoleCodeBody>,
  userId: number,
  policy: ConsoleSignInPolicy,
  now: Date,
): Promise<string> {
  if (body.recovery_code !== undefined) {
    await checkRecoveryCode(db, userId, body.recovery_code, now);
    return 'a recovery code';
  }
  const code = body.code ?? '';
  if (await hasConfirmedFactor(db, userId)) {
    await checkAuthenticatorCode(db, userId, code, now);
    return 'authenticator';
  }
  if (!policy.textCodes) throw new DomainError('FACTOR_NOT_SET_UP', CONSOLE_FACTOR_MESSAGES.notSetUp);
  await checkTextedCode(db, body, code, now);
  return 'texted code';
}

/**
 * POST /admin/v1/session/code: the second factor of the challenge opens a console session. Codes
 * typed are counted per account and address on keys of the console's own, which no store traffic
 * uses up, on top of each factor's own rules.
 */
export async function codeStep(
  db: Db,
  body: z.output<typeof consoleCodeBody>,
  { ip, now }: Requester,
  policy: ConsoleSignInPolicy,
) {
  const message = CONSOLE_SIGN_IN_MESSAGES.codes;
  await enforceRateLimits(
    db,
    [
      { key: `console-code:mobile:${body.mobile}`, ...CONSOLE_CODE_LIMITS.perAccount, message },
      { key: `console-code:ip:${ip}`, ...CONSOLE_CODE_LIMITS.perAddress, message },
    ],
    now,
  );
  const user = await findUserBy(db, { mobile: body.mobile });
  if (!user) throw badChallenge();
  checkChallenge(policy.secret, body.challenge, user, now);
  const operator = asOperator(user);
  const how = await checkSecondFactor(db, body, user.id, policy, now);
  return audited(db, { userId: user.id, now }, async (tx) => ({
    result: { token: await startSession(tx, user.id, now, 'console'), operator },
    audit: {
      action: 'session.sign_in',
      subject: { type: 'user', id: user.id },
      summary: `${operator.first_name} signed in to the console (password and ${how})`,
    },
  }));
}

/** GET /admin/v1/session: who is signed in. */
export const whoIsSignedIn = (operator: Operator): ConsoleOperator =>
  asOperator({
    ...operator,
    id: operator.userId,
    firstName: operator.firstName,
    lastName: operator.lastName,
  });

/** DELETE /admin/v1/session: the session ends; its token opens nothing any more. */
export async function signOut(db: Db, operator: Operator, now: Date): Promise<void> {
  await audited(db, { userId: operator.userId, now }, async (tx) => {
    await revokeSession(tx, operator.sessionId, now);
    return {
      result: undefined,
      audit: {
        action: 'session.sign_out',
        subject: { type: 'user', id: operator.userId },
        summary: `${operator.firstName} signed out of the console`,
      },
    };
  });
}
