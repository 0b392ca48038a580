import { enquiryReceipt, errorEnvelope, successEnvelope } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../support/test-app';

const GROUP = { experience_id: 2, name: 'Asha Rao', group_size: 25, date: '2026-12-24' };

describe('security headers on every API answer', () => {
  const t = useTestApp();

  it.each([
    ['a catalogue answer', '/v2/getCities'],
    ['an unknown route', '/v9/nothing-here'],
    ['the health check', '/health'],
  ])('%s: HSTS, nosniff, no framing, nothing loadable', async (_, url) => {
    const res = await t().app.inject({ method: 'GET', url });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
  });

  it('lets the store load the sandbox checkout script from another site', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/sandbox/checkout.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

function enquire(t: TestApp, mobile: string, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v5/enquire-now',
    payload: { ...GROUP, mobile },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

// ENQUIRY_LIMITS.perAddress: 5 enquiries per address in ten minutes.
describe('rate limits behind a trusted load balancer (TRUST_PROXY)', () => {
  const t = useTestApp({ trustProxy: ['10.0.0.0/8'] });
  const balancer = '10.0.0.7';

  it("key on the client the balancer names, so one client cannot use up another one's limit", async () => {
    const first = [];
    for (let i = 0; i < 6; i += 1)
      first.push(await enquire(t(), `970000010${i}`, balancer, '198.51.100.10').then((r) => r.statusCode));
    expect(first).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await enquire(t(), '9700000200', balancer, '198.51.100.20');
    expect(other.statusCode).toBe(200);
    successEnvelope(enquiryReceipt).parse(other.json());
  });
});

describe('rate limits without a trusted proxy (the default)', () => {
  const t = useTestApp();

  it("ignore a client's own X-Forwarded-For: a made-up address does not reset its limit", async () => {
    const client = '203.0.113.50';
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await enquire(t(), `970000030${i}`, client, `192.0.2.${i}`).then((r) => r.statusCode));
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    const spoofed = await enquire(t(), '9700000400', client, '192.0.2.99');
    expect(spoofed.statusCode).toBe(429);
    errorEnvelope.parse(spoofed.json());
  });
});
