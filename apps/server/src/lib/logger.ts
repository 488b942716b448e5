import { pino, type DestinationStream, type Logger as PinoLogger, type LoggerOptions } from 'pino';
import { safeError } from './safe-error.js';

/**
 * What services and jobs log through: the few pino methods they use, fields first. A process has
 * one pino logger (Fastify's request log is the same logger), so job lines and request lines share
 * one format and one level; tests pass `silentLogger` or a logger writing to a stream they read.
 */
export interface Logger {
  debug(fields: object, message: string): void;
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface CreateLoggerOptions {
  level: string;
  /** Where lines go: stdout when not given. */
  stream?: DestinationStream;
  serializers?: LoggerOptions['serializers'];
}

export function createLogger(options: CreateLoggerOptions): PinoLogger {
  return pino({ level: options.level, serializers: options.serializers }, options.stream);
}

export const silentLogger: Logger = createLogger({ level: 'silent' });

/**
 * A `.catch` for work whose failure must not fail the caller (cleanup, a heartbeat, a queue write
 * the recovery sweep makes up for): the failure is logged, through `safeError`, and dropped. The
 * message says what was not done and what happens instead.
 */
export function logAndContinue(log: Logger, level: LogLevel, message: string, fields: object = {}) {
  return (err: unknown): void => log[level]({ ...fields, error: safeError(err) }, message);
}
