import { loginResult, successEnvelope } from '@store/contract';
import {
  consoleChallenge,
  consoleFactorSetup,
  consoleFactorStatus,
  consoleRecoveryCodes,
  consoleSession,
} from '@store/contract/console';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/modules/accounts/passwords';
import { enrolFromServer } from '../../src/modules/console/session/console-factor.service';
import { lastCode, post, signInByOtp } from '../accounts/accounts-helpers';
import { TEST_NOW, TEST_OPERATOR_PASSWORDS } from '../support/fixtures';
import { userWithRole } from '../support/sessions';
import { useTestApp } from '../support/test-app';
import {
  ADMIN,
  ADMIN_MOBILE,
  ADMIN_PASSWORD,
  auditRows,
  consoleGet,
  consolePost,
  consolePut,
  dataOf,
  errorOf,
  OPS,
} from './console-helpers';

// The console's own second factor: an authenticator app set up in the console, with recovery
// codes; texted console codes only for an operator without one, and only where the store allows
// them (the demo). Runs on PGlite and PostgreSQL.

const OPS_MOBILE = '9000000010';
const OPS_PASSWORD = TEST_OPERATOR_PASSWORDS.ops;

// Each test moves the clock on, past the text limits of a number and the code steps before.
let now = TEST_NOW;
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
const t = useTestApp({ clock: () => now });

const NEW_PASSWORD = 'operator-password-1';
/** A new ops operator with a password, mobile verified: each test that enrols gets its own. */
async function newOperator(mobile: string): Promise<number> {
  const id = await userWithRole(t(), 'ops', mobile);
  await t()
    .database.db.update(schema.users)
    .set({ passwordHash: await hashPassword(NEW_PASSWORD), mobileVerified: true })
    .where(eq(schema.users.id, id));
  return id;
}

const codeAt = (secret: string, at: Date = now) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

async function passwordStep(mobile: string, password: string) {
  later(20);
  return dataOf(consoleChallenge, await consolePost(t(), '/session/password', { mobile, password }));
}

/** The demo's way in: password, then the code texted to the operator's mobile. */
async function signInByText(mobile: string, password: string) {
  const { challenge, factor } = await passwordStep(mobile, password);
  expect(factor).toBe('text');
  const code = await lastCode(t(), mobile);
  return dataOf(consoleSession, await consolePost(t(), '/session/code', { mobile, challenge, code })).token;
}

/** Sets up an authenticator for a signed-in operator; its secret and recovery codes. */
async function enrol(token: string) {
  const setup = dataOf(consoleFactorSetup, await consolePost(t(), '/session/factor', {}, token));
  const { recovery_codes } = dataOf(
    consoleRecoveryCodes,
    await consolePost(t(), '/session/factor/confirm', { code: await codeAt(setup.secret) }, token),
  );
  return { secret: setup.secret, recovery: recovery_codes };
}

const outboxCount = async (mobile: string) =>
  (await t().database.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.mobile, mobile))).length;

