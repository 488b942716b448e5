import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { insightsConfigFromEnv, INSIGHTS_VARIABLES, type InsightsConfig } from '@scriptloom/insights';
import { DEFAULT_WHISPER_MODEL_URL, type SpeechEngineConfig } from '@scriptloom/speech';
import type { S3Settings } from './storage/s3-storage.js';
import { DEFAULT_PASSWORD_HASH_COST } from './lib/passwords.js';
import { parseCidrList, type Cidr } from './lib/safe-fetch/addresses.js';

export const Role = z.enum(['api', 'worker', 'all']);
export type Role = z.infer<typeof Role>;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Loopback by default: a server started on a laptop is not reachable from the network until asked. */
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.string().optional(),
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
  ASR_ENGINE: z.enum(['sphinx', 'whisper', 'openai']).default('sphinx'),
  WHISPER_MODEL: z.string().optional(),
  /** Where `npm run whisper:model` fetches ggml-<name>.bin from (a mirror, or a local copy in tests). */
  WHISPER_MODEL_URL: z.string().url().default(DEFAULT_WHISPER_MODEL_URL),
  ASR_BASE_URL: z.string().url().optional(),
  ASR_MODEL: z.string().optional(),
  ASR_API_KEY: z.string().optional(),
  ASR_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Hard cap on any upload, even on plans without a size limit. */
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 ** 3),
  /** Seconds an upload (any request body) may stay silent before the connection is closed. */
  UPLOAD_IDLE_TIMEOUT_S: z.coerce.number().positive().default(60),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Worker threads for CPU-heavy request work (as many again for jobs); default leaves a core to the event loop. */
  CPU_WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** Requests that may wait for a thread, everyone's together, before the server answers 503 SERVER_BUSY. */
  CPU_QUEUE: z.coerce.number().int().min(0).max(100_000).optional(),
  /** Requests one person may have waiting for a thread (beside their one running) before 429 RATE_LIMITED. */
  CPU_QUEUE_PER_USER: z.coerce.number().int().min(0).max(100_000).default(3),
  CPU_WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(65_536).default(512),
  /** Memory for built workflow list answers kept for reuse; 0 builds every answer afresh. */
  WORKFLOW_LIST_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** Memory for transcript documents kept as text for the details and insights answers while unchanged; 0 reads each afresh. */
  DOCUMENT_CACHE_MB: z.coerce.number().min(0).max(16_384).default(64),
  /** Unexpected errors go to this Sentry (or GlitchTip, or self-hosted Sentry) project; none: only the log. */
  SENTRY_DSN: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Lets a scraper on another machine read /api/metrics with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN needs at least 32 characters.').optional(),
  /** A worker-only process serves /api/health and /api/metrics on this port (none: it serves nothing). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** On SIGTERM or SIGINT, how long running jobs and requests get to finish before they are cut off. */
  SHUTDOWN_GRACE_S: z.coerce.number().min(0).max(3600).default(10),
  /** Payments through Stripe (docs/product.md#billing); without it the built-in test processor. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** Verifies Stripe's webhooks (`whsec_...`); without it webhooks are refused. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another address for Stripe's API (a local stand-in in tests). */
  STRIPE_API_BASE: z.string().url().optional(),
  /**
   * The test processor takes no money: it is the default outside production and refused in
   * production unless this is 'true' (a demo deployment).
   */
  PAYMENTS_TEST_MODE: z.enum(['true', 'false']).optional(),
  /**
   * Addresses and CIDR ranges on private, loopback or link-local networks that feeds and their
   * episodes may be fetched from all the same (a private deployment's own servers); none by default.
   */
  FEED_ALLOWED_PRIVATE_NETWORKS: z.string().default(''),
  /** The largest feed document read. */
  FEED_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 ** 2),
  /** Seconds a feed's server has to answer, body included. */
  FEED_FETCH_TIMEOUT_S: z.coerce.number().positive().default(30),
  /** Seconds an episode's download may take, whole. */
  FEED_DOWNLOAD_TIMEOUT_S: z.coerce.number().positive().default(1800),
});

/**
 * Every environment variable the server reads: its own, then the insights engine's. This file is
 * the only place they are read; the README's configuration table lists the same names (a unit test
 * compares the two).
 */
export const CONFIG_VARIABLES: readonly string[] = [...Object.keys(EnvSchema.shape), ...INSIGHTS_VARIABLES];

