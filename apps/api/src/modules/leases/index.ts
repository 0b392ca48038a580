import type { ApiModule } from '../../app-context';

export { withLease } from './lease';

export const leasesModule: ApiModule = {
  name: 'leases',
};
