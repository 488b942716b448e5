import type { ClientSettingsResponse } from '@scriptloom/contracts';

/**
 * The web app's uncaught errors sent to the error-reporting service the server names (its
 * SENTRY_DSN, through `GET /api/client-settings`): Sentry, self-hosted Sentry or GlitchTip. Off
 * when it names none, and then the SDK is never even downloaded. What goes out is the error (type,
 * message, stack), where it surfaced and the page's path with ids taken out: never the page's text,
 * what was typed, a breadcrumb trail, the person or a query string.
 */
type Report = (error: unknown, where: string) => void;

let send: Report | null = null;

/** Reports an error caught by the app (a screen that failed to render); nothing when reports are off. */
export function reportError(error: unknown, where: string): void {
  send?.(error, where);
}

const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The page's path with ids as `:id`: enough to say which screen failed, nothing to say whose. */
export function reportedPath(pathname: string): string {
  return pathname.replace(ID, ':id');
}

async function clientSettings(): Promise<ClientSettingsResponse | null> {
  try {
    const res = await fetch('/api/client-settings');
    return res.ok ? ((await res.json()) as ClientSettingsResponse) : null;
  } catch {
    // No settings, no reports: the app works the same without them.
    return null;
  }
}

/**
 * Starts reporting when the server names a service. Called once at start-up; `settings` is for
 * tests, which point it at a local stand-in.
 */
export async function startErrorReports(settings: () => Promise<ClientSettingsResponse | null> = clientSettings) {
  const found = await settings();
  if (!found?.error_reports_dsn) return;
  const sentry = await import('@sentry/browser');
  const client = new sentry.BrowserClient({
    dsn: found.error_reports_dsn,
    release: found.version,
    transport: sentry.makeFetchTransport,
    stackParser: sentry.defaultStackParser,
    // Uncaught errors and unhandled rejections only: no breadcrumbs (they copy console lines and
    // clicked text), no request data.
    integrations: [sentry.globalHandlersIntegration(), sentry.dedupeIntegration()],
    beforeBreadcrumb: () => null,
    beforeSend(event) {
      delete event.user;
      delete event.breadcrumbs;
      delete event.extra;
      event.request = { url: `${window.location.origin}${reportedPath(window.location.pathname)}` };
      return event;
    },
  });
  sentry.setCurrentClient(client);
  client.init();
  send = (error, where) => {
    const scope = new sentry.Scope();
    scope.setClient(client);
    scope.setTag('where', where);
    scope.captureException(error);
  };
}
