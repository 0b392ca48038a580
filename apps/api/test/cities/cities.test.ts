import { citiesResponse, successEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

describe('GET /v2/getCities', () => {
  const t = useTestApp();

  it('lists the seeded cities in the success envelope, Delhi NCR first as the default', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/v2/getCities' });
    expect(res.statusCode).toBe(200);
    const body = successEnvelope(citiesResponse).parse(res.json());
    expect(body.status_code).toBe(200);
    expect(body.data.default_city_id).toBe(1);
    expect(body.data.cities.length).toBeGreaterThanOrEqual(4);
    expect(body.data.cities[0]).toEqual({
      id: 1,
      city_name: 'Delhi NCR',
      city_short_name: 'delhi-ncr',
      time_zone: 'Asia/Kolkata',
    });
    const shortNames = body.data.cities.map((c) => c.city_short_name);
    expect(new Set(shortNames).size).toBe(shortNames.length);
  });
});
