import { schema } from '@store/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chaseUnansweredQuestions } from '../../src/modules/booking-questions/chase-questions.service';
import { outboxChannel } from '../../src/modules/messaging/channel-outbox';
import { deliverDueMessages } from '../../src/modules/messaging/deliver.service';
import { remindOccasions } from '../../src/modules/messaging/occasion-reminders.service';
import { outboxSms } from '../../src/modules/messaging/sms-outbox';
import { applyOrderEvent } from '../../src/modules/order-core/lifecycle.service';
import { TEST_NOW } from '../support/fixtures';
import { useTestApp } from '../support/test-app';
import { bookCod, LINKS, minutesAfter, rowsOf, STORE, trackingLink } from './message-helpers';

// The messages that come from the clock, computed with an injected time: unanswered
// booking questions chased before the slot, a saved occasion's reminder, and the review request after
// completion (only with the order's review opt-in). The slot of these orders: Fri 4 Dec, 1 PM Delhi
// (07:30 UTC), so its 24 h chase is due at 1 PM on Thursday and its 6 h chase at 7 AM on Friday; TEST_NOW is Tue 1 Dec, 10 AM Delhi.

const ZONE = 'Asia/Kolkata';
const at = (iso: string) => new Date(`${iso}+05:30`);
const deliver = (t: ReturnType<ReturnType<typeof useTestApp>>, now: Date) =>
  deliverDueMessages(t.database.db, { ...LINKS, sms: outboxSms }, now);
const textsTo = (t: ReturnType<ReturnType<typeof useTestApp>>, mobile: string) =>
  t.database.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.mobile, mobile));

describe('chasing unanswered booking questions', () => {
  const t = useTestApp();
  let late = 0;

  it('chases after placing, 24 and 6 hours before the slot, once each, with a link to the answers; stops once answered', async () => {
    const db = t().database.db;
    const id = await bookCod(t(), 2, 'chase-1');
    late = await bookCod(t(), 3, 'chase-2');
    // Checkout asks mandatory questions before placing; an operator may add one to experience 14 after.
    const [question] = await db
      .insert(schema.bookingQuestions)
      .values({
        experienceId: 14,
        question: 'Whose birthday is it?',
        kind: 'text',
        mandatory: true,
        position: 1,
      })
      .returning({ id: schema.bookingQuestions.id });
    const stages = async () =>
      (await rowsOf(t(), id, 'sms')).filter((m) => m.kind === 'questions_unanswered').map((m) => m.key);
    const chase = (now: Date) => chaseUnansweredQuestions(db, now, ZONE);

    await chase(minutesAfter(10));
    expect(await stages()).toEqual([]); // the confirmation just asked for them
    await chase(minutesAfter(30));
    await chase(minutesAfter(40)); // once per stage
    await chase(at('2026-12-03T12:30')); // 24 h and a half before: nothing new
    expect(await stages()).toEqual([`order:${id}:questions_unanswered:placed:sms`]);
    await chase(at('2026-12-03T13:00'));
    expect(await stages()).toEqual([
      `order:${id}:questions_unanswered:placed:sms`,
      `order:${id}:questions_unanswered:24h:sms`,
    ]);

    await deliver(t(), at('2026-12-03T13:30'));
    const chased = (await textsTo(t(), '9000000002'))
      .map((r) => r.body)
      .filter((b) => b.startsWith('Please answer'));
    expect(chased.at(-1)).toBe(
      `Please answer the questions for booking #${id} (Romantic Balloon Decor for Room on Fri 4 Dec, 1:00 PM) so the team can prepare. Answer here: ${trackingLink(id)}&answer=1`,
    );

    await db.insert(schema.orderAnswers).values({
      orderId: id,
      questionId: question?.id ?? 0,
      value: 'Asha',
      createdAt: at('2026-12-04T06:00'),
      updatedAt: at('2026-12-04T06:00'),
    });
    await chase(at('2026-12-04T07:30')); // answered: the 6 h chase is not sent
    expect(await stages()).toHaveLength(2);
  });

  it('sends the 6 hour chase to an order still unanswered, and nothing once answers are closed or the slot has passed', async () => {
    const db = t().database.db;
    const chases = async () =>
      (await rowsOf(t(), late)).filter((m) => m.kind === 'questions_unanswered').map((m) => m.key);
    expect(await chases()).toContain(`order:${late}:questions_unanswered:6h:sms`); // from the pass at 07:30
    const before = (await chases()).length;
    expect(await chaseUnansweredQuestions(db, at('2026-12-04T10:00'), ZONE)).toBe(0); // the 3 h cut-off
    expect(await chaseUnansweredQuestions(db, at('2026-12-04T14:00'), ZONE)).toBe(0); // after the slot
    expect(await chases()).toHaveLength(before);
  });
});

