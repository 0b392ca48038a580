import type { Breadcrumb, ErrorEvent, Event } from '@sentry/node';
import { scrubText, scrubValue } from './scrub';

export type SentryOptions = { dsn: string; environment: string; release?: string | undefined };

export type SentryHub = {
  captureException(error: unknown, tags: Record<string, string>): void;
  captureEvent(event: Event, tags: Record<string, string>): void;
  /** Sends what is queued, waiting at most this long: a process shutting down calls it last. */
  close(timeoutMs: number): Promise<void>;
};

/**
 * Sentry's Node SDK as a client of its own (no global hub, no automatic instrumentation of
 * http, pg or fastify, and none of its optional personal data, off by default): reports go only
 * where the API sends them, scrubbed. Imported only when a
 * DSN is set, so a process without one never loads it.
 */
export async function startSentry(options: SentryOptions): Promise<SentryHub> {
  const Sentry = await import('@sentry/node');
  const client = new Sentry.NodeClient({
    dsn: options.dsn,
    environment: options.environment,
    ...(options.release && { release: options.release }),
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  });
  const scope = new Sentry.Scope();
  scope.setClient(client);
  client.init();
  const withTags = (tags: Record<string, string>) => scope.clone().setTags(tags);
  return {
    captureException: (error, tags) => void withTags(tags).captureException(error),
    captureEvent: (event, tags) => void withTags(tags).captureEvent(event),
    close: async (timeoutMs) => void (await client.close(timeoutMs)),
  };
}

/** The event's texts scrubbed; who the user was and the request's details never leave. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const { user: _user, request: _request, ...rest } = event;
  if (rest.message) rest.message = scrubText(rest.message);
  for (const value of rest.exception?.values ?? []) if (value.value) value.value = scrubText(value.value);
  if (rest.extra) rest.extra = scrubValue(rest.extra) as Record<string, unknown>;
  if (rest.breadcrumbs) rest.breadcrumbs = rest.breadcrumbs.map(scrubBreadcrumb);
  return rest;
}

function scrubBreadcrumb(crumb: Breadcrumb): Breadcrumb {
  return {
    ...crumb,
    ...(crumb.message && { message: scrubText(crumb.message) }),
    ...(crumb.data && { data: scrubValue(crumb.data) as Record<string, unknown> }),
  };
}
