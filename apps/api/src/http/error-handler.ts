import { answerableErrors } from '@store/contract';
import { isDatabaseUnavailable } from '@store/db';
import { codeForStatus, DomainError, isDomainError } from '@store/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorReports, errorReports } from '../modules/observability';
import { isBadValueDatabaseError } from './database-errors';
import { failure } from './envelope';

const RETRY_AFTER_SECONDS = 5;

type Issue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/** A refusal the operation's declaration does not list: the clients would not know its code. */
export type UndeclaredRefusal = { operation: string; code: string };

/**
 * The one place where anything thrown becomes an HTTP answer (docs/architecture.md, "Requests and
 * answers").
 */
export function registerErrorHandling(
  app: FastifyInstance,
  reports: ErrorReports = errorReports(),
  onUndeclared?: (refusal: UndeclaredRefusal) => void,
): void {
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(failure(404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error.validation as Issue[], error.validationContext);
      const [field, text] = Object.entries(fields)[0] ?? ['request', 'is invalid'];
      return reply.code(400).send(failure(400, 'VALIDATION_FAILED', `Invalid ${field}: ${text}`, fields));
    }
    if (isDomainError(error)) {
      const operation = request.routeOptions.config.operation;
      if (operation && !answerableErrors(operation).has(error.code)) {
        const refusal = { operation: `${operation.method} ${operation.path}`, code: error.code };
        request.log.warn(refusal, 'an operation answered a code its declaration does not list');
        onUndeclared?.(refusal);
      }
      // An outside provider that failed us (5xx of our own making): the operators need its cause.
      if (error.status >= 500) request.log.warn({ err: error }, 'a provider failed a request');
      return reply
        .code(error.status)
        .send(failure(error.status, error.code, error.message, error.fields ?? {}));
    }
    if (isBadValueDatabaseError(error)) {
      request.log.warn({ err: error }, 'the database refused a value the contract let through');
      return reply
        .code(400)
        .send(failure(400, 'VALIDATION_FAILED', 'The request has a value the store cannot take'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure(status, codeForStatus(status), clientErrorText(error)));
    }
    if (isDatabaseUnavailable(error)) {
      // Gone, restarting, out of connections or too slow: the client may simply try again.
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = new DomainError('SERVICE_UNAVAILABLE');
      return reply
        .code(unavailable.status)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(failure(unavailable.status, unavailable.code, unavailable.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    reports.server(error, 'server', {
      requestId: request.id,
      route: request.routeOptions.url ?? 'unmatched',
    });
    return reply.code(500).send(failure(500, 'INTERNAL', 'Server Error'));
  });
}

function validationFields(issues: Issue[], context: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const field = path || String(issue.params?.missingProperty ?? context ?? 'request');
    fields[field] ??= issue.message ?? 'is invalid';
  }
  return fields;
}

// Fastify's own 4xx (bad JSON, wrong content type, body too large) carry safe, useful texts.
function clientErrorText(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'The request body is not valid JSON';
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type';
  return error.message;
}
