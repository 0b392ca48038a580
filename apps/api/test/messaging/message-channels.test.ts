import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxChannel } from '../../src/modules/messaging/channel-outbox';
import { deliverDueMessages } from '../../src/modules/messaging/deliver.service';
import { queueOrderMessages } from '../../src/modules/messaging/queue-messages.service';
import { outboxSms } from '../../src/modules/messaging/sms-outbox';
import { smtpEmail } from '../../src/modules/messaging/smtp-email';
import { whatsappCloud } from '../../src/modules/messaging/whatsapp-cloud';
import { TEST_NOW } from '../support/fixtures';
import { type StubServer, sendJson, startStub } from '../support/stub-server';
import { useTestApp } from '../support/test-app';
import { bookCod, LINKS, minutesAfter, rowsOf, setWhatsapp, trackingLink } from './message-helpers';

// WhatsApp (Business Cloud API) and email (SMTP) as channels of the customer's messages,
// each against a local stand-in of its provider: the request each sends, a provider that
// fails (the message is tried again with back-off, the order and the other channels unaffected),
// the outcome kept on the row; WhatsApp only with the customer's opt-in; each channel sent once.

const TOKEN = 'EAAG-test-whatsapp-token-0123456789';
const PHONE_ID = '109876543210';
let whatsappUp = false;
let graph: StubServer;
let smtpUp = false;
const mails: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (!smtpUp) return done(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString(),
      });
      done();
    });
  },
});
let smtpPort = 0;

