import OpenAI from 'openai';
import type { LlmConfig } from '../config.js';
import { InsightsError } from '../types.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Ask for a JSON object (`response_format`); the prompt must ask for JSON too. */
  json: boolean;
  temperature: number;
  signal?: AbortSignal;
}

export interface ChatAnswer {
  content: string;
  /** The server stopped because the answer reached its token limit. */
  truncated: boolean;
}

export interface ChatClient {
  readonly config: LlmConfig;
  complete(request: ChatRequest): Promise<ChatAnswer>;
}

/** An HTTP-level failure; `retryAfterMs` is what a 429 asked us to wait. */
export class LlmCallError extends InsightsError {
  constructor(
    message: string,
    retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super('LLM_UNAVAILABLE', message, retryable);
  }
}

export function abortedError(): InsightsError {
  return new InsightsError('ABORTED', 'Generation was cancelled.');
}

/**
 * One request to an OpenAI-compatible server through the official SDK. The SDK's own retries are
 * off: `ask` retries HTTP failures and unusable answers in one loop, counted against maxRetries.
 */
export function createChatClient(config: LlmConfig): ChatClient {
  const sdk = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  // Older or minimal servers reject `response_format`; after the first such refusal we rely on
  // the prompt alone (answers are parsed defensively either way).
  let jsonModeWorks = true;

  async function send(request: ChatRequest, json: boolean): Promise<ChatAnswer> {
    const completion = await sdk.chat.completions.create(
      {
        model: config.model,
        messages: request.messages,
        temperature: request.temperature,
        ...(json ? { response_format: { type: 'json_object' as const } } : {}),
      },
      { signal: request.signal },
    );
    const choice = completion.choices?.[0];
    return { content: choice?.message?.content ?? '', truncated: choice?.finish_reason === 'length' };
  }

  return {
    config,
    async complete(request) {
      if (request.signal?.aborted) throw abortedError();
      try {
        try {
          return await send(request, request.json && jsonModeWorks);
        } catch (err) {
          if (
            request.json &&
            jsonModeWorks &&
            err instanceof OpenAI.APIError &&
            err.status === 400 &&
            /response_format|json_object|json mode/i.test(err.message)
          ) {
            jsonModeWorks = false;
            return await send(request, false);
          }
          throw err;
        }
      } catch (err) {
        throw toInsightsError(err, config, request.signal);
      }
    },
  };
}

/** Messages a person running the server can act on: where, what status, which setting to check. */
export function toInsightsError(err: unknown, config: LlmConfig, signal?: AbortSignal): InsightsError {
  if (err instanceof InsightsError) return err;
  const where = `the LLM server at ${config.baseUrl}`;
  if (err instanceof OpenAI.APIUserAbortError || signal?.aborted) return abortedError();
  if (err instanceof OpenAI.APIConnectionTimeoutError) {
    return new LlmCallError(
      `${capital(where)} did not answer within ${seconds(config.timeoutMs)} (LLM_TIMEOUT_MS). It may be overloaded, or the model too slow for this length; raise LLM_TIMEOUT_MS or lower LLM_MAX_CHARS.`,
      true,
    );
  }
  if (err instanceof OpenAI.APIConnectionError) {
    const cause = err.cause instanceof Error ? `: ${hide(causeMessage(err.cause), config)}` : '';
    return new LlmCallError(
      `Could not reach ${where}${cause}. Check that it is running and that LLM_BASE_URL is right.`,
      true,
    );
  }
  if (err instanceof OpenAI.APIError) {
    const status = err.status ?? 0;
    const detail = hide(detailOf(err), config);
    if (status === 401 || status === 403) {
      return new LlmCallError(
        `${capital(where)} refused the request (HTTP ${status}${detail}). Check LLM_API_KEY.`,
        false,
      );
    }
    if (status === 404) {
      return new LlmCallError(
        `${capital(where)} answered HTTP 404 for model "${config.model}"${detail}. Check LLM_MODEL, and that LLM_BASE_URL includes /v1.`,
        false,
      );
    }
    if (status === 429) {
      return new LlmCallError(
        `${capital(where)} is limiting requests (HTTP 429${detail}). It will be tried again later.`,
        true,
        retryAfter(err.headers),
      );
    }
    if (status >= 500) {
      return new LlmCallError(`${capital(where)} failed (HTTP ${status}${detail}).`, true);
    }
    return new LlmCallError(
      `${capital(where)} rejected the request (HTTP ${status}${detail}). If the transcript is too long for the model, lower LLM_MAX_CHARS.`,
      false,
    );
  }
  return new LlmCallError(`Could not use ${where}: ${hide(String((err as Error)?.message ?? err), config)}`, true);
}

function detailOf(err: InstanceType<typeof OpenAI.APIError>): string {
  const body = err.error as { message?: unknown } | undefined;
  const message = typeof body?.message === 'string' ? body.message : '';
  return message ? `: ${message.slice(0, 300)}` : '';
}

function causeMessage(cause: Error): string {
  // Node's fetch hides the useful part (ECONNREFUSED, ENOTFOUND) one level down.
  const inner = (cause as { cause?: unknown }).cause;
  const code = inner && typeof inner === 'object' && 'code' in inner ? String((inner as { code: unknown }).code) : '';
  return code ? `${cause.message} (${code})` : cause.message;
}

function retryAfter(headers: Headers | undefined): number | null {
  const value = headers?.get('retry-after');
  if (!value) return null;
  const secs = Number(value);
  if (Number.isFinite(secs) && secs >= 0) return secs * 1000;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : null;
}

/** The API key never appears in a message, even if a server echoes it back. */
function hide(text: string, config: LlmConfig): string {
  return config.apiKey.length >= 4 ? text.split(config.apiKey).join('***') : text;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
