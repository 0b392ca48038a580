import type { ApiModule } from '../../app-context';

export type { CurrentUser } from './sessions.service';
export { liveSessionOf, startSession } from './sessions.service';
export { hashToken } from './token';

export const sessionsModule: ApiModule = {
  name: 'sessions',
};
export { revokeSession, revokeUserSessions } from './sessions.service';
