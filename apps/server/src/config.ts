import path from 'node:path';
import { z } from 'zod';

export const Role = z.enum(['api', 'worker', 'all']);
export type Role = z.infer<typeof Role>;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  ROLE: Role.default('all'),
  PRODUCT_NAME: z.string().default('Scriptloom'),
  /** Where people reach the web app; used in links inside mail. */
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /** Optional: without it a random secret is created once and kept in the database. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET needs at least 32 characters.').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  role: Role;
  productName: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret?: string;
  tokenTtlSeconds: number;
  webDist: string;
  trustProxy: boolean;
  logLevel: string;
}

/** Reads the configuration from the environment; a bad value stops start-up with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    role: e.ROLE,
    productName: e.PRODUCT_NAME,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME} <no-reply@scriptloom.local>`,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    ...overrides,
  };
  if (config.role !== 'all' && !config.databaseUrl) {
    throw new Error(
      `ROLE=${config.role} needs DATABASE_URL: separate API and worker processes share one PostgreSQL server. ` +
        'The embedded database serves one process, so use ROLE=all (the default) without DATABASE_URL.',
    );
  }
  return config;
}
