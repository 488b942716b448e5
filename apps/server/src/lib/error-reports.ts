import { NodeClient, Scope, defaultStackParser, makeNodeTransport, type ErrorEvent } from '@sentry/node';
import { safeError } from './safe-error.js';

/**
 * Unexpected failures (a request answered 500, a job out of retries, the job queue failing) sent
 * to an error-reporting service when SENTRY_DSN names one: Sentry, self-hosted Sentry, GlitchTip
 * or anything else that takes Sentry's envelopes. What goes out is what the log gets: the error's
 * type, its message with values cut out and its stack (safeError), and where it happened (a route
 * pattern or a job name). Never a body, a header, a query, a person or a document's text.
 */
export interface ErrorReporter {
  report(err: unknown, where: ReportPlace): void;
  /** Waits (at most `timeoutMs`) until what was reported has been sent, at shutdown. */
  flush(timeoutMs?: number): Promise<void>;
}

export interface ReportPlace {
  /** `request` (a route's pattern, e.g. `POST /api/v1/up/save`) or `job` (its queue name) or `queue`. */
  kind: 'request' | 'job' | 'queue';
  name: string;
}

/** Reports nothing: no service is configured. */
export const noErrorReports: ErrorReporter = { report: () => {}, flush: async () => {} };

export interface ErrorReportSettings {
  dsn: string;
  /** The product's version, so a report says which release failed. */
  release: string;
}

export function createErrorReporter(settings: ErrorReportSettings | undefined): ErrorReporter {
  if (!settings) return noErrorReports;
  const client = new NodeClient({
    dsn: settings.dsn,
    release: settings.release,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    // No integrations: nothing patches the process, reads request data or collects breadcrumbs
    // (what Sentry calls default PII is added by integrations, so none of it is collected).
    integrations: [],
    tracesSampleRate: 0,
    beforeSend: keepOnlyTheError,
  });
  client.init();
  return {
    report(err, where) {
      const scope = new Scope();
      scope.setClient(client);
      scope.setTag('kind', where.kind);
      scope.setTag('where', where.name);
      scope.captureException(reportable(err));
    },
    async flush(timeoutMs = 2_000) {
      await client.flush(timeoutMs);
    },
  };
}

/** A copy of the error as safeError has it: the same type and stack, the message without values. */
function reportable(err: unknown): Error {
  const safe = safeError(err);
  const copy = new Error(safe.message);
  copy.name = safe.type;
  if (safe.stack) copy.stack = safe.stack;
  return copy;
}

/** The event as sent: the exception and tags; whatever else an SDK might add is dropped. */
function keepOnlyTheError(event: ErrorEvent): ErrorEvent {
  delete event.request;
  delete event.user;
  delete event.breadcrumbs;
  delete event.extra;
  delete event.server_name;
  return event;
}
