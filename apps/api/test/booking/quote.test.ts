import { bookingQuote, errorEnvelope, successEnvelope } from '@store/contract';
import { schema } from '@store/db';
import { customizationUnitPrice, surgedPrice } from '@store/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed facts used here (packages/db/src/seed, today 2026-12-01, a Tuesday; the clock 10:00 IST):
// experience 2 (dinner, min_hours 24) costs 9999 in Mumbai; 24 Dec surges 25% (add-ons 10%);
// add-on 15 (text, LED letters) costs 179 in Mumbai, add-on 12 (single select) 699 everywhere.
// Experience 14 (room decor, min_hours 3, pincode needed) is full in Delhi on 2 Dec; Friday 4 Dec
// surges 10%. Delhi pincode 110070 adds 99; 201310 is not served; 400001 is in Mumbai.
const MUMBAI = { city: 'mumbai' };

async function quote(t: TestApp, body: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/v5/booking/quote', payload: body, headers });
}
const priced = (json: unknown) => successEnvelope(bookingQuote).parse(json).data;
const failed = (json: unknown) => errorEnvelope.parse(json);

async function capacity(t: TestApp, experienceId: number, cityId: number, date: string, slotId: number) {
  const { slotCapacities: c } = schema;
  const [row] = await t.database.db
    .select({ capacity: c.capacity, booked: c.booked })
    .from(c)
    .where(
      and(eq(c.experienceId, experienceId), eq(c.cityId, cityId), eq(c.date, date), eq(c.slotId, slotId)),
    );
  if (!row) throw new Error('the seed has this capacity row');
  return row;
}