export interface Config {
  port: number;
  host: string;
  /** NODE_ENV=production: development conveniences (the dev outbox) are off whatever else is set. */
  production: boolean;
  /**
   * log2 of scrypt's N for new password hashes. No environment variable sets it, so no deployment
   * can weaken it by a stray setting: only the in-process test app lowers it, where hundreds of
   * sign-ups would otherwise spend a minute and a half of CPU per pass on hashing.
   */
  passwordHashCost: number;
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
  /** SENTRY_DSN: where unexpected errors are reported (lib/error-reports.ts); none: the log only. */
  sentryDsn?: string;
  /** Bearer token for /api/metrics from elsewhere than this machine (METRICS_TOKEN); none: local only. */
  metricsToken?: string;
  /** METRICS_PORT: where a worker-only process answers /api/health and /api/metrics. */
  metricsPort?: number;
  /** SHUTDOWN_GRACE_S in milliseconds. */
  shutdownGraceMs: number;
  mediaDir: string;
  /**
   * Scratch space (stage folders, chunk WAVs, S3 spool): DATA_DIR/work, which the runtime narrows
   * to this process's own folder and cleans of what a crashed run left (lib/work-dir.ts).
   */
  workDir: string;
  maxUploadBytes: number;
  /** A request body that sends nothing for this long is cut off (UPLOAD_IDLE_TIMEOUT_S). */
  uploadIdleTimeoutMs: number;
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  /** ASR_ENGINE, WHISPER_MODEL and the other ASR_* settings, handed to `createSpeechEngine`. */
  asr: SpeechEngineConfig;
  /** `npm run whisper:model` saves models here (DATA_DIR/models), fetched from `url` (WHISPER_MODEL_URL). */
  whisperModels: { dir: string; url: string };
  /** INSIGHTS_ENGINE and the LLM_* settings (read by `@scriptloom/insights`). */
  insights: InsightsConfig;
  /**
   * The worker thread pool for CPU-heavy work (CPU_WORKERS, CPU_QUEUE, CPU_QUEUE_PER_USER,
   * CPU_WORKER_MEMORY_MB).
   */
  cpu: { threads: number; maxQueued: number; maxQueuedPerUser: number; memoryMb: number };
  /** Megabytes of workflow list answers kept while their data is unchanged (WORKFLOW_LIST_CACHE_MB). */
  workflowListCacheMb: number;
  /**
   * Megabytes of transcript documents kept as the JSON text of their paragraphs, by file and
   * transcript version (DOCUMENT_CACHE_MB): opening a transcript that has not changed since it was
   * last opened then costs no database work for its paragraphs. The insights answer keeps what it
   * needs of the words (their fingerprint, who speaks when) in the same cache.
   */
  documentCacheMb: number;
  /** Which payment processor billing uses; `off`: payments answer 503 (production without Stripe). */
  /**
   * Fetching podcast feeds and their episodes (FEED_ALLOWED_PRIVATE_NETWORKS, FEED_MAX_BYTES,
   * FEED_FETCH_TIMEOUT_S, FEED_DOWNLOAD_TIMEOUT_S; lib/safe-fetch/).
   */
  feeds: { allowedPrivate: Cidr[]; maxFeedBytes: number; fetchTimeoutMs: number; downloadTimeoutMs: number };
  payments:
    | { kind: 'stripe'; secretKey: string; webhookSecret: string | null; apiBase: string | null }
    | { kind: 'test' }
    | { kind: 'off' };
}

/** Reads the configuration from the environment; a bad value stops start-up with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const cpuThreads = e.CPU_WORKERS ?? Math.max(1, availableParallelism() - 1);
  let insights: InsightsConfig;
  try {
    insights = insightsConfigFromEnv(env);
  } catch (err) {
    throw new Error(`Invalid configuration: ${(err as Error).message}`);
  }
  let allowedPrivate: Cidr[];
  try {
    allowedPrivate = parseCidrList(e.FEED_ALLOWED_PRIVATE_NETWORKS);
  } catch (err) {
    throw new Error(`Invalid configuration: FEED_ALLOWED_PRIVATE_NETWORKS: ${(err as Error).message}`);
  }
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    production: e.NODE_ENV === 'production',
    passwordHashCost: DEFAULT_PASSWORD_HASH_COST,
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
    sentryDsn: e.SENTRY_DSN || undefined,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_S * 1000),
    mediaDir: path.join(path.resolve(e.DATA_DIR), 'media'),
    workDir: path.join(path.resolve(e.DATA_DIR), 'work'),
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    uploadIdleTimeoutMs: Math.round(e.UPLOAD_IDLE_TIMEOUT_S * 1000),
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' },
    asr: {
      engine: e.ASR_ENGINE,
      whisperModel: e.WHISPER_MODEL,
      baseUrl: e.ASR_BASE_URL,
      model: e.ASR_MODEL,
      apiKey: e.ASR_API_KEY,
      concurrency: e.ASR_CONCURRENCY,
      // Models built from vocabularies outlive a run, so they stay out of the work folder
      // (emptied at start-up); the engine keeps the folder's size bounded itself.
      cacheDir: path.join(path.resolve(e.DATA_DIR), 'cache'),
    },
    whisperModels: { dir: path.join(path.resolve(e.DATA_DIR), 'models'), url: e.WHISPER_MODEL_URL },
    insights,
    cpu: {
      threads: cpuThreads,
      maxQueued: e.CPU_QUEUE ?? 8 * cpuThreads,
      maxQueuedPerUser: e.CPU_QUEUE_PER_USER,
      memoryMb: e.CPU_WORKER_MEMORY_MB,
    },
    workflowListCacheMb: e.WORKFLOW_LIST_CACHE_MB,
    documentCacheMb: e.DOCUMENT_CACHE_MB,
    feeds: {
      allowedPrivate,
      maxFeedBytes: e.FEED_MAX_BYTES,
      fetchTimeoutMs: Math.round(e.FEED_FETCH_TIMEOUT_S * 1000),
      downloadTimeoutMs: Math.round(e.FEED_DOWNLOAD_TIMEOUT_S * 1000),
    },
    payments: e.STRIPE_SECRET_KEY
      ? {
          kind: 'stripe',
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
          apiBase: e.STRIPE_API_BASE ?? null,
        }
      : // A processor that takes no money must never sell plans in a deployment by accident.
        e.NODE_ENV === 'production' && e.PAYMENTS_TEST_MODE !== 'true'
        ? { kind: 'off' }
        : { kind: 'test' },
    ...overrides,
  };
  if (config.storage.kind === 's3' && !config.storage.bucket) {
    throw new Error('STORAGE=s3 needs S3_BUCKET (and usually S3_ENDPOINT and credentials).');
  }
  if (config.role !== 'all' && !config.databaseUrl) {
    throw new Error(
      `ROLE=${config.role} needs DATABASE_URL: separate API and worker processes share one PostgreSQL server. ` +
        'The embedded database serves one process, so use ROLE=all (the default) without DATABASE_URL.',
    );
  }
  return config;
}
