import { type Db, schema } from '@store/db';
import { and, eq } from 'drizzle-orm';

const {
  customerAddresses,
  devices,
  messages,
  mobileProofs,
  otpCodes,
  smsOutbox,
  socialIdentities,
  userDates,
  users,
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
export async function eraseCustomer(tx: Db, user: { id: number; mobile: string | null }, now: Date) {
  const id = user.id;
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
}
