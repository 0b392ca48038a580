import type { ApiModule } from '../../app-context';
import { retentionJobs } from './jobs';

export { purgeExpiredRecords } from './retention.service';

export const retentionModule: ApiModule = {
  name: 'retention',
  jobs: retentionJobs,
};
