import { schema } from '@store/db';
import type { InboxSource, InboxStatus } from '@store/domain';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export type InboxSearch = {
  q?: string;
  source?: InboxSource;
  status?: InboxStatus;
  cityId?: number;
  rating?: number;
  /** The instants the period's first day starts and the day after its last starts. */
  start?: Date;
  end?: Date;
};

/** Whether `created` falls in the search's period. */
export const inPeriod = (created: PgColumn, s: InboxSearch) =>
  and(s.start && gte(created, s.start), s.end && lt(created, s.end));

/** Only these sources may match (the others give `false`). */
export const onlyFrom = (s: InboxSearch, ...mine: InboxSource[]) =>
  s.source === undefined || mine.includes(s.source) ? undefined : sql`false`;

const { formSubmissions, users, whatsappOptIns } = schema;

/**
 * Where a reply to a form reaches its sender, over `form_submissions` with its user and WhatsApp
 * opt-in joined: the mobile and email the form gave, else its signed-in sender's (a proved email only).
 */
export const replyAddress = {
  replyMobile: sql<string | null>`coalesce(${formSubmissions.mobile}, ${users.mobile})`,
  replyEmail: sql<
    string | null
  >`coalesce(${formSubmissions.email}, case when ${users.emailVerified} then ${users.email} end)`,
  whatsappOptIn: sql<boolean>`coalesce(${whatsappOptIns.checked}, false)`,
};
