import type { ApiModule } from '../../app-context';

export { copyOnRequest } from './copy-on-request';

export const backupsModule: ApiModule = {
  name: 'backups',
};
