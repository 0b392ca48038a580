export { startSession } from './sessions.service';
export { hashToken } from './token';
