import type { ApiModule } from '../../app-context';

export { startSession } from './sessions.service';
export { hashToken } from './token';

export const sessionsModule: ApiModule = {
  name: 'sessions',
};
export { revokeSession, revokeUserSessions } from './sessions.service';
