import { createHash, randomBytes } from 'node:crypto';
import type { consoleEmailChangeBody, consolePasswordChangeBody } from '@store/contract/console';
import type { Db } from '@store/db';
import {
  CONSOLE_FACTOR_MESSAGES,
  DomainError,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFrom,
  TOTP_ISSUER,
  TOTP_PERIOD_S,
  TOTP_TOLERANCE_STEPS,
  totpStepAt,
  validationError,
} from '@store/domain';
import { generateSecret, generateURI, verify } from 'otplib';
import type { z } from 'zod';
import { hashPassword, updateUser } from '../../accounts';
import { revokeUserSessions } from '../../sessions';
import { audited } from '../audit/audited';
import type { Operator } from '../console-guard';
import {
  findFactor,
  hasConfirmedFactor,
  putPendingFactor,
  recoveryCodesLeft,
  removeFactor,
  replaceRecoveryCodes,
  takeStep,
  useRecoveryCode,
} from './operator-factors.repository';

// The console's authenticator: set up and checked here, and nowhere in the store. Checking a code
// takes its 30-second step in one conditional update, so a code works once however it is raced.

const recoveryHash = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

/** The step a 6-digit code matches for this secret around `now`, or null. */
async function stepOf(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    period: TOTP_PERIOD_S,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_S * TOTP_TOLERANCE_STEPS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const wrongCode = (field = 'code') =>
  validationError({ [field]: CONSOLE_FACTOR_MESSAGES.wrongCode }, CONSOLE_FACTOR_MESSAGES.wrongCode);

/** A current code of the operator's confirmed authenticator; a 400 naming `code` otherwise. */
export async function checkAuthenticatorCode(db: Db, userId: number, code: string, now: Date): Promise<void> {
  const factor = await findFactor(db, userId);
  if (!factor?.confirmedAt) throw wrongCode();
  const step = await stepOf(factor.secret, code, now);
  if (step === null || !(await takeStep(db, userId, step))) throw wrongCode();
}

/** One of the operator's unused recovery codes, used up; a 400 naming `recovery_code` otherwise. */
export async function checkRecoveryCode(db: Db, userId: number, typed: string, now: Date): Promise<void> {
  if (
    !(await hasConfirmedFactor(db, userId)) ||
    !(await useRecoveryCode(db, userId, recoveryHash(typed), now))
  )
    throw validationError(
      { recovery_code: CONSOLE_FACTOR_MESSAGES.wrongRecovery },
      CONSOLE_FACTOR_MESSAGES.wrongRecovery,
    );
}

export async function factorStatus(db: Db, operator: Operator) {
  return {
    enrolled: await hasConfirmedFactor(db, operator.userId),
    recovery_codes_left: await recoveryCodesLeft(db, operator.userId),
  };
}

/** POST /admin/v1/session/factor: a new secret to put in the app; nothing changes until confirmed. */
export async function startEnrolment(db: Db, operator: Operator, now: Date) {
  const secret = generateSecret();
  if (!(await putPendingFactor(db, operator.userId, secret, now)))
    throw new DomainError('FACTOR_ALREADY_ENROLLED', CONSOLE_FACTOR_MESSAGES.alreadyEnrolled);
  const label = operator.mobile ?? `operator-${operator.userId}`;
  return { secret, uri: generateURI({ issuer: TOTP_ISSUER, label, secret, period: TOTP_PERIOD_S }) };
}

/** Fresh recovery codes: shown once, kept only as hashes. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    recoveryCodeFrom(randomBytes(RECOVERY_CODE_LENGTH)),
  );
}

/**
 * POST /admin/v1/session/factor/confirm: a code from the app proves the secret reached it; from
 * then on this operator signs in with the app (texted codes are refused), and gets recovery codes.
 */
export async function confirmEnrolment(db: Db, operator: Operator, code: string, now: Date) {
  const factor = await findFactor(db, operator.userId);
  if (!factor) throw new DomainError('FACTOR_NOT_STARTED', CONSOLE_FACTOR_MESSAGES.notStarted);
  if (factor.confirmedAt)
    throw new DomainError('FACTOR_ALREADY_ENROLLED', CONSOLE_FACTOR_MESSAGES.alreadyEnrolled);
  const step = await stepOf(factor.secret, code, now);
  if (step === null) throw wrongCode();
  const codes = newRecoveryCodes();
  return audited(db, { userId: operator.userId, now }, async (tx) => {
    if (!(await takeStep(tx, operator.userId, step, { now }))) throw wrongCode();
    await replaceRecoveryCodes(tx, operator.userId, codes.map(recoveryHash));
    return {
      result: { recovery_codes: codes },
      audit: {
        action: 'session.factor_enrol',
        subject: { type: 'user', id: operator.userId },
        summary: `${operator.firstName} set up an authenticator for the console`,
      },
    };
  });
}

/**
 * The server's own way in (`npm run console:factor`): a new authenticator, already confirmed, and
 * its recovery codes, replacing any earlier ones. For the first operator of a production store,
 * where no texted code opens the console, and for one who lost their phone and codes.
 * @public run by scripts/console-factor.ts (`npm run console:factor`), outside this workspace.
 */
export async function enrolFromServer(db: Db, user: { id: number; mobile: string }, now: Date) {
  const userId = user.id;
  const secret = generateSecret();
  return db.transaction(async (tx) => {
    await removeFactor(tx, userId);
    await putPendingFactor(tx, userId, secret, now);
    // Confirmed as of a step just before the codes now on the operator's app.
    await takeStep(tx, userId, totpStepAt(now) - TOTP_TOLERANCE_STEPS - 1, { now });
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(tx, userId, codes.map(recoveryHash));
    const uri = generateURI({ issuer: TOTP_ISSUER, label: user.mobile, secret, period: TOTP_PERIOD_S });
    return { secret, uri, codes };
  });
}

/** One of the operator's own sign-in details changed: a current code first, then the change and its audit row together. */
async function changeOwnDetail(
  db: Db,
  operator: Operator,
  code: string,
  now: Date,
  change: {
    action: 'session.change_password' | 'session.change_email';
    what: string;
    after?: Record<string, unknown>;
    apply: (tx: Db) => Promise<void>;
  },
): Promise<void> {
  await checkAuthenticatorCode(db, operator.userId, code, now);
  await audited(db, { userId: operator.userId, now }, async (tx) => {
    await change.apply(tx);
    return {
      result: undefined,
      audit: {
        action: change.action,
        subject: { type: 'user', id: operator.userId },
        summary: `${operator.firstName} changed their ${change.what}`,
        ...(change.after && { after: change.after }),
      },
    };
  });
}

/** PUT /admin/v1/session/password: the operator's own password, with a current code; other sessions end. */
export async function changeOperatorPassword(
  db: Db,
  operator: Operator,
  body: z.output<typeof consolePasswordChangeBody>,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await changeOwnDetail(db, operator, body.code, now, {
    action: 'session.change_password',
    what: 'password',
    apply: async (tx) => {
      await updateUser(tx, operator.userId, { passwordHash });
      await revokeUserSessions(tx, operator.userId, now, operator.sessionId);
    },
  });
}

/** PUT /admin/v1/session/email: the operator's own email, with a current code. */
export async function changeOperatorEmail(
  db: Db,
  operator: Operator,
  body: z.output<typeof consoleEmailChangeBody>,
  now: Date,
): Promise<void> {
  const email = body.email.toLowerCase();
  await changeOwnDetail(db, operator, body.code, now, {
    action: 'session.change_email',
    what: 'email',
    after: { email },
    apply: async (tx) => {
      await updateUser(tx, operator.userId, { email, emailVerified: false });
    },
  });
}
