import { validationError } from '../errors/domain-error';

/**
 * An admin grants or takes back a role. Nobody changes their own: an admin who
 * demoted themselves by mistake could lock the console out, and one who could promote themselves
 * would need no admin. A 400 naming the user; nothing is written.
 */
export function assertRoleChange(change: { actorId: number; userId: number }): void {
  if (change.actorId === change.userId) {
    const message = 'You cannot change your own role: ask another admin.';
    throw validationError({ id: message }, message);
  }
}
