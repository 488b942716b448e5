import { DEFAULT_QUOTES_COUNT, type InsightKind } from '@scriptloom/contracts';
import type { LlmConfig } from '../config.js';
import type { GenerateOptions, InsightContext, InsightResults, InsightSource, InsightsEngine } from '../types.js';
import { findChapters, findEntities, findKeywords, findQuotes, summarise, type Asker } from './analysis.js';
import { ask, type RetrySettings } from './ask.js';
import { createChatClient } from './chat-client.js';
import { prepareSource, type PreparedSource } from './prepared-source.js';
import { articleQuestion, captionsQuestion, material, showNotesQuestion, tweetsQuestion } from './writers.js';

export interface LlmEngineTuning {
  /** First wait before repeating a request that failed over HTTP (doubles each time); default 1 s. */
  retryBackoffMs?: number;
}

/** The engine for any OpenAI-compatible chat API. */
export function createLlmEngine(config: LlmConfig, tuning: LlmEngineTuning = {}): InsightsEngine {
  const client = createChatClient(config);
  const retry: RetrySettings = { maxRetries: config.maxRetries, backoffMs: tuning.retryBackoffMs ?? 1000 };
  const askerFor =
    (signal?: AbortSignal): Asker =>
    (question) =>
      ask(client, question, retry, signal);

  /**
   * Writers read the summary and chapters in place of a transcript too long for one request; if
   * those have not been produced yet, they are made first.
   */
  async function writerContext(asker: Asker, prepared: PreparedSource, context: InsightContext) {
    if (prepared.chunks.length === 1) return context;
    const summary = context.summary ?? (await summarise(asker, prepared));
    const chapters = context.chapters.length ? context.chapters : await findChapters(asker, prepared);
    return { ...context, summary, chapters };
  }

  async function produce(
    kind: InsightKind,
    source: InsightSource,
    context: InsightContext,
    options: GenerateOptions,
  ): Promise<InsightResults[InsightKind]> {
    const asker = askerFor(options.signal);
    const prepared = prepareSource(source, config.maxChars);
    switch (kind) {
      case 'summary':
        return summarise(asker, prepared);
      case 'chapters':
        return findChapters(asker, prepared);
      case 'keywords':
        return findKeywords(asker, prepared);
      case 'entities':
        return findEntities(asker, prepared);
      case 'quotes':
        return findQuotes(asker, prepared, Math.max(1, options.quotesCount ?? DEFAULT_QUOTES_COUNT));
      case 'show_notes':
        return asker(showNotesQuestion(material(prepared, await writerContext(asker, prepared, context))));
      case 'tweet':
        return asker(tweetsQuestion(material(prepared, await writerContext(asker, prepared, context))));
      case 'caption':
        return asker(captionsQuestion(material(prepared, await writerContext(asker, prepared, context))));
    }
  }

  return {
    name: 'llm',
    async generate<K extends InsightKind>(
      kind: K,
      source: InsightSource,
      context: InsightContext,
      options: GenerateOptions = {},
    ): Promise<InsightResults[K]> {
      return (await produce(kind, source, context, options)) as InsightResults[K];
    },
    async article(source, context, request, options = {}) {
      const asker = askerFor(options.signal);
      const prepared = prepareSource(source, config.maxChars);
      return asker(articleQuestion(material(prepared, await writerContext(asker, prepared, context)), request));
    },
  };
}
