import { type Db, schema } from '@store/db';
import type { InboxSource, InboxStatus } from '@store/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { containing } from '../../search';
import { type InboxSearch, inPeriod, onlyFrom, replyAddress } from './inbox-search.repository';
import { orderFeedbackMatching, setOrderFeedbackStatus } from './order-feedback.repository';

const { cities, enquiries, experiences, formSubmissions, orderFeedback, users, whatsappOptIns } = schema;
type FormKind = typeof formSubmissions.$inferSelect.kind;

/** A form's kind as the inbox names its source. */
const formSource = sql<InboxSource>`case ${formSubmissions.kind} when 'site_feedback' then 'feedback' else ${formSubmissions.kind} end`;
const formKindOf = (source: Exclude<InboxSource, 'enquiry' | 'order_feedback'>): FormKind =>
  source === 'feedback' ? 'site_feedback' : source;

function enquiriesMatching(s: InboxSearch) {
  const like = s.q ? containing(s.q) : undefined;
  return and(
    onlyFrom(s, 'enquiry'),
    // Enquiries carry no rating: a search by rating is a search of feedback.
    s.rating === undefined ? undefined : sql`false`,
    inPeriod(enquiries.createdAt, s),
    s.status === undefined ? undefined : eq(enquiries.status, s.status),
    s.cityId === undefined ? undefined : eq(enquiries.cityId, s.cityId),
    like === undefined
      ? undefined
      : or(ilike(enquiries.name, like), ilike(enquiries.mobile, like), ilike(enquiries.message, like)),
  );
}

function formsMatching(s: InboxSearch) {
  const like = s.q ? containing(s.q) : undefined;
  return and(
    s.source === undefined
      ? undefined
      : s.source === 'enquiry' || s.source === 'order_feedback'
        ? sql`false`
        : eq(formSubmissions.kind, formKindOf(s.source)),
    s.rating === undefined ? undefined : eq(formSubmissions.rating, s.rating),
    inPeriod(formSubmissions.createdAt, s),
    s.status === undefined ? undefined : eq(formSubmissions.status, s.status),
    s.cityId === undefined ? undefined : eq(formSubmissions.cityId, s.cityId),
    like === undefined
      ? undefined
      : or(
          ilike(formSubmissions.name, like),
          ilike(formSubmissions.mobile, like),
          ilike(formSubmissions.email, like),
          ilike(formSubmissions.message, like),
        ),
  );
}

/**
 * One page of the inbox, newest first: which source and id each item is, from enquiries, forms and
 * bookings' feedback together; and how many match. The items themselves are read by id.
 */
export async function findInbox(db: Db, s: InboxSearch, page: { limit: number; offset: number }) {
  const fromEnquiries = db
    .select({
      source: sql<InboxSource>`'enquiry'`.as('source'),
      id: enquiries.id,
      createdAt: enquiries.createdAt,
    })
    .from(enquiries)
    .where(enquiriesMatching(s));
  const fromForms = db
    .select({ source: formSource.as('source'), id: formSubmissions.id, createdAt: formSubmissions.createdAt })
    .from(formSubmissions)
    .where(formsMatching(s));
  const fromOrders = db
    .select({
      source: sql<InboxSource>`'order_feedback'`.as('source'),
      id: orderFeedback.orderId,
      createdAt: orderFeedback.createdAt,
    })
    .from(orderFeedback)
    .where(and(onlyFrom(s, 'order_feedback'), orderFeedbackMatching(s)));
  const all = unionAll(fromEnquiries, fromForms, fromOrders).as('inbox');
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(all)
      .orderBy(desc(all.createdAt), asc(all.source), desc(all.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(all),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The enquiries of these ids, with their city and experience names. */
export function enquiriesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ enquiry: enquiries, cityName: cities.name, experienceName: experiences.name })
    .from(enquiries)
    .innerJoin(cities, eq(cities.id, enquiries.cityId))
    .leftJoin(experiences, eq(experiences.id, enquiries.experienceId))
    .where(inArray(enquiries.id, ids));
}

/**
 * The forms of these ids, with their city's name and where a reply reaches their sender: the mobile
 * and email given, else the signed-in sender's account's (a proved email only), and its WhatsApp opt-in.
 */
export function formsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      form: formSubmissions,
      cityName: cities.name,
      ...replyAddress,
    })
    .from(formSubmissions)
    .leftJoin(cities, eq(cities.id, formSubmissions.cityId))
    .leftJoin(users, eq(users.id, formSubmissions.userId))
    .leftJoin(whatsappOptIns, eq(whatsappOptIns.userId, formSubmissions.userId))
    .where(inArray(formSubmissions.id, ids));
}

/** Sets an item's status; its status before, or undefined when there is no such item. */
export async function setInboxStatus(
  tx: Db,
  source: InboxSource,
  id: number,
  status: InboxStatus,
): Promise<InboxStatus | undefined> {
  if (source === 'order_feedback') return setOrderFeedbackStatus(tx, id, status);
  if (source === 'enquiry') {
    const [row] = await tx
      .select({ status: enquiries.status })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for('update');
    if (row) await tx.update(enquiries).set({ status }).where(eq(enquiries.id, id));
    return row?.status;
  }
  const mine = and(eq(formSubmissions.id, id), eq(formSubmissions.kind, formKindOf(source)));
  const [row] = await tx
    .select({ status: formSubmissions.status })
    .from(formSubmissions)
    .where(mine)
    .for('update');
  if (row) await tx.update(formSubmissions).set({ status }).where(mine);
  return row?.status;
}
