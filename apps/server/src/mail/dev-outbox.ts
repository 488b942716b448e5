import type { Config } from '../config.js';

/**
 * The dev outbox (`GET /api/dev/mailbox`) hands out confirmation codes and reset links, so it is
 * served only while mail is not really sent (no SMTP_URL), never in production mode, and (see
 * `http/local-request.ts`) only to requests from this machine.
 */
export const devOutboxServed = (config: Pick<Config, 'smtpUrl' | 'production'>): boolean =>
  !config.smtpUrl && !config.production;

/** The address to reach the server from this machine, whatever interface it is bound to. */
export function localBaseUrl(config: Pick<Config, 'host' | 'port'>): string {
  const { host } = config;
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://127.0.0.1:${config.port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** SMTP_URL without its user name and password, for the start-up log. */
function smtpServerName(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'the SMTP server in SMTP_URL';
  }
}

/** One line for the start-up log saying where mail goes (never with credentials). */
export function mailDeliveryNotice(config: Pick<Config, 'smtpUrl' | 'production' | 'host' | 'port'>): string {
  if (config.smtpUrl) return `mail is sent through ${smtpServerName(config.smtpUrl)} (SMTP_URL)`;
  if (config.production) {
    return (
      'mail is NOT delivered: SMTP_URL is not set, and the dev outbox is closed in production ' +
      '(NODE_ENV=production). Nobody receives confirmation codes or reset links until SMTP_URL is set.'
    );
  }
  return (
    'mail is not sent (no SMTP_URL): it is kept in the dev outbox, readable from this machine only at ' +
    `${localBaseUrl(config)}/api/dev/mailbox?to=EMAIL`
  );
}
