import { schema } from '@store/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_NAMES } from '../../src/modules/jobs/store-jobs';
import { DEVELOPMENT_LINK_SECRET, trackingKey } from '../../src/modules/links/tracking-link';
import { deliverDueMessages } from '../../src/modules/messaging/deliver.service';
import { outboxSms } from '../../src/modules/messaging/sms-outbox';
import { smtpEmail } from '../../src/modules/messaging/smtp-email';
import { queueDueReminders } from '../../src/modules/reminders/reminders.service';
import { placePaid } from '../cancellations/cancel-helpers';
import { TEST_NOW } from '../support/fixtures';
import { sessionFor } from '../support/sessions';
import { useSmtpStandIn } from '../support/smtp-stand-in';
import { type TestApp, useTestApp } from '../support/test-app';
import { acceptedBooking } from '../vendors/vendors-day-helpers';

// Reminders of a booked slot, decided by the clock the test moves: the customer's the day before
// and two hours before (the email with an add-to-calendar file), the vendor's from 6 PM IST the
// evening before. Seed: experience 14 (Delhi) on Friday 4 Dec 2026, slot 142 at 1:00 PM IST
// (07:30 UTC); customer 2 has a verified email; TEST_NOW is Tuesday 1 Dec.

const { mails, url: smtpUrl } = useSmtpStandIn();

const STORE = 'https://experience-store.in';
const at = (iso: string) => new Date(iso);
const rowsOf = (t: TestApp, orderId: number, kind: string) =>
  t.database.db
    .select({
      channel: schema.messages.channel,
      vendorId: schema.messages.vendorId,
      body: schema.messages.body,
    })
    .from(schema.messages)
    .where(and(eq(schema.messages.orderId, orderId), eq(schema.messages.kind, kind)));
const deliver = (t: TestApp, now: Date) =>
  deliverDueMessages(
    t.database.db,
    {
      sms: outboxSms,
      storeUrl: STORE,
      linkSecret: DEVELOPMENT_LINK_SECRET,
      email: smtpEmail({
        provider: 'smtp',
        url: smtpUrl(),
        from: 'Store <care@experience-store.in>',
      }),
    },
    now,
  );
/** The mail as its reader sees it: quoted-printable's soft breaks and escapes undone. */
const readable = (raw: string) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');

describe('reminders of a booked slot', () => {
  const t = useTestApp();

  it('reminds the customer the day before and two hours before, with a calendar file, and the vendor the evening before, each once', async () => {
    expect(JOB_NAMES.slotReminders).toBe('remind-slots');
    const db = t().database.db;
    const id = await placePaid(t(), await sessionFor(t(), 2));
    await deliver(t(), TEST_NOW);
    mails.length = 0;

    // Before any reminder is due, nothing; the booking's vendor accepts meanwhile.
    await queueDueReminders(db, at('2026-12-03T07:29:00.000Z'), 'Asia/Kolkata');
    expect(await rowsOf(t(), id, 'reminder_day_before')).toEqual([]);
    const {
      request: { vendorId },
    } = await acceptedBooking(t(), id, at('2026-12-02T04:30:00.000Z'));

    // 24 hours before: the customer's day-before reminder on their channels, once however often the pass runs.
    const dayBefore = at('2026-12-03T07:30:00.000Z');
    const [first, second] = await Promise.all([
      queueDueReminders(db, dayBefore, 'Asia/Kolkata'),
      queueDueReminders(db, dayBefore, 'Asia/Kolkata'),
    ]);
    // One pass held the lease (or both ran and the messages' keys kept one of each).
    expect(Math.min(first, second)).toBe(0);
    expect(await queueDueReminders(db, dayBefore, 'Asia/Kolkata')).toBe(0);
    expect((await rowsOf(t(), id, 'reminder_day_before')).map((r) => r.channel).sort()).toEqual([
      'email',
      'sms',
    ]);
    expect(await rowsOf(t(), id, 'vendor_reminder')).toEqual([]);

    mails.length = 0;
    await deliver(t(), dayBefore);
    const link = `${STORE}/track_order/${id}?key=${trackingKey(DEVELOPMENT_LINK_SECRET, id)}`;
    const sms = await rowsOf(t(), id, 'reminder_day_before');
    expect(sms.find((r) => r.channel === 'sms')?.body).toBe(
      `Reminder: booking #${id} (Romantic Balloon Decor for Room on Fri 4 Dec, 1:00 PM) is tomorrow. Track it and answer its questions: ${link}`,
    );
    const raw = mails.find((m) => m.includes(`Subject: Tomorrow: booking #${id}`)) ?? '';
    const mail = readable(raw);
    expect(mail).toContain(`Subject: Tomorrow: booking #${id}`);
    expect(mail).toContain(`Track it and answer its questions: ${link}`);
    expect(raw).toMatch(
      /Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;\s+name=booking-\d+\.ics/,
    );
    const attached = raw.split(`filename=booking-${id}.ics\r\n\r\n`)[1]?.split('\r\n--')[0] ?? '';
    const ics = Buffer.from(attached.replace(/\r\n/g, ''), 'base64').toString();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('DTSTART:20261204T073000Z');
    expect(ics).toContain(`UID:order-${id}@experience-store.in`);
    expect(ics.replace(/\r\n /g, '')).toContain(link);

    // From 6 PM IST the evening before: the vendor holding the booking, by text.
    await queueDueReminders(db, at('2026-12-03T12:29:00.000Z'), 'Asia/Kolkata');
    expect(await rowsOf(t(), id, 'vendor_reminder')).toEqual([]);
    await queueDueReminders(db, at('2026-12-03T12:30:00.000Z'), 'Asia/Kolkata');
    await queueDueReminders(db, at('2026-12-03T15:00:00.000Z'), 'Asia/Kolkata');
    expect(await rowsOf(t(), id, 'vendor_reminder')).toEqual([
      expect.objectContaining({ channel: 'sms', vendorId }),
    ]);
    await deliver(t(), at('2026-12-03T15:00:00.000Z'));
    const [vendorText] = await rowsOf(t(), id, 'vendor_reminder');
    expect(vendorText?.body).toMatch(
      new RegExp(
        `^Reminder: booking #${id} \\(Romantic Balloon Decor for Room\\) is on Fri 4 Dec, 1:00 PM( in .+)?\\. Please be there on time\\.$`,
      ),
    );

    // Two hours before, the last one; none once the slot has begun.
    await queueDueReminders(db, at('2026-12-04T05:29:00.000Z'), 'Asia/Kolkata');
    expect(await rowsOf(t(), id, 'reminder_two_hours')).toEqual([]);
    await queueDueReminders(db, at('2026-12-04T05:30:00.000Z'), 'Asia/Kolkata');
    expect((await rowsOf(t(), id, 'reminder_two_hours')).map((r) => r.channel).sort()).toEqual([
      'email',
      'sms',
    ]);
    const before = (
      await t().database.db.select().from(schema.messages).where(eq(schema.messages.orderId, id))
    ).length;
    await queueDueReminders(db, at('2026-12-04T07:30:00.000Z'), 'Asia/Kolkata');
    expect(
      await t().database.db.select().from(schema.messages).where(eq(schema.messages.orderId, id)),
    ).toHaveLength(before);
  });
});
