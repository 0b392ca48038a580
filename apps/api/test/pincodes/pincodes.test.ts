import { errorEnvelope, pincodeResult, successEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../support/test-app';

// Seed: Delhi 110017 is free, 110070 (Vasant Kunj, South Delhi) adds 99, 201310 (Greater Noida) is
// not served; 400001 is in Mumbai. Experience 14 is room decor sold in Delhi, not in Pune.
async function check(t: TestApp, body: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/v3/check-pincode-for-task', payload: body, headers });
}
const result = (json: unknown) => successEnvelope(pincodeResult).parse(json).data;

describe('POST /v3/check-pincode-for-task', () => {
  const t = useTestApp();

  it('serves a pincode of the city for free, naming its region', async () => {
    const res = await check(t(), { pincode: '110017', experience_id: 14 });
    expect(res.statusCode).toBe(200);
    expect(result(res.json())).toEqual({
      pincode: '110017',
      additional_delivery_charge: 0,
      error_message: '',
      delivery_text: 'free',
      regions: [{ id: expect.any(Number), name: 'South Delhi' }],
    });
  });

  it('tells the delivery charge of a farther pincode', async () => {
    const r = result((await check(t(), { pincode: '110070', experience_id: 14 })).json());
    expect(r.additional_delivery_charge).toBe(99);
    expect(r.delivery_text).toBe('For this pincode you have to pay delivery charge of ₹99');
  });

  it.each([
    ['a pincode the city does not serve yet', '201310'],
    ['a pincode nobody knows', '999999'],
  ])('answers -1 with the reason for %s', async (_, pincode) => {
    const res = await check(t(), { pincode, experience_id: 14 });
    expect(res.statusCode).toBe(200);
    expect(result(res.json())).toEqual({
      pincode,
      additional_delivery_charge: -1,
      error_message: 'This pincode is not serviceable.',
      delivery_text: '',
      regions: [],
    });
  });

  it('refuses a pincode of another city with the message that sends the customer to the city picker', async () => {
    const res = await check(t(), { pincode: '400001', experience_id: 14 });
    expect(res.statusCode).toBe(400);
    const error = errorEnvelope.parse(res.json());
    expect(error.error_message).toBe(
      "This pincode is for Mumbai, but you've selected Delhi NCR. Please change your city.",
    );
    expect(error.data).toHaveProperty('pincode');
  });

  it('checks against the CITY header: the Mumbai pincode is fine in Mumbai', async () => {
    const res = await check(t(), { pincode: '400001', experience_id: 2 }, { city: 'mumbai' });
    expect(result(res.json())).toMatchObject({ additional_delivery_charge: 0, delivery_text: 'free' });
  });

  it.each<[string, object, Record<string, string>, number, string]>([
    ['a pincode of five digits', { pincode: '11001', experience_id: 14 }, {}, 400, 'pincode'],
    ['a pincode with letters', { pincode: '11001a', experience_id: 14 }, {}, 400, 'pincode'],
    ['no pincode', { experience_id: 14 }, {}, 400, 'pincode'],
    ['no experience', { pincode: '110017' }, {}, 400, 'experience_id'],
    [
      'an experience not sold in the city',
      { pincode: '110017', experience_id: 14 },
      { city: 'pune' },
      400,
      'CITY',
    ],
    ['an unknown city', { pincode: '110017', experience_id: 14 }, { city: 'atlantis' }, 400, 'CITY'],
  ])('refuses %s with a 400 naming the field', async (_, body, headers, status, field) => {
    const res = await check(t(), body, headers);
    expect(res.statusCode).toBe(status);
    expect(Object.keys(errorEnvelope.parse(res.json()).data)).toContain(field);
  });

  it('answers 404 for an unknown experience', async () => {
    const res = await check(t(), { pincode: '110017', experience_id: 99_999 });
    expect(res.statusCode).toBe(404);
    expect(errorEnvelope.parse(res.json()).status_code).toBe(404);
  });
});
