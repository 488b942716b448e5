import { SpeechError } from '../speech-error.js';

export interface TranscriptionRequest {
  url: string;
  apiKey?: string;
  model: string;
  language?: string;
  /** Text the recogniser is primed with: the person's terms, so it spells them as given. */
  prompt?: string;
  /** The audio, already in memory: chunks are kept under the servers' 25 MB limit. */
  audio: Blob;
  fileName: string;
}

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** First wait; doubled on each retry (plus jitter) unless the server sends Retry-After. */
  baseDelayMs: number;
  /** No wait is longer, whatever Retry-After says. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 1000, maxDelayMs: 30_000 };

/**
 * POSTs one file to an OpenAI-compatible /audio/transcriptions endpoint and returns the parsed
 * verbose_json. Rate limits (429), server errors (5xx) and dropped connections are retried with
 * backoff; other refusals fail at once with the server's own message.
 */
export async function postTranscription(
  request: TranscriptionRequest,
  retry: RetryPolicy = DEFAULT_RETRY,
  signal?: AbortSignal,
): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: 'POST',
        headers: request.apiKey ? { Authorization: `Bearer ${request.apiKey}` } : {},
        body: formOf(request), // a fresh body per try: a sent FormData stream cannot be re-read
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      if (attempt >= retry.attempts) {
        throw new SpeechError(
          'REMOTE_FAILED',
          `Could not reach the speech server at ${request.url}: ${causeOf(error)}`,
        );
      }
      await sleep(backoff(attempt, retry), signal);
      continue;
    }

    if (response.ok) {
      const text = await response.text();
      try {
        return JSON.parse(text);
      } catch {
        throw new SpeechError(
          'REMOTE_FAILED',
          `The speech server answered with something other than JSON: ${text.slice(0, 200)}`,
        );
      }
    }
    const message = await errorMessageOf(response);
    const retryable = response.status === 429 || response.status >= 500;
    if (!retryable || attempt >= retry.attempts) {
      const tries = attempt > 1 ? ` after ${attempt} tries` : '';
      throw new SpeechError(
        'REMOTE_FAILED',
        `The speech server refused the audio (HTTP ${response.status}${tries}): ${message}`,
      );
    }
    await sleep(retryAfterMs(response, retry) ?? backoff(attempt, retry), signal);
  }
}

function formOf(request: TranscriptionRequest): FormData {
  const form = new FormData();
  form.append('file', request.audio, request.fileName);
  form.append('model', request.model);
  form.append('response_format', 'verbose_json');
  form.append('timestamp_granularities[]', 'word');
  if (request.language) form.append('language', request.language);
  if (request.prompt) form.append('prompt', request.prompt);
  return form;
}

/** OpenAI sends {error: {message}}; other servers {error: "..."}, {detail: "..."} or plain text. */
async function errorMessageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: { message?: string } | string; detail?: unknown; message?: string };
    const message =
      typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message ?? body.detail ?? null);
    if (message) return typeof message === 'string' ? message : JSON.stringify(message);
  } catch {
    // not JSON: fall through to the text
  }
  return text.trim().slice(0, 300) || response.statusText || 'no message';
}

function retryAfterMs(response: Response, retry: RetryPolicy): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, retry.maxDelayMs) : null;
}

function backoff(attempt: number, retry: RetryPolicy): number {
  const base = retry.baseDelayMs * 2 ** (attempt - 1);
  // Jitter spreads out workers that all hit the same rate limit at once.
  return Math.min(retry.maxDelayMs, base * (0.75 + Math.random() * 0.5));
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function causeOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : error.message;
  }
  return String(error);
}
