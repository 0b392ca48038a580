import { type Db, schema } from '@store/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

const { cities, customerAddresses, orders, userDates, users } = schema;

/**
 * The customer's city for a link: where they last booked, else their newest address's city; null
 * when neither (the caller takes the store's default city).
 */
const customerCity = sql<string | null>`coalesce(
  (select c.short_name from ${orders} o join ${cities} c on c.id = o.city_id
   where o.customer_id = ${users.id} order by o.created_at desc limit 1),
  (select c.short_name from ${customerAddresses} a join ${cities} c on c.id = a.city_id
   where a.user_id = ${users.id} order by a.updated_at desc limit 1)
)`;

/** Saved occasions of live accounts falling on one of `monthDays` ('MM-DD'), with the customer's city. */
export async function occasionsOn(db: Db, monthDays: string[]) {
  if (monthDays.length === 0) return [];
  return db
    .select({
      id: userDates.id,
      userId: userDates.userId,
      occasion: userDates.occasion,
      relation: userDates.relation,
      name: userDates.name,
      date: userDates.date,
      createdAt: userDates.createdAt,
      city: customerCity,
    })
    .from(userDates)
    .innerJoin(users, eq(users.id, userDates.userId))
    .where(
      and(isNull(users.deletedAt), inArray(sql<string>`to_char(${userDates.date}, 'MM-DD')`, monthDays)),
    );
}
