import type { ApiModule } from '../../app-context';

export const rateLimitsModule: ApiModule = {
  name: 'rate-limits',
};