describe('occasion reminders', () => {
  const t = useTestApp();
  const remind = (now: Date, days = 7) =>
    remindOccasions(t().database.db, { storeUrl: STORE, days, timeZone: ZONE }, now);

  it('reminds a saved occasion 7 days before, once a year, linking to its listing in the customer’s city', async () => {
    const db = t().database.db;
    const [saved] = await db
      .insert(schema.userDates)
      .values({
        userId: 2,
        occasion: 'Anniversary',
        relation: 'Spouse',
        name: 'Meera',
        date: '2026-12-08',
        createdAt: at('2026-10-01T12:00'),
      })
      .returning({ id: schema.userDates.id });
    const reminders = () =>
      db
        .select()
        .from(schema.messages)
        .where(eq(schema.messages.key, `occasion:${saved?.id}:2026:sms`));

    expect(await remind(at('2026-11-30T10:00'))).toBe(0); // 8 days before
    expect(await remind(TEST_NOW)).toBeGreaterThan(0);
    expect(await remind(at('2026-12-02T10:00'))).toBe(0); // once for this year's date
    expect(await reminders()).toHaveLength(1);

    await deliver(t(), TEST_NOW);
    const link = `${STORE}/experiences/delhi-ncr/anniversary-surprises`;
    expect((await textsTo(t(), '9000000002')).at(-1)?.body).toBe(
      `Coming up: your spouse’s Anniversary (“Meera”) on Tue 8 Dec. Make it special, book a surprise here: ${link}`,
    );
    expect((await reminders())[0]).toMatchObject({
      status: 'sent',
      kind: 'occasion_reminder',
      orderId: null,
    });
    // The link is a real listing: the page behind it is the tag's listing in that city.
    const listing = await t().app.inject({
      method: 'GET',
      url: '/v5/tag/slug/anniversary-surprises/experiences_page',
      headers: { CITY: 'delhi-ncr' },
    });
    expect(listing.statusCode).toBe(200);
    expect(listing.json().data.experiences.length).toBeGreaterThan(0);

    expect(await remind(at('2027-12-01T10:00'))).toBeGreaterThan(0); // and again next year
  });

  it('follows the configured number of days, and forgets a deleted account', async () => {
    const db = t().database.db;
    await db.insert(schema.userDates).values({
      userId: 3,
      occasion: 'Birthday',
      relation: 'Mother',
      date: '2026-12-15',
      createdAt: at('2026-10-01T12:00'),
    });
    expect(await remind(TEST_NOW, 7)).toBe(0);
    expect(await remind(TEST_NOW, 14)).toBeGreaterThan(0);
    await db.update(schema.users).set({ deletedAt: TEST_NOW }).where(eq(schema.users.id, 4));
    await db.insert(schema.userDates).values({
      userId: 4,
      occasion: 'Birthday',
      relation: 'Friend',
      date: '2026-12-05',
      createdAt: at('2026-10-01T12:00'),
    });
    expect(await remind(TEST_NOW)).toBe(0);
  });
});

describe('the review request', () => {
  const t = useTestApp();
  const complete = async (id: number) => {
    const db = t().database.db;
    for (const type of ['sent_to_vendor', 'vendor_accepted', 'on_the_way', 'completed'] as const)
      await db.transaction((tx) => applyOrderEvent(tx, id, { type }, { now: at('2026-12-04T15:00') }));
  };

  it('goes two hours after completion, only when the order has the review opt-in', async () => {
    const db = t().database.db;
    const withOptIn = await bookCod(t(), 2, 'review-1');
    const without = await bookCod(t(), 3, 'review-2');
    await db.update(schema.orders).set({ googleReviewOptIn: true }).where(eq(schema.orders.id, withOptIn));
    await complete(withOptIn);
    await complete(without);
    const review = async (id: number) => (await rowsOf(t(), id)).filter((m) => m.kind === 'review_request');

    expect((await review(withOptIn)).map((m) => [m.channel, m.nextAttemptAt])).toEqual([
      ['email', at('2026-12-04T17:00')],
    ]);
    await deliverDueMessages(db, { ...LINKS, sms: outboxSms }, at('2026-12-04T16:59'));
    expect((await review(withOptIn))[0]?.status).toBe('queued');

    const email = outboxChannel('email');
    await deliverDueMessages(db, { ...LINKS, sms: outboxSms, email }, at('2026-12-04T17:00'));
    expect((await review(withOptIn))[0]).toMatchObject({
      status: 'sent',
      recipient: 'aarav.sharma@example.com',
    });
    expect((await review(withOptIn))[0]?.body).toBe(
      `Thank you for booking Romantic Balloon Decor for Room with us! Tell us how it went, it takes a minute: ${trackingLink(withOptIn)}`,
    );
    expect((await review(without))[0]).toMatchObject({
      status: 'skipped',
      lastError: 'the customer did not opt in to a review request',
    });
    // The moves before were texted: accepted, on the way, and done (with its setup photos).
    expect((await rowsOf(t(), withOptIn, 'sms')).map((m) => m.kind)).toEqual([
      'order_placed',
      'order_accepted',
      'order_on_the_way',
      'order_completed',
    ]);
  });
});
