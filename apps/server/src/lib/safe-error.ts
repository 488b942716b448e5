/**
 * Errors as logs may show them. Database errors carry what was sent with the query: drizzle puts
 * every parameter into its message ("params: a@b.c,scrypt$..."), and PostgreSQL's `detail` can
 * echo a whole row ("Failing row contains (...)"). Those are passwords' hashes, tokens and codes,
 * so logs get an allowlist of fields and messages with the values cut out, never the raw error.
 */

export interface SafeError {
  type: string;
  message: string;
  code?: string;
  /** PostgreSQL's names of what failed (never values). */
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SafeError;
}

const DRIZZLE_PARAMS = /\nparams: [\s\S]*$/;
/** PostgreSQL quotes the offending value at the end: `invalid input syntax for type uuid: "..."`. */
const QUOTED_VALUE = /: "(?:[^"\\]|\\.)*"$/;

/** The error's message without any value a caller sent. */
export function safeMessage(err: unknown): string {
  if (!(err instanceof Error)) return typeof err === 'string' ? err.replace(DRIZZLE_PARAMS, '') : 'non-error thrown';
  return err.message.replace(DRIZZLE_PARAMS, '').replace(QUOTED_VALUE, ': [value hidden]');
}

const stringField = (err: object, key: string): string | undefined => {
  const value = (err as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

/** A loggable copy of an error and its causes (at most 3 deep), with values taken out. */
export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: safeMessage(err) };
  const message = safeMessage(err);
  // The stack's first line repeats the message; keep only the frames.
  const frames = err.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  const out: SafeError = { type: err.name || err.constructor.name, message };
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    const value = stringField(err, key);
    if (value !== undefined) out[key] = value;
  }
  if (frames?.length) out.stack = [`${out.type}: ${message}`, ...frames].join('\n');
  if (err.cause !== undefined && depth < 3) out.cause = safeError(err.cause, depth + 1);
  return out;
}

/** Query values may be signatures, tokens or addresses: logs keep the path and the names only. */
export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const names = [...new URLSearchParams(url.slice(q + 1)).keys()];
  return `${url.slice(0, q)}?${names.map((n) => `${encodeURIComponent(n)}=…`).join('&')}`;
}
