import { type Db, schema } from '@store/db';
import type { InboxSource, InboxStatus } from '@store/domain';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { containing } from '../../search';

const { cities, enquiries, experiences, formSubmissions } = schema;
type FormKind = typeof formSubmissions.$inferSelect.kind;

export type InboxSearch = { q?: string; source?: InboxSource; status?: InboxStatus; cityId?: number };

/** A form's kind as the inbox names its source. */
const formSource = sql<InboxSource>`case ${formSubmissions.kind} when 'site_feedback' then 'feedback' else ${formSubmissions.kind} end`;
const formKindOf = (source: Exclude<InboxSource, 'enquiry'>): FormKind =>
  source === 'feedback' ? 'site_feedback' : source;

function enquiriesMatching(s: InboxSearch) {
  const like = s.q ? containing(s.q) : undefined;
  return and(
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
    s.source === undefined || s.source === 'enquiry'
      ? undefined
      : eq(formSubmissions.kind, formKindOf(s.source)),
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
 * One page of the inbox, newest first: which source and id each item is, from enquiries and forms
 * together; and how many match. The items themselves are read by `inboxItems`.
 */
export async function findInbox(db: Db, s: InboxSearch, page: { limit: number; offset: number }) {
  const fromEnquiries = db
    .select({
      source: sql<InboxSource>`'enquiry'`.as('source'),
      id: enquiries.id,
      createdAt: enquiries.createdAt,
    })
    .from(enquiries)
    .where(
      and(enquiriesMatching(s), s.source === undefined || s.source === 'enquiry' ? undefined : sql`false`),
    );
  const fromForms = db
    .select({ source: formSource.as('source'), id: formSubmissions.id, createdAt: formSubmissions.createdAt })
    .from(formSubmissions)
    .where(and(formsMatching(s), s.source === 'enquiry' ? sql`false` : undefined));
  const all = unionAll(fromEnquiries, fromForms).as('inbox');
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

/** The forms of these ids, with their city's name. */
export function formsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ form: formSubmissions, cityName: cities.name })
    .from(formSubmissions)
    .leftJoin(cities, eq(cities.id, formSubmissions.cityId))
    .where(inArray(formSubmissions.id, ids));
}

/** Sets an item's status; its status before, or undefined when there is no such item. */
export async function setInboxStatus(
  tx: Db,
  source: InboxSource,
  id: number,
  status: InboxStatus,
): Promise<InboxStatus | undefined> {
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
