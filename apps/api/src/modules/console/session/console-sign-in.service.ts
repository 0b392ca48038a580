import { randomBytes } from 'node:crypto';
import type { ConsoleOperator, consoleCodeBody, consolePasswordBody } from '@store/contract/admin';
import type { Db } from '@store/db';
import {
  CONSOLE_CODE_LIMITS,
  CONSOLE_SIGN_IN_MESSAGES,
  DomainError,
  isDomainError,
  isOperator,
  maskMobile,
  OTP_TTL_MS,
} from '@store/domain';
import type { z } from 'zod';
import { enforceRateLimits } from '../../../http/rate-limit';
import type { Requester, SmsDelivery } from '../../accounts/otp.service';
import { confirmOtp, sendOtp } from '../../accounts/otp.service';
import { passwordHolder } from '../../accounts/sign-in.service';
import { findUserBy } from '../../accounts/users.repository';
import { revokeSession } from '../../sessions/sessions.repository';
import { startSession } from '../../sessions/sessions.service';
import { hashToken } from '../../sessions/token';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';

// The console's sign-in (issue 16, item 1): the account's password, then a one-time code texted to
// its mobile, through the store's own code machinery (stored hashed, 5 minutes, 5 guesses, once,
// the outbox in development). The code is bound to a challenge the password step returns: only the
// hash of the challenge is stored (as the code's device), so a code is good only after the password.

type Operatorish = { id: number; firstName: string; lastName: string; mobile: string | null; role: string };

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

/** POST /admin/v1/session/password: the right password of an operator texts them a code. */
export async function passwordStep(
  db: Db,
  body: z.output<typeof consolePasswordBody>,
  requester: Requester,
  sms: SmsDelivery,
) {
  const user = await passwordHolder(db, body, requester);
  asOperator(user);
  const challenge = randomBytes(24).toString('base64url');
  await sendOtp(db, attempt(body.mobile, challenge), requester, sms);
  return { challenge, mobile_hint: maskMobile(body.mobile), expires_in: OTP_TTL_MS / 1000 };
}

/**
 * POST /admin/v1/session/code: the code of the challenge opens a console session. Codes typed
 * are counted per account and address on top of each code's own guesses.
 */
export async function codeStep(db: Db, body: z.output<typeof consoleCodeBody>, { ip, now }: Requester) {
  const message = CONSOLE_SIGN_IN_MESSAGES.codes;
  await enforceRateLimits(
    db,
    [
      { key: `console-code:mobile:${body.mobile}`, ...CONSOLE_CODE_LIMITS.perAccount, message },
      { key: `console-code:ip:${ip}`, ...CONSOLE_CODE_LIMITS.perAddress, message },
    ],
    now,
  );
  await confirmOtp(db, attempt(body.mobile, body.challenge), body.code, now).catch((error: unknown) => {
    // The store's code check names its field `otp`; the console's is `code`.
    if (!isDomainError(error) || error.fields?.otp === undefined) throw error;
    throw new DomainError(error.code, error.message, { code: error.fields.otp });
  });
  const user = await findUserBy(db, { mobile: body.mobile });
  if (!user) throw new DomainError('UNAUTHORIZED');
  const operator = asOperator(user);
  return audited(db, { userId: user.id, now }, async (tx) => ({
    result: { token: await startSession(tx, user.id, now, 'console'), operator },
    audit: {
      action: 'session.sign_in',
      subject: { type: 'user', id: user.id },
      summary: `${operator.first_name} signed in to the console (password and texted code)`,
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
