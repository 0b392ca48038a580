import { referrer, successEnvelope } from '@store/contract';
import { REFERRAL_LOOKUP_LIMIT } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { errorOf } from './accounts-helpers';

// The referral-code lookup answers a customer's first name: limited per address so nobody walks
// the code space. Runs on PGlite and PostgreSQL.
const t = useTestApp();

const lookUp = (code: string, ip: string) =>
  t().app.inject({ method: 'GET', url: `/v2/user/getUserByReferralCode/${code}`, remoteAddress: ip });

describe('the referral-code lookup', () => {
  it('answers 429 past its limit for one address, while another address still looks up', async () => {
    for (let i = 0; i < REFERRAL_LOOKUP_LIMIT.limit; i++)
      expect((await lookUp('MEERA1A9', '10.9.0.1')).statusCode).toBe(200);
    const refused = await lookUp('MEERA1A9', '10.9.0.1');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused.json()).code).toBe('RATE_LIMITED');
    const other = await lookUp('MEERA1A9', '10.9.0.2');
    expect(successEnvelope(referrer).parse(other.json()).data.first_name).toBe('Meera');
  });
});
