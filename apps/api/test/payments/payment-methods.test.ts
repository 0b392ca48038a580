import { errorEnvelope, paymentMethods, successEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';
import {
  PAYTM_DEFAULTS,
  type PaymentConfig,
  SANDBOX_PAYMENTS,
} from '../../src/modules/payment-provider/payment-config';
import { paymentConfigFromEnv } from '../../src/modules/payments/payment-env';
import { type TestApp, useTestApp } from '../support/test-app';

// The store's own Paytm merchant (nothing published); which cities offer it is the setting tested.
const PAYTM = { ...PAYTM_DEFAULTS, mid: 'STORE000000000000001', merchantKey: 'store_key_000016' };

const methodsIn = async (t: TestApp, city: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/v5/payments/methods', headers: { city } });
  return res;
};
const paytmIn = async (t: TestApp, city: string) =>
  successEnvelope(paymentMethods).parse((await methodsIn(t, city)).json()).data.paytm;

describe('GET /v5/payments/methods without Paytm', () => {
  const t = useTestApp();

  it('offers no Paytm anywhere, and names an unknown city', async () => {
    expect(await paytmIn(t(), 'delhi-ncr')).toBe(false);
    const unknown = await methodsIn(t(), 'atlantis');
    expect(unknown.statusCode).toBe(400);
    expect(errorEnvelope.parse(unknown.json()).code).toBe('UNKNOWN_CITY');
  });
});

describe('GET /v5/payments/methods with Paytm in every city', () => {
  const t = useTestApp({ payments: { ...SANDBOX_PAYMENTS, paytm: PAYTM } });

  it('offers Paytm in each city', async () => {
    for (const city of ['delhi-ncr', 'mumbai', 'pune']) expect(await paytmIn(t(), city), city).toBe(true);
  });
});

describe('GET /v5/payments/methods with Paytm in some cities', () => {
  const payments: PaymentConfig = { ...SANDBOX_PAYMENTS, paytm: { ...PAYTM, cities: ['mumbai'] } };
  const t = useTestApp({ payments });

  it('offers Paytm in the cities named only', async () => {
    expect(await paytmIn(t(), 'mumbai')).toBe(true);
    expect(await paytmIn(t(), 'delhi-ncr')).toBe(false);
  });
});

describe('PAYTM_CITIES', () => {
  const paytmEnv = { PAYTM_MID: PAYTM.mid, PAYTM_MERCHANT_KEY: PAYTM.merchantKey };

  it('names the cities whose checkout offers Paytm; unset, every city', () => {
    const some = paymentConfigFromEnv(loadEnv({ ...paytmEnv, PAYTM_CITIES: ' mumbai, pune ,' }));
    expect(some.paytm?.cities).toEqual(['mumbai', 'pune']);
    expect(paymentConfigFromEnv(loadEnv(paytmEnv)).paytm?.cities).toBeUndefined();
    expect(paymentConfigFromEnv(loadEnv({ PAYTM_CITIES: 'mumbai' })).paytm).toBeUndefined();
  });
});
