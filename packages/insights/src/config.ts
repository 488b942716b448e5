import type { InsightEngineName } from '@scriptloom/contracts';

export interface LlmConfig {
  /** Base URL of an OpenAI-compatible API, including `/v1` (e.g. `http://localhost:11434/v1`). */
  baseUrl: string;
  model: string;
  /** Servers that need none (Ollama, llama.cpp) get a placeholder: the SDK insists on one. */
  apiKey: string;
  /** Longest transcript text sent in one request; longer transcripts are split and merged. */
  maxChars: number;
  /** Per request. */
  timeoutMs: number;
  /** Attempts per request after the first, for network errors and for answers that fail validation. */
  maxRetries: number;
}

export interface InsightsConfig {
  engine: InsightEngineName;
  llm: LlmConfig | null;
}

/** The environment variables `insightsConfigFromEnv` reads. */
export const INSIGHTS_VARIABLES = [
  'INSIGHTS_ENGINE',
  'LLM_BASE_URL',
  'LLM_MODEL',
  'LLM_API_KEY',
  'LLM_MAX_CHARS',
  'LLM_TIMEOUT_MS',
  'LLM_MAX_RETRIES',
] as const;

/**
 * INSIGHTS_ENGINE=local (default) | llm. The llm engine needs LLM_BASE_URL and LLM_MODEL
 * (LLM_API_KEY, LLM_MAX_CHARS, LLM_TIMEOUT_MS and LLM_MAX_RETRIES are optional).
 */
export function insightsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): InsightsConfig {
  const engine = (env.INSIGHTS_ENGINE ?? 'local').trim() || 'local';
  if (engine !== 'local' && engine !== 'llm') {
    throw new Error(`INSIGHTS_ENGINE must be "local" or "llm", not "${engine}"`);
  }
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (engine === 'llm' && (!baseUrl || !model)) {
    throw new Error('INSIGHTS_ENGINE=llm needs LLM_BASE_URL and LLM_MODEL');
  }
  const llm: LlmConfig | null =
    baseUrl && model
      ? {
          baseUrl: baseUrl.replace(/\/+$/, ''),
          model,
          apiKey: env.LLM_API_KEY?.trim() || 'not-needed',
          maxChars: positive(env.LLM_MAX_CHARS, 24_000, 'LLM_MAX_CHARS'),
          timeoutMs: positive(env.LLM_TIMEOUT_MS, 120_000, 'LLM_TIMEOUT_MS'),
          maxRetries: positive(env.LLM_MAX_RETRIES, 2, 'LLM_MAX_RETRIES', true),
        }
      : null;
  return { engine, llm };
}

function positive(value: string | undefined, fallback: number, name: string, allowZero = false): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < (allowZero ? 0 : 1))
    throw new Error(`${name} must be a whole number, not "${value}"`);
  return n;
}
