import { InsightsError } from '../types.js';
import { LlmCallError, abortedError, type ChatClient, type ChatMessage } from './chat-client.js';
import type { Parsed } from './json-answer.js';

export interface RetrySettings {
  /** Attempts after the first, shared by HTTP failures and unusable answers. */
  maxRetries: number;
  /** First wait after an HTTP failure; doubles each time. 0 in tests. */
  backoffMs: number;
}

export interface Question<T> {
  /** What is asked, for error messages ("summary", "chapters of part 2"). */
  label: string;
  system: string;
  user: string;
  json: boolean;
  temperature: number;
  /** Checks an answer; `final` is true on the last attempt (a parser may then accept less). */
  parse: (content: string, final: boolean) => Parsed<T>;
}

/** Longest bad answer sent back to the model with the correction request. */
const ECHO_CHARS = 6_000;
const MAX_WAIT_MS = 60_000;

/**
 * Ask, check, and ask again. A failed check sends the bad answer back with what was wrong (models
 * usually fix a named problem); an HTTP failure that may pass (5xx, 429, network) waits and
 * repeats the same request. Both count against the same `maxRetries`.
 */
export async function ask<T>(
  client: ChatClient,
  question: Question<T>,
  settings: RetrySettings,
  signal?: AbortSignal,
): Promise<T> {
  const base: ChatMessage[] = [
    { role: 'system', content: question.system },
    { role: 'user', content: question.user },
  ];
  let messages = base;
  let problem = '';
  for (let attempt = 0; attempt <= settings.maxRetries; attempt++) {
    if (signal?.aborted) throw abortedError();
    let answer;
    try {
      answer = await client.complete({ messages, json: question.json, temperature: question.temperature, signal });
    } catch (err) {
      if (!(err instanceof InsightsError) || !err.retryable || attempt === settings.maxRetries) throw err;
      const wanted = err instanceof LlmCallError && err.retryAfterMs !== null ? err.retryAfterMs : 0;
      await sleep(Math.min(MAX_WAIT_MS, Math.max(wanted, settings.backoffMs * 2 ** attempt)), signal);
      continue;
    }
    const parsed = question.parse(answer.content, attempt === settings.maxRetries);
    if (parsed.ok) return parsed.value;
    problem = answer.truncated ? `${parsed.problem}; the answer was cut off because it was too long` : parsed.problem;
    messages = [
      ...base,
      { role: 'assistant', content: answer.content.slice(0, ECHO_CHARS) },
      {
        role: 'user',
        content: `That answer cannot be used: ${problem}. Answer again, following the instructions exactly${
          question.json ? ', with only the JSON object' : ''
        }.`,
      },
    ];
  }
  const { model, baseUrl } = client.config;
  throw new InsightsError(
    'LLM_BAD_OUTPUT',
    `The model "${model}" at ${baseUrl} gave no usable ${question.label} after ${settings.maxRetries + 1} attempt${
      settings.maxRetries ? 's' : ''
    }: ${problem}.`,
  );
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return signal?.aborted ? Promise.reject(abortedError()) : Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortedError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