describe('the console authenticator', () => {
  it('is set up in the console with a code from the app, and gives ten recovery codes once', async () => {
    const token = await signInByText(ADMIN_MOBILE, ADMIN_PASSWORD);
    expect(dataOf(consoleFactorStatus, await consoleGet(t(), '/session/factor', token))).toEqual({
      enrolled: false,
      recovery_codes_left: 0,
    });
    const early = await consolePost(t(), '/session/factor/confirm', { code: '000000' }, token);
    expect([early.statusCode, errorOf(early).code]).toEqual([409, 'FACTOR_NOT_STARTED']);
    const setup = dataOf(consoleFactorSetup, await consolePost(t(), '/session/factor', {}, token));
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const wrong = await consolePost(t(), '/session/factor/confirm', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).data).toHaveProperty('code');
    const { recovery_codes } = dataOf(
      consoleRecoveryCodes,
      await consolePost(t(), '/session/factor/confirm', { code: await codeAt(setup.secret) }, token),
    );
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    expect(dataOf(consoleFactorStatus, await consoleGet(t(), '/session/factor', token))).toEqual({
      enrolled: true,
      recovery_codes_left: 10,
    });
    expect((await auditRows(t())).at(-1)).toMatchObject({ actorId: ADMIN, action: 'session.factor_enrol' });
    // Set up once: a session cannot swap the authenticator for another.
    const swap = await consolePost(t(), '/session/factor', {}, token);
    expect([swap.statusCode, errorOf(swap).code]).toEqual([409, 'FACTOR_ALREADY_ENROLLED']);
    const twice = await consolePost(
      t(),
      '/session/factor/confirm',
      { code: await codeAt(setup.secret) },
      token,
    );
    expect([twice.statusCode, errorOf(twice).code]).toEqual([409, 'FACTOR_ALREADY_ENROLLED']);
  });

  it('then asks for the app, never a texted code, and takes each code once', async () => {
    const { secret } = await enrol(await signInByText(OPS_MOBILE, OPS_PASSWORD));
    const texts = await outboxCount(OPS_MOBILE);
    const first = await passwordStep(OPS_MOBILE, OPS_PASSWORD);
    expect(first.factor).toBe('authenticator');
    expect(await outboxCount(OPS_MOBILE)).toBe(texts);
    const code = await codeAt(secret);
    const opened = await consolePost(t(), '/session/code', {
      mobile: OPS_MOBILE,
      challenge: first.challenge,
      code,
    });
    expect(dataOf(consoleSession, opened).operator.id).toBe(OPS);
    // The same code, with a new password step a moment later: refused (a code seen over a shoulder).
    now = new Date(now.getTime() + 5_000);
    const { challenge } = dataOf(
      consoleChallenge,
      await consolePost(t(), '/session/password', { mobile: OPS_MOBILE, password: OPS_PASSWORD }),
    );
    const replay = await consolePost(t(), '/session/code', { mobile: OPS_MOBILE, challenge, code });
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay).data).toHaveProperty('code');
    // A challenge is for its own account only.
    const admins = await consolePost(t(), '/session/code', {
      mobile: ADMIN_MOBILE,
      challenge,
      code: await codeAt(secret, new Date(now.getTime() + 30_000)),
    });
    expect(admins.statusCode).toBe(400);
    expect(errorOf(admins).data).toHaveProperty('challenge');
  });

  it('opens with a recovery code once, however it is typed', async () => {
    const mobile = '9111100011';
    const id = await newOperator(mobile);
    const { recovery } = await enrol(await signInByText(mobile, NEW_PASSWORD));
    const typed = (recovery[3] ?? '').toUpperCase().replace('-', ' ');
    const first = await passwordStep(mobile, NEW_PASSWORD);
    const body = { mobile, challenge: first.challenge, recovery_code: typed };
    expect(dataOf(consoleSession, await consolePost(t(), '/session/code', body)).operator.id).toBe(id);
    const again = await passwordStep(mobile, NEW_PASSWORD);
    const reused = await consolePost(t(), '/session/code', { ...body, challenge: again.challenge });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).data).toHaveProperty('recovery_code');
    const neither = await consolePost(t(), '/session/code', {
      mobile: OPS_MOBILE,
      challenge: again.challenge,
    });
    expect(neither.statusCode).toBe(400);
  });

  it("changes the operator's own password and email only with a current code, audited", async () => {
    const id = await newOperator('9111100012');
    const token = await signInByText('9111100012', NEW_PASSWORD);
    const { secret } = await enrol(token);
    later(1);
    const refused = await consolePut(
      t(),
      '/session/password',
      { code: '123456', password: 'a new password' },
      token,
    );
    expect(refused.statusCode).toBe(400);
    const stored = async () =>
      (await t().database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0];
    const before = await stored();
    expect(
      (
        await consolePut(
          t(),
          '/session/password',
          { code: await codeAt(secret), password: 'a new password' },
          token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await stored())?.passwordHash).not.toBe(before?.passwordHash);
    later(1);
    const email = { code: await codeAt(secret), email: 'vikram.ops@example.com' };
    expect((await consolePut(t(), '/session/email', email, token)).statusCode).toBe(200);
    expect((await stored())?.email).toBe('vikram.ops@example.com');
    // The new password signs in; the old one no longer does.
    later(20);
    expect(
      (await consolePost(t(), '/session/password', { mobile: '9111100012', password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(400);
    const actions = (await auditRows(t())).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['session.change_password', 'session.change_email']));
  });
});

describe('where texted console codes are not allowed (production)', () => {
  const prod = useTestApp({ clock: () => now, consoleTextCodes: false });

  it('refuses an operator with no authenticator, texting nothing, and lets the server set one up', async () => {
    later(20);
    const texts = (await prod().database.db.select().from(schema.smsOutbox)).length;
    const refused = await consolePost(prod(), '/session/password', {
      mobile: OPS_MOBILE,
      password: OPS_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('FACTOR_NOT_SET_UP');
    expect((await prod().database.db.select().from(schema.smsOutbox)).length).toBe(texts);

    const { secret, codes } = await enrolFromServer(prod().database.db, { id: OPS, mobile: OPS_MOBILE }, now);
    expect(codes).toHaveLength(10);
    later(1);
    const { challenge, factor } = dataOf(
      consoleChallenge,
      await consolePost(prod(), '/session/password', { mobile: OPS_MOBILE, password: OPS_PASSWORD }),
    );
    expect(factor).toBe('authenticator');
    const opened = await consolePost(prod(), '/session/code', {
      mobile: OPS_MOBILE,
      challenge,
      code: await codeAt(secret),
    });
    expect(dataOf(consoleSession, opened).operator.id).toBe(OPS);
  });
});

/** The store's session of an operator signed in with the password alone, as a phisher would hold it. */
async function storeSession(mobile: string): Promise<string> {
  const login = await post(t(), '/v2/user/login', { mobile, password: NEW_PASSWORD });
  return successEnvelope(loginResult).parse(login.json()).data.token ?? '';
}

describe("an operator's sign-in details in the store", () => {
  it('refuses the takeover: a store session of the password alone cannot move the mobile the console texts', async () => {
    const mobile = '9111100013';
    await newOperator(mobile);
    later(20);
    const store = await storeSession(mobile);
    const attacker = '9111100001';
    const send = await post(t(), '/v2/user/send_otp', { mobile: attacker }, store);
    expect(send.statusCode).toBe(403);
    expect(errorOf(send).code).toBe('CONSOLE_ONLY');
    expect(await outboxCount(attacker)).toBe(0);
    const verify = await post(t(), '/v2/user/verify_otp', { mobile: attacker, otp: '123456' }, store);
    expect(verify.statusCode).toBe(403);
    // The console still texts the operator's own number, never the attacker's.
    await passwordStep(mobile, NEW_PASSWORD);
    expect(await outboxCount(attacker)).toBe(0);
    expect(await lastCode(t(), mobile)).toMatch(/^\d{6}$/);
  });

  it('refuses password and email changes, and a password reset, but not a change of name', async () => {
    const mobile = '9111100014';
    await newOperator(mobile);
    later(20);
    const store = await storeSession(mobile);
    const change = await post(
      t(),
      '/v2/user/change_password',
      { old_password: NEW_PASSWORD, new_password: 'taken over!' },
      store,
    );
    expect(errorOf(change).code).toBe('CONSOLE_ONLY');
    const set = await post(
      t(),
      '/v2/user/set_password',
      { current_password: NEW_PASSWORD, password: 'taken over!' },
      store,
    );
    expect(errorOf(set).code).toBe('CONSOLE_ONLY');
    const update = (payload: object) =>
      t().app.inject({
        method: 'PUT',
        url: '/v2/user/profile_update',
        payload,
        headers: { 'x-csrf-token': store },
      });
    expect(errorOf(await update({ email: 'attacker@example.com' })).code).toBe('CONSOLE_ONLY');
    expect((await update({ first_name: 'Vik' })).statusCode).toBe(200);
    // Signed out: a reset code to the operator's number still does not reset an operator's password.
    await post(t(), '/v2/user/send_otp', { mobile: mobile });
    const otp = await lastCode(t(), mobile);
    const reset = await post(t(), '/v2/user/reset_password', {
      mobile: mobile,
      otp,
      password: 'taken over!',
    });
    expect(errorOf(reset).code).toBe('CONSOLE_ONLY');
    expect((await post(t(), '/v2/user/login', { mobile: mobile, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});

describe('a change of mobile, for every account', () => {
  it('tells the old number', async () => {
    later(20);
    const { token } = await signInByOtp(t(), '9000000004');
    const added = await post(t(), '/v2/user/send_otp', { mobile: '9111100003' }, token ?? '');
    expect(added.statusCode).toBe(200);
    const otp = await lastCode(t(), '9111100003');
    expect(
      (await post(t(), '/v2/user/verify_otp', { mobile: '9111100003', otp }, token ?? '')).statusCode,
    ).toBe(200);
    const told = await t()
      .database.db.select()
      .from(schema.smsOutbox)
      .where(eq(schema.smsOutbox.mobile, '9000000004'));
    expect(told.at(-1)?.body).toContain('mobile was changed to ******0003');
  });
});
