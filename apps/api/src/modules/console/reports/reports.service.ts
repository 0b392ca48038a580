import type { orderExportQuery, Report, reportQuery } from '@store/contract/console';
import type { Db } from '@store/db';
import {
  addDays,
  csvLine,
  DEFAULT_TIME_ZONE,
  percentOf,
  reportDays,
  zonedDateTimeToInstant,
} from '@store/domain';
import type { z } from 'zod';
import { toConsoleOrderRow } from '../orders/console-order.dto';
import { findOrderRows } from '../orders/console-orders.repository';
import { orderSearchOf } from '../orders/console-orders.service';
import { reportRows } from './reports.repository';

/**
 * GET /admin/v1/reports: bookings and revenue (paid less refunded) per day, city, experience and
 * vendor, and how many were cancelled or refunded, of
 * orders booked in the period (local days of the store's time zone). Every day of the period has
 * its line, with nothing booked too, so a chart shows the gaps.
 */
export async function bookingsReport(db: Db, query: z.output<typeof reportQuery>): Promise<Report> {
  const days = reportDays(query.from, query.to);
  const timeZone = DEFAULT_TIME_ZONE;
  const start = zonedDateTimeToInstant(query.from, '00:00', timeZone);
  const end = zonedDateTimeToInstant(addDays(query.to, 1), '00:00', timeZone);
  const { byDay, byCity, byExperience, byVendor, rates } = await reportRows(db, { start, end, timeZone });
  const by_day = days.map(
    (day) => byDay.find((d) => d.key === day) ?? { key: day, label: day, bookings: 0, revenue: 0 },
  );
  const bookings = by_day.reduce((n, d) => n + d.bookings, 0);
  return {
    from: query.from,
    to: query.to,
    totals: { bookings, revenue: by_day.reduce((n, d) => n + d.revenue, 0) },
    by_day,
    by_city: byCity,
    by_experience: byExperience,
    by_vendor: byVendor,
    rates: {
      cancelled: rates.cancelled,
      cancellation_percent: percentOf(rates.cancelled, bookings),
      refunded: rates.refunded,
      refund_percent: percentOf(rates.refunded, bookings),
      refunded_amount: rates.refundedAmount,
    },
  };
}

/** The export's columns, in order. */
const HEADER = [
  'order_id',
  'status',
  'kind',
  'experience',
  'city',
  'date',
  'time',
  'customer_id',
  'customer',
  'customer_mobile',
  'vendor',
  'vendor_status',
  'amount',
  'payment_method',
  'created_at',
];
const EXPORT_PAGE = 500;

/**
 * GET /admin/v1/orders/export: every order the list's search and filters match, in its order, as
 * CSV lines: read a page at a time and sent as read, so a large export never sits in memory.
 */
export async function* ordersCsv(
  db: Db,
  query: z.output<typeof orderExportQuery>,
  now: Date,
): AsyncGenerator<string> {
  yield csvLine(HEADER);
  const search = orderSearchOf(query, now);
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const { rows } = await findOrderRows(db, search, {
      limit: EXPORT_PAGE,
      offset,
      sort: query.sort,
      order: query.order,
    });
    for (const o of rows.map(toConsoleOrderRow))
      yield csvLine([
        o.id,
        o.status,
        o.kind,
        o.experience.name,
        o.city.name,
        o.date,
        o.time,
        o.customer?.id ?? null,
        o.customer?.name ?? null,
        o.customer?.mobile ?? null,
        o.vendor?.name ?? null,
        o.vendor?.request_status ?? null,
        o.amount,
        o.payment_method,
        o.created_at,
      ]);
    if (rows.length < EXPORT_PAGE) return;
  }
}
