import { type Db, schema } from '@store/db';
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';

const {
  checkouts,
  customerAddresses,
  devices,
  enquiries,
  formSubmissions,
  inboxReplies,
  messages,
  mobileProofs,
  orderAnswers,
  orderFeedback,
  orders,
  otpCodes,
  passwordAttempts,
  rateLimits,
  referrals,
  setupPhotos,
  smsOutbox,
  socialIdentities,
  userDates,
  users,
  walletTransactions,
  whatsappOptIns,
  wishlistItems,
} = schema;

/**
 * Erases a customer (India's DPDP Act 2023): their addresses, dates, wishlist, linked Google or
 * Facebook accounts, WhatsApp choice and sign-in codes go; their devices are no longer theirs; the
 * user row keeps only its id, the dates and a code nobody can type, so orders, payments and the
 * wallet ledger still add up for accounting without naming anyone (the orders' address copies are
 * the lifecycle's to clear).
 * Run inside the caller's transaction.
 */
export async function eraseCustomer(
  tx: Db,
  user: { id: number; mobile: string | null; email: string | null; firstName: string },
  now: Date,
): Promise<{ photoKeys: string[] }> {
  const id = user.id;
  const theirOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.customerId, id));
  // What they wrote for their bookings: answers, the feedback's words, the agent's drafts of them.
  await tx.delete(orderAnswers).where(inArray(orderAnswers.orderId, theirOrders));
  await tx.update(orderFeedback).set({ comment: '' }).where(eq(orderFeedback.userId, id));
  await tx.delete(checkouts).where(and(eq(checkouts.customerId, id), isNull(checkouts.orderId)));
  await tx.update(checkouts).set({ draft: {} }).where(eq(checkouts.customerId, id));
  // The photos of their home: the rows go here, the files once this commits (the caller's).
  const photos = await tx
    .delete(setupPhotos)
    .where(inArray(setupPhotos.orderId, theirOrders))
    .returning({ key: setupPhotos.storageKey });
  // Forms and enquiries they sent, found by account, number or address.
  const theirs = (mobile: typeof formSubmissions.mobile, email: typeof formSubmissions.email) =>
    or(user.mobile ? eq(mobile, user.mobile) : undefined, user.email ? eq(email, user.email) : undefined);
  // The operators' replies to their feedback: the address and the words (the row stays, audited).
  const theirForms = tx
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(or(eq(formSubmissions.userId, id), theirs(formSubmissions.mobile, formSubmissions.email)));
  await tx
    .update(inboxReplies)
    .set({ recipient: '', body: '' })
    .where(
      or(
        and(eq(inboxReplies.source, 'order_feedback'), inArray(inboxReplies.itemId, theirOrders)),
        and(eq(inboxReplies.source, 'feedback'), inArray(inboxReplies.itemId, theirForms)),
      ),
    );
  await tx
    .update(formSubmissions)
    .set({ name: null, mobile: null, email: null, message: '', answers: null, page: null })
    .where(or(eq(formSubmissions.userId, id), theirs(formSubmissions.mobile, formSubmissions.email)));
  const enquiry = or(
    user.mobile ? eq(enquiries.mobile, user.mobile) : undefined,
    user.email ? eq(enquiries.email, user.email) : undefined,
  );
  if (enquiry)
    await tx.update(enquiries).set({ name: '', mobile: '', email: null, message: '' }).where(enquiry);
  // Their name in the ledger of the customer who referred them.
  const referredBy = tx
    .select({ id: referrals.referrerId })
    .from(referrals)
    .where(eq(referrals.referredId, id));
  if (user.firstName)
    await tx
      .update(walletTransactions)
      .set({ note: sql`'A friend' || substr(${walletTransactions.note}, ${user.firstName.length + 1})` })
      .where(
        and(
          inArray(walletTransactions.userId, referredBy),
          eq(walletTransactions.kind, 'referral'),
          like(walletTransactions.note, `${user.firstName.replace(/[%_\\]/g, '\\$&')} joined%`),
        ),
      );
  // Counters and attempts keyed by their number, address or account.
  const keys = [`user:${id}`, ...(user.mobile ? [user.mobile] : []), ...(user.email ? [user.email] : [])];
  await tx
    .delete(rateLimits)
    .where(or(...keys.map((key) => like(rateLimits.key, `%${key.replace(/[%_\\]/g, '\\$&')}%`))));
  await tx
    .delete(passwordAttempts)
    .where(
      inArray(passwordAttempts.account, [
        `user:${id}`,
        ...(user.mobile ? [`mobile:${user.mobile}`] : []),
        ...(user.email ? [`email:${user.email}`] : []),
      ]),
    );
  await tx.delete(customerAddresses).where(eq(customerAddresses.userId, id));
  await tx.delete(userDates).where(eq(userDates.userId, id));
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, id));
  await tx.delete(socialIdentities).where(eq(socialIdentities.userId, id));
  await tx.delete(whatsappOptIns).where(eq(whatsappOptIns.userId, id));
  await tx.update(devices).set({ userId: null }).where(eq(devices.userId, id));
  // What was texted to them goes; a message still waiting is never sent.
  await tx
    .update(messages)
    .set({ recipient: null, body: null, params: null, data: null })
    .where(eq(messages.userId, id));
  await tx
    .update(messages)
    .set({ status: 'failed', lastError: 'the account was deleted' })
    .where(and(eq(messages.userId, id), eq(messages.status, 'queued')));
  if (user.mobile) {
    await tx.delete(otpCodes).where(eq(otpCodes.mobile, user.mobile));
    await tx.delete(mobileProofs).where(eq(mobileProofs.mobile, user.mobile));
    await tx.delete(smsOutbox).where(eq(smsOutbox.mobile, user.mobile));
  }
  await tx
    .update(users)
    .set({
      firstName: '',
      lastName: '',
      mobile: null,
      mobileVerified: false,
      email: null,
      emailVerified: false,
      passwordHash: null,
      // Lower case: codes are matched in upper case, so this one can never be typed.
      referralCode: `deleted-${id}`,
      deletedAt: now,
    })
    .where(eq(users.id, id));
  return { photoKeys: photos.map((p) => p.key) };
}

/** What the customer wrote and what was made of their bookings, for their copy of their data. */
export async function writingsOf(db: Db, user: { id: number; mobile: string | null; email: string | null }) {
  const theirOrders = db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, user.id));
  const [answers, feedback, forms, photos] = await Promise.all([
    db
      .select({
        orderId: orderAnswers.orderId,
        question: schema.bookingQuestions.question,
        value: orderAnswers.value,
      })
      .from(orderAnswers)
      .innerJoin(schema.bookingQuestions, eq(schema.bookingQuestions.id, orderAnswers.questionId))
      .where(inArray(orderAnswers.orderId, theirOrders)),
    db.select().from(orderFeedback).where(eq(orderFeedback.userId, user.id)),
    db
      .select()
      .from(formSubmissions)
      .where(
        or(
          eq(formSubmissions.userId, user.id),
          user.mobile ? eq(formSubmissions.mobile, user.mobile) : undefined,
          user.email ? eq(formSubmissions.email, user.email) : undefined,
        ),
      ),
    db.select().from(setupPhotos).where(inArray(setupPhotos.orderId, theirOrders)),
  ]);
  return { answers, feedback, forms, photos };
}
