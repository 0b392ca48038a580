import type { Db } from '@store/db';
import { CONSOLE_SIGN_IN_MESSAGES, DomainError, isOperator, type OperatorRole } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../http/clock';
import { type CurrentUser, liveSession } from '../../http/current-user';

export type Operator = CurrentUser & { role: OperatorRole };

const operators = new WeakMap<FastifyRequest, Operator>();

/**
 * Who holds the token: an operator in a console session, or a 401/403 (docs/http-contract.md,
 * "Replies and errors"). A customer's or agent's token is a 403 whatever its kind; an operator's
 * store session (password only, no second factor) is a 401 that says how to sign in to the console.
 */
async function requireOperator(db: Db, request: FastifyRequest, now: Date): Promise<Operator> {
  const session = await liveSession(db, request, now);
  if (!isOperator(session.role)) throw new DomainError('FORBIDDEN', CONSOLE_SIGN_IN_MESSAGES.notOperator);
  if (session.kind !== 'console')
    throw new DomainError('UNAUTHORIZED', CONSOLE_SIGN_IN_MESSAGES.storeSession);
  return { ...session, role: session.role };
}

/**
 * The one guard of the console's API: a preValidation hook on its whole scope, so no route can be
 * added without it, and who may call is settled before the input is read (a stranger learns
 * nothing of the input rules). The role is read from the user on every call: a role taken back
 * ends its console at once.
 */
export function guardConsole(scope: FastifyInstance, db: Db, clock: Clock): void {
  scope.addHook('preValidation', async (request) => {
    // Who may call is the route's declared access (packages/contract/src/console/operations);
    // a route declared otherwise is still for operators only.
    const access = request.routeOptions.config.operation?.access;
    if (access === 'console-sign-in') return;
    const operator = await requireOperator(db, request, clock());
    if (access === 'console-admin' && operator.role !== 'admin')
      throw new DomainError('FORBIDDEN', CONSOLE_SIGN_IN_MESSAGES.adminOnly);
    operators.set(request, operator);
  });
}

/** The operator the guard let through. */
export function operatorOf(request: FastifyRequest): Operator {
  const operator = operators.get(request);
  if (!operator) throw new Error('operatorOf used on a console route without a session (a sign-in step)');
  return operator;
}
