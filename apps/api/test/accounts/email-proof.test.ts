import { emailProofResult, errorEnvelope, loginResult, profile, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxChannel } from '../../src/modules/messaging/channel-outbox';
import { deliverDueMessages } from '../../src/modules/messaging/deliver.service';
import { outboxSms } from '../../src/modules/messaging/sms-outbox';
import { bookCod, LINKS, minutesAfter, rowsOf, STORE } from '../messaging/message-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { type TestApp, useTestApp } from '../support/test-app';
import { signInByOtp } from './accounts-helpers';

// Mail goes only to an address its owner proved by opening a link mailed to it. Seed: user 6 has a
// mobile and no email; the other customers (2 to 8) have proved emails.
let now = TEST_NOW;
const channels = { ...LINKS, sms: outboxSms, email: outboxChannel('email') };

const call = (t: TestApp, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload && { payload }),
    headers: token ? { 'x-csrf-token': token } : {},
  });
const errorOf = (res: { json(): unknown }) => errorEnvelope.parse(res.json());

/** The customer types an email into their profile: a contact address, not yet proved. */
async function typedEmail(t: TestApp, userId: number, email: string) {
  const token = await sessionFor(t, userId);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/v2/user/profile_update',
    payload: { email },
    headers: { 'x-csrf-token': token },
  });
  expect(res.statusCode).toBe(200);
  expect(successEnvelope(profile).parse(res.json()).data).toMatchObject({ email, email_verified: false });
  return token;
}

/** The link in the newest proof email to an address, as its owner reads it in the mailbox. */
async function mailedLink(t: TestApp, email: string): Promise<URL> {
  await deliverDueMessages(t.database.db, channels, now);
  const seen = await t.app.inject({ method: 'GET', url: `/dev/message-outbox?channel=email&to=${email}` });
  const mails = seen.json().data as { kind: string; body: string }[];
  const proof = mails.find((m) => m.kind === 'email_proof');
  if (!proof) throw new Error(`no proof email reached ${email}`);
  expect(proof.body).toMatch(/^Please verify this email address for your bookings: https:/);
  const link = /https:\S+/.exec(proof.body)?.[0] ?? '';
  return new URL(link);
}

