import type { orders } from '../schema';
import { BENGALURU, DELHI, HYDERABAD, MUMBAI, PUNE } from './cities';
import type { ExperienceSpec } from './experiences/spec';
import { addDays, hash, istInstant, rng } from './random';
import { experienceSlots } from './slots';
import { CUSTOMERS_BY_CITY } from './users';

type OrderRow = typeof orders.$inferInsert;

export const ORDER_COUNT = 40;

// Delhi NCR takes about 40% of the orders, the other cities share the rest.
const CITY_WEIGHTS = [DELHI, DELHI, DELHI, DELHI, MUMBAI, MUMBAI, BENGALURU, BENGALURU, HYDERABAD, PUNE];

// Where customers live, for the order-notification popup ("Someone in Bandra just booked ...").
const LOCALITIES: Record<number, string[]> = {
  [DELHI]: [
    'Noida',
    'Gurgaon',
    'Saket',
    'Dwarka',
    'Rajouri Garden',
    'Lajpat Nagar',
    'Indirapuram',
    'Vasant Kunj',
    'Pitampura',
    'Greater Kailash',
  ],
  [MUMBAI]: ['Bandra', 'Andheri', 'Powai', 'Juhu', 'Thane', 'Colaba', 'Vashi'],
  [BENGALURU]: ['Koramangala', 'Indiranagar', 'Whitefield', 'HSR Layout', 'Jayanagar'],
  [HYDERABAD]: ['Banjara Hills', 'Jubilee Hills', 'Gachibowli', 'Kondapur'],
  [PUNE]: ['Koregaon Park', 'Baner', 'Kothrud', 'Viman Nagar'],
};

/**
 * ORDER_COUNT orders created in the 7 days before `today` (IST), in varied cities. Orders whose
 * date has passed are completed, the others placed. About a third belong to seeded customers;
 * the rest stand for customers outside the demo data set.
 */
export function orderRows(experiences: ExperienceSpec[], today: string): OrderRow[] {
  const r = rng(hash('orders'));
  const rows: OrderRow[] = [];
  for (let i = 0; i < ORDER_COUNT; i++) {
    const cityId = r.pick(CITY_WEIGHTS);
    const e = r.pick(experiences.filter((x) => x.cities.some((c) => c.cityId === cityId)));
    const link = e.cities.find((c) => c.cityId === cityId) ?? r.pick(e.cities);
    const slot = r.pick(experienceSlots(e));
    const daysAgo = r.int(1, 7);
    const created = addDays(today, -daysAgo);
    const date = addDays(created, r.int(0, 9));
    const quantity = r.chance(0.85) ? 1 : 2;
    const unit = link.cityPrice ?? e.price;
    const customizations = r.chance(0.4) ? r.pick([299, 699, 899, 1299, 2499]) : 0;
    const customers = CUSTOMERS_BY_CITY[link.cityId] ?? [];
    rows.push({
      id: i + 1,
      customerId: r.chance(0.35) && customers.length > 0 ? r.pick(customers) : null,
      experienceId: e.id,
      cityId: link.cityId,
      slotId: slot.id as number,
      date,
      quantity,
      amount: unit * quantity + customizations,
      status: date < today ? 'completed' : 'placed',
      locality: r.pick(LOCALITIES[link.cityId] ?? ['']),
      createdAt: istInstant(created, r.int(8 * 60, 23 * 60 + 30)),
    });
  }
  return rows
    .sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime())
    .map((row, i) => ({
      ...row,
      id: i + 1,
    }));
}
