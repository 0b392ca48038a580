import { type Db, schema } from '@store/db';
import { eq } from 'drizzle-orm';

const { payments } = schema;

/** The online payment of an order, whoever's it is: Paytm's callback comes without a session. */
export async function paymentOfOrderId(db: Db, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return row;
}