describe('proving an email address', () => {
  const t = useTestApp({ clock: () => now });

  it('sends an unproved address nothing until its owner opens the mailed link, then the booking mails go', async () => {
    now = TEST_NOW;
    const token = await typedEmail(t(), 6, 'kabir.new@example.com');
    const before = await bookCod(t(), 6, 'proof-1');
    expect((await rowsOf(t(), before)).map((m) => m.channel)).toEqual(['sms']);

    const asked = await call(t(), '/v2/user/email/send_link', token);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(
      'We have emailed you a link. Open it within a day to verify your email.',
    );
    expect(successEnvelope(emailProofResult).parse(asked.json()).data).toEqual({
      email: 'kabir.new@example.com',
      email_verified: false,
    });
    const link = await mailedLink(t(), 'kabir.new@example.com');
    expect(link.origin + link.pathname).toBe(`${STORE}/verify-email`);
    // The link names nobody: the address is signed into it, not written in it.
    expect(link.href).not.toContain('kabir');

    // Opened from the mailbox, on any device: no session needed.
    const opened = await call(t(), '/v2/user/email/verify', undefined, {
      token: link.searchParams.get('token'),
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().message).toBe('Your email is verified.');
    expect(successEnvelope(emailProofResult).parse(opened.json()).data.email_verified).toBe(true);
    const again = await call(t(), '/v2/user/email/verify', undefined, {
      token: link.searchParams.get('token'),
    });
    expect(again.statusCode).toBe(200);

    const after = await bookCod(t(), 6, 'proof-2');
    expect((await rowsOf(t(), after)).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const resend = await call(t(), '/v2/user/email/send_link', token);
    expect(resend.json().message).toBe('Your email is already verified.');
  });

  it('refuses a link for an earlier address, another account, past its day or altered, and proves nothing', async () => {
    now = TEST_NOW;
    const token = await typedEmail(t(), 7, 'first@example.com');
    await call(t(), '/v2/user/email/send_link', token);
    const first = (await mailedLink(t(), 'first@example.com')).searchParams.get('token') ?? '';
    await typedEmail(t(), 7, 'second@example.com');
    await call(t(), '/v2/user/email/send_link', token);
    const second = (await mailedLink(t(), 'second@example.com')).searchParams.get('token') ?? '';

    const [, expires, signature] = second.split('.');
    const refused = [
      first, // signed for the address the account no longer has
      `8.${expires}.${signature}`, // another account's number on this signature
      `7.${Number(expires) + 3600}.${signature}`, // a longer life written in
      'not-a-token',
    ];
    for (const bad of refused) {
      const res = await call(t(), '/v2/user/email/verify', undefined, { token: bad });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).data).toEqual({
        token: 'This link is not valid any more. Please ask for a new one from your profile.',
      });
    }
    const empty = await call(t(), '/v2/user/email/verify', undefined, {});
    expect(errorOf(empty).data).toEqual({ token: 'token is required' });

    now = minutesAfter(24 * 60 + 1);
    const late = await call(t(), '/v2/user/email/verify', undefined, { token: second });
    expect(late.statusCode).toBe(400);
    const [row] = await t().database.db.select().from(schema.users).where(eq(schema.users.id, 7));
    expect(row?.emailVerified).toBe(false);
  });

  it('mails a link only to an account with an address, a few times an hour', async () => {
    now = TEST_NOW;
    const { register_key } = await signInByOtp(t(), '9876700661');
    const registered = await call(t(), '/v2/user/register', undefined, {
      first_name: 'Ira',
      mobile: '9876700661',
      register_key,
    });
    const fresh = successEnvelope(loginResult).parse(registered.json()).data.token ?? '';
    const none = await call(t(), '/v2/user/email/send_link', fresh);
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).data).toEqual({ email: 'Add an email address to your profile first.' });
    expect((await call(t(), '/v2/user/email/send_link')).statusCode).toBe(401);

    const token = await typedEmail(t(), 8, 'someone@example.com');
    for (let i = 0; i < 3; i++) {
      now = minutesAfter(i * 10);
      expect((await call(t(), '/v2/user/email/send_link', token)).statusCode).toBe(200);
    }
    const fourth = await call(t(), '/v2/user/email/send_link', token);
    expect(fourth.statusCode).toBe(429);
    const queued = await t()
      .database.db.select()
      .from(schema.messages)
      .where(eq(schema.messages.kind, 'email_proof'));
    expect(queued.filter((m) => m.userId === 8)).toHaveLength(3);
  });

  it('skips a mail queued before the address changed to an unproved one', async () => {
    now = TEST_NOW;
    const id = await bookCod(t(), 2, 'proof-3');
    expect((await rowsOf(t(), id, 'email')).map((m) => m.status)).toEqual(['queued']);
    await typedEmail(t(), 2, 'aarav.typo@exampel.com');
    await deliverDueMessages(t().database.db, channels, now);
    expect(await rowsOf(t(), id, 'email')).toEqual([
      expect.objectContaining({
        status: 'skipped',
        lastError: 'the customer has not verified their email address',
      }),
    ]);
  });

  it('says when the address is already proved on another account', async () => {
    now = TEST_NOW;
    // Priya (user 5) proved this address; Rohan types it too.
    const token = await typedEmail(t(), 4, 'priya.mehta@example.com');
    await call(t(), '/v2/user/email/send_link', token);
    const proof = (await mailedLink(t(), 'priya.mehta@example.com')).searchParams.get('token');
    const res = await call(t(), '/v2/user/email/verify', undefined, { token: proof });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('EMAIL_TAKEN');
    expect(errorOf(res).data).toEqual({ email: 'This email is already verified on another account.' });
  });
});