describe('POST /v5/booking/quote', () => {
  const t = useTestApp();

  it('prices a surged date in a city with its own prices, with a text and a single-select add-on', async () => {
    const res = await quote(
      t(),
      {
        experience_id: 2,
        date: '2026-12-24',
        slot_id: 21,
        quantity: 2,
        customizations: [
          { customization_id: 15, quantity: 1, answer: 'Ri ya ❤️' },
          { customization_id: 12, quantity: 1 },
        ],
      },
      MUMBAI,
    );
    expect(res.statusCode).toBe(200);
    const q = priced(res.json());
    const unit = surgedPrice(9999, 25);
    const letters = customizationUnitPrice({ price: 149, cityPrice: 179, percent: 10 });
    const cake = customizationUnitPrice({ price: 699, cityPrice: 0, percent: 10 });
    expect(q).toMatchObject({
      base_price: 9999,
      task_dynamic_percentage: 25,
      customization_dynamic_percentage: 10,
      experience_amount: unit,
      task_surge: (unit - 9999) * 2,
      delivery_charges: 0,
      delivery_text: 'free',
      time: '12:30 PM - 3:00 PM',
      selected_city: 'mumbai',
      pincode: null,
    });
    expect(q.customizations).toEqual([
      expect.objectContaining({ customization_id: 15, quantity: 4, answer: 'Riya', unit_price: letters }),
      expect.objectContaining({ customization_id: 12, quantity: 1, unit_price: cake, amount: cake }),
    ]);
    expect(q.customization_surge).toBe((letters - 179) * 4 + (cake - 699));
    expect(q.amount).toBe(unit * 2 + letters * 4 + cake);
  });

  it('adds the delivery charge of the pincode, and the weekend surge', async () => {
    const res = await quote(t(), { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070' });
    const q = priced(res.json());
    expect(q.delivery_charges).toBe(99);
    expect(q.delivery_text).toBe('For this pincode you have to pay delivery charge of ₹99');
    expect(q.amount).toBe(surgedPrice(1999, 10) + 99);
    expect(q.pincode).toBe('110070');
  });

  it('prices a courier item from its pincode alone, with no date or slot', async () => {
    const q = priced((await quote(t(), { experience_id: 57, pincode: '110017' })).json());
    expect(q).toMatchObject({ courier: true, date: null, slot_id: null, time: null, amount: 999 });
  });

  it.each<[string, object, Record<string, string>, string, string]>([
    [
      'a pincode of another city',
      { pincode: '400001' },
      {},
      'pincode',
      "This pincode is for Mumbai, but you've selected Delhi NCR. Please change your city.",
    ],
    [
      'a pincode that is not served',
      { pincode: '201310' },
      {},
      'pincode',
      'This pincode is not serviceable.',
    ],
    ['no pincode where one is needed', { pincode: undefined }, {}, 'pincode', 'Enter the delivery pincode'],
    ['a pincode that is not 6 digits', { pincode: '11007' }, {}, 'pincode', ''],
    [
      'a full slot',
      { date: '2026-12-02', slot_id: 141 },
      {},
      'slot_id',
      'This slot is full. Please choose another slot.',
    ],
    [
      'a slot of another experience',
      { slot_id: 22 },
      {},
      'slot_id',
      'Slot 22 is not a slot of this experience',
    ],
    ['a past date', { date: '2026-11-30' }, {}, 'date', '2026-11-30 is in the past'],
    ['a day that does not exist', { date: '2026-02-31' }, {}, 'date', ''],
    ['a date without slots', { date: '2027-03-01' }, {}, 'slot_id', 'This slot is not offered on 2027-03-01'],
    ['no slot', { slot_id: undefined }, {}, 'slot_id', 'Choose a slot'],
    ['a quantity below 1', { quantity: 0 }, {}, 'quantity', ''],
    [
      'an add-on the experience lacks',
      { customizations: [{ customization_id: 1, quantity: 1 }] },
      {},
      'customizations.0',
      'Add-on 1 is not offered with this experience',
    ],
    [
      'a single-select add-on twice over',
      { customizations: [{ customization_id: 4, quantity: 2 }] },
      {},
      'customizations.0.quantity',
      'Bouquet of 20 Red Roses can be added once only',
    ],
    [
      'a city where it is not sold',
      {},
      { city: 'pune' },
      'CITY',
      'Romantic Balloon Decor for Room is not offered in Pune.',
    ],
    ['an unknown city', {}, { city: 'atlantis' }, 'CITY', 'Unknown city: atlantis'],
  ])('refuses %s with a 400 naming the field', async (_, change, headers, field, message) => {
    const body = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070', ...change };
    const res = await quote(t(), body, headers);
    expect(res.statusCode).toBe(400);
    const error = failed(res.json());
    expect(Object.keys(error.data)).toContain(field);
    if (message) expect(error.error_message).toBe(message);
  });

  it('refuses more places than are left, saying how many are', async () => {
    const { capacity: cap, booked } = await capacity(t(), 2, 2, '2026-12-24', 22);
    const res = await quote(
      t(),
      { experience_id: 2, date: '2026-12-24', slot_id: 22, quantity: cap - booked + 1 },
      MUMBAI,
    );
    expect(res.statusCode).toBe(400);
    expect(failed(res.json()).error_message).toBe(`Only ${cap - booked} left in this slot.`);
  });

  it('closes a slot inside the min_hours cut-off, for the experience and for each add-on', async () => {
    // Experience 2 needs 24 hours: tonight at 19:00 is 9 hours away.
    const closed = await quote(t(), { experience_id: 2, date: '2026-12-01', slot_id: 22 });
    expect(closed.statusCode).toBe(400);
    expect(failed(closed.json()).error_message).toBe('Booking for this slot has closed.');
    // Experience 1 needs 6 hours and 20:00 is 10 away, but its videographer (add-on 6) needs 24.
    const body = { experience_id: 1, date: '2026-12-01', slot_id: 12 };
    expect((await quote(t(), body)).statusCode).toBe(200);
    const customization = await quote(t(), {
      ...body,
      customizations: [{ customization_id: 6, quantity: 1 }],
    });
    expect(customization.statusCode).toBe(400);
    expect(failed(customization.json()).data).toHaveProperty('customizations.0');
  });

  it('answers 404 for an unknown experience and 400 for a malformed body', async () => {
    expect((await quote(t(), { experience_id: 9999, date: '2026-12-04', slot_id: 142 })).statusCode).toBe(
      404,
    );
    const res = await t().app.inject({
      method: 'POST',
      url: '/v5/booking/quote',
      payload: '{"experience_id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('reads the experience, slot and pincode in one statement', async () => {
    t().statements.length = 0;
    const body = { experience_id: 14, date: '2026-12-04', slot_id: 142, pincode: '110070' };
    expect((await quote(t(), body)).statusCode).toBe(200);
    const statements = t().statements;
    expect(statements, statements.join('\n')).toHaveLength(1);
    expect(statements[0]).toMatch(/from "experiences" .*join "slots" .*join "pincodes"/s);
  });

  it('reads any number of add-ons in one more statement', async () => {
    const base = { experience_id: 3, date: '2026-12-08', slot_id: 31 };
    const count = async (customizations: object[]) => {
      t().statements.length = 0;
      expect((await quote(t(), { ...base, customizations })).statusCode).toBe(200);
      return t().statements.length;
    };
    expect(await count([{ customization_id: 29, quantity: 1 }])).toBe(2);
    const five = await count([
      { customization_id: 29, quantity: 2 },
      { customization_id: 30, quantity: 3 },
      { customization_id: 16, quantity: 1, answer: 'Happy' },
      { customization_id: 21, quantity: 1, choices: ['Virgin Mojito', 'Blue Lagoon'] },
      { customization_id: 3, quantity: 1 },
    ]);
    expect(five).toBe(2);
  });
});