beforeAll(async () => {
  graph = await startStub((request, response) => {
    if (!whatsappUp)
      return sendJson(response, 500, { error: { message: '(#131000) Something went wrong', code: 131000 } });
    if (request.headers.authorization !== `Bearer ${TOKEN}`)
      return sendJson(response, 401, { error: { message: 'Invalid OAuth access token', code: 190 } });
    sendJson(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: 'x', wa_id: 'x' }],
      messages: [{ id: `wamid.${graph.requests.length}` }],
    });
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  await graph.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const providers = () => ({
  ...LINKS,
  sms: outboxSms,
  whatsapp: whatsappCloud({
    provider: 'cloud',
    token: TOKEN,
    phoneNumberId: PHONE_ID,
    apiUrl: `${graph.url}/v21.0`,
    templates: { order_placed: 'booking_confirmed' },
    language: 'en',
  }),
  email: smtpEmail({
    provider: 'smtp',
    url: `smtp://127.0.0.1:${smtpPort}`,
    from: 'Experience Store <care@experience-store.in>',
  }),
});
/** The mail as its reader sees it: quoted-printable's soft breaks and escapes undone. */
const readable = (raw: string) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');

describe('WhatsApp and email', () => {
  const t = useTestApp();
  let id = 0;

  it('queues each channel of a message once, WhatsApp only with the opt-in', async () => {
    await setWhatsapp(t(), 2, true);
    id = await bookCod(t(), 2, 'channels-1');
    expect((await rowsOf(t(), id)).map((m) => [m.channel, m.kind, m.status]).sort()).toEqual([
      ['email', 'order_placed', 'queued'],
      ['sms', 'order_placed', 'queued'],
      ['whatsapp', 'order_placed', 'queued'],
    ]);
    const again = await queueOrderMessages(
      t().database.db,
      { id, customerId: 2 },
      ['order_placed'],
      TEST_NOW,
    );
    expect(again).toBe(0);
    expect(await rowsOf(t(), id)).toHaveLength(3);

    const withoutOptIn = await bookCod(t(), 3, 'channels-2');
    expect((await rowsOf(t(), withoutOptIn)).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
  });

  it('a provider that is down delays its channel alone, tried again with back-off; then each is sent once', async () => {
    const db = t().database.db;
    // Both orders' texts go; WhatsApp fails once (one opt-in), email twice (two orders).
    expect(await deliverDueMessages(db, providers(), TEST_NOW)).toEqual({ sent: 2, failed: 3 });
    const whatsapp = (await rowsOf(t(), id, 'whatsapp'))[0];
    expect(whatsapp).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: minutesAfter(1),
      lastError: 'WhatsApp answered 500: (#131000) Something went wrong',
    });
    expect((await rowsOf(t(), id, 'email'))[0]).toMatchObject({
      status: 'queued',
      attempts: 1,
      nextAttemptAt: minutesAfter(1),
    });
    expect((await rowsOf(t(), id, 'email'))[0]?.lastError).toContain('451');
    expect((await rowsOf(t(), id, 'sms'))[0]?.status).toBe('sent');

    const asked = graph.requests.length;
    await deliverDueMessages(db, providers(), new Date(TEST_NOW.getTime() + 30_000));
    expect(graph.requests.length).toBe(asked); // not before its time

    whatsappUp = true;
    smtpUp = true;
    expect(await deliverDueMessages(db, providers(), minutesAfter(1))).toEqual({ sent: 3, failed: 0 });
    expect(await deliverDueMessages(db, providers(), minutesAfter(30))).toEqual({ sent: 0, failed: 0 });

    const request = graph.requests.at(-1);
    expect(request?.url).toBe(`/v21.0/${PHONE_ID}/messages`);
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(request?.body.toString() ?? '{}')).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919000000002',
      type: 'template',
      template: {
        name: 'booking_confirmed',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              String(id),
              'Romantic Balloon Decor for Room',
              'Fri 4 Dec, 1:00 PM',
              trackingLink(id),
            ].map((text) => ({ type: 'text', text })),
          },
        ],
      },
    });
    expect((await rowsOf(t(), id, 'whatsapp'))[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
      recipient: '9000000002',
      providerReference: `whatsapp:wamid.${graph.requests.length}`,
    });

    const mail = mails.find((m) => m.to.includes('aarav.sharma@example.com'));
    expect(readable(mail?.raw ?? '')).toContain(`Subject: Booking #${id} confirmed`);
    expect(readable(mail?.raw ?? '')).toContain(`Track it and answer its questions: ${trackingLink(id)}`);
    expect(mail?.raw).toContain('From: Experience Store <care@experience-store.in>');
    const email = (await rowsOf(t(), id, 'email'))[0];
    expect(email).toMatchObject({
      status: 'sent',
      recipient: 'aarav.sharma@example.com',
      sentAt: minutesAfter(1),
    });
    expect(email?.providerReference).toMatch(/^smtp:<.+>$/);
  });

  it('skips WhatsApp for a customer who opted out before it was sent, and a kind without a template', async () => {
    await setWhatsapp(t(), 4, true);
    const other = await bookCod(t(), 4, 'channels-3');
    await setWhatsapp(t(), 4, false);
    const asked = graph.requests.length;
    await deliverDueMessages(t().database.db, providers(), minutesAfter(40));
    expect(graph.requests.length).toBe(asked);
    expect((await rowsOf(t(), other, 'whatsapp'))[0]).toMatchObject({
      status: 'skipped',
      lastError: 'the customer has not opted in to WhatsApp updates',
    });

    await setWhatsapp(t(), 4, true);
    await queueOrderMessages(
      t().database.db,
      { id: other, customerId: 4 },
      ['order_accepted'],
      minutesAfter(41),
    );
    await deliverDueMessages(t().database.db, providers(), minutesAfter(41));
    expect((await rowsOf(t(), other, 'whatsapp')).at(-1)).toMatchObject({
      kind: 'order_accepted',
      status: 'skipped',
      lastError: 'no WhatsApp template is configured for order_accepted',
    });
    expect(graph.requests.length).toBe(asked);
  });
});

describe('the local outbox of WhatsApp and email', () => {
  const t = useTestApp();

  it('keeps the messages as sent, read in development at /dev/message-outbox', async () => {
    await setWhatsapp(t(), 5, true);
    const id = await bookCod(t(), 5, 'outbox-1');
    const local = {
      ...LINKS,
      sms: outboxSms,
      whatsapp: outboxChannel('whatsapp'),
      email: outboxChannel('email'),
    };
    expect(await deliverDueMessages(t().database.db, local, TEST_NOW)).toEqual({ sent: 3, failed: 0 });
    const seen = await t().app.inject({
      method: 'GET',
      url: '/dev/message-outbox?channel=email&to=priya.mehta@example.com',
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual([
      expect.objectContaining({
        channel: 'email',
        kind: 'order_placed',
        recipient: 'priya.mehta@example.com',
        body: expect.stringContaining(trackingLink(id)),
      }),
    ]);
    const whatsapp = await t().app.inject({
      method: 'GET',
      url: '/dev/message-outbox?channel=whatsapp&to=9000000005',
    });
    expect(whatsapp.json().data).toHaveLength(1);
    const row = await t().database.db.select().from(schema.messages).where(eq(schema.messages.orderId, id));
    expect(row.every((m) => m.status === 'sent')).toBe(true);
  });
});
