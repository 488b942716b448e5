import type {
  ArticleGenerateRequest,
  Chapter,
  InsightEngineName,
  InsightKind,
  Quote,
  Snippet,
} from '@scriptloom/contracts';

/** The transcript an engine works on. Struck words (`is_removed`) are not part of what was said. */
export interface InsightSource {
  title: string;
  durationSec: number;
  snippets: Snippet[];
  /**
   * Names and terms the user typed for the upload (people, organisations, places, jargon). Those
   * the transcript says count as known names and key terms, whatever the recogniser's capitals.
   */
  vocabulary?: string[];
}

export interface SummaryResult {
  /** A few sentences on what the episode covers. */
  abstract: string;
  /** One line, as a title would read. */
  headline: string;
}

/** Entity type (PERSON, ORG, GPE, ...) to phrases, as they should be displayed (capitalised). */
export type EntityGroups = Record<string, string[]>;

/**
 * Results of other kinds that a writer builds on: what is stored now, which a person may have
 * edited (show notes are written from the summary and chapters the person corrected).
 */
export interface InsightContext {
  summary: SummaryResult | null;
  chapters: Chapter[];
  keywords: string[];
  entities: EntityGroups;
  quotes: Quote[];
}

export const EMPTY_CONTEXT: InsightContext = { summary: null, chapters: [], keywords: [], entities: {}, quotes: [] };

/** What each kind produces. Tweets and captions are lists of posts. */
export interface InsightResults {
  summary: SummaryResult;
  chapters: Chapter[];
  keywords: string[];
  entities: EntityGroups;
  quotes: Quote[];
  show_notes: string;
  tweet: string[];
  caption: string[];
}

export interface GeneratedArticle {
  title: string;
  /** Markdown. */
  content: string;
}

export interface GenerateOptions {
  signal?: AbortSignal;
  /** Number of quotes (default DEFAULT_QUOTES_COUNT). */
  quotesCount?: number;
}

/** One interface, two engines: `local` (offline NLP, extractive) and `llm` (an OpenAI-compatible chat API). */
export interface InsightsEngine {
  readonly name: InsightEngineName;
  generate<K extends InsightKind>(
    kind: K,
    source: InsightSource,
    context: InsightContext,
    options?: GenerateOptions,
  ): Promise<InsightResults[K]>;
  article(
    source: InsightSource,
    context: InsightContext,
    request: ArticleGenerateRequest,
    options?: GenerateOptions,
  ): Promise<GeneratedArticle>;
}

export type InsightsErrorCode =
  /** Nothing was said (or everything is struck): there is nothing to write about. */
  | 'EMPTY_TRANSCRIPT'
  /** The LLM server could not be reached or answered with an error. */
  | 'LLM_UNAVAILABLE'
  /** The LLM answered, but not with what was asked, after every retry. */
  | 'LLM_BAD_OUTPUT'
  | 'ABORTED';

export class InsightsError extends Error {
  constructor(
    readonly code: InsightsErrorCode,
    message: string,
    /** Whether trying again later may succeed (the job queue retries those). */
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'InsightsError';
  }
}
