import { UNDONE_STATES } from '@store/domain';
import { sql } from 'drizzle-orm';

// Coupon use as the console's coupon list counts it, beside the checkout's own count: published
// here, the module's one door for repositories, so both count the same way.

// An order that did not go ahead gives its coupon use back (refunded too: it used to take it again).
const UNDONE: readonly string[] = UNDONE_STATES;

// Written out with table names: inside a subquery drizzle leaves columns unqualified, and
// "id" would then mean the redemption's id, not the coupon's.
export const live = sql.raw(
  `exists (select 1 from orders o where o.id = r.order_id and o.status not in (${UNDONE.map((s) => `'${s}'`).join(', ')}))`,
);

/** How many orders use each coupon (those that ended unpaid gave theirs back), and by how many customers. */
export const couponUseInAll = {
  usedInAll: sql<number>`(select count(*) from coupon_redemptions r where r.coupon_id = "coupons"."id" and ${live})::int`,
  customers: sql<number>`(select count(distinct r.user_id) from coupon_redemptions r where r.coupon_id = "coupons"."id" and ${live})::int`,
};
