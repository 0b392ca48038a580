import type { ApiModule } from '../../app-context';

export const rateLimitsModule: ApiModule = {
  name: 'rate-limits',
};
export type { RateRule } from './rate-limits.service';
export { enforceRateLimits } from './rate-limits.service';
