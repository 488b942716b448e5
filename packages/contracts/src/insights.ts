import { z } from 'zod';
import { ProcessedData } from './files.js';
import { SafeText, TEXT_LIMITS } from './text.js';

/**
 * Insights and AI writing (docs/product.md#insights and docs/product.md#articles: the generated kinds,
 * article generation, the content routes, their messages and timings).
 *
 * After a file is transcribed, insight jobs fill in the summary (abstract + headline), chapters,
 * keywords, entities, quotes, show notes, tweets and captions. Each of those is one "kind" with its
 * own run status, so the page can show what is still being written, what failed and why, and a
 * person can regenerate one kind on demand.
 */

export const InsightsMessages = {
  articleFailed: 'Failed to generate article.',
  /** `name`: CONTENT_NOTICE_NAMES, so the sentence agrees with its subject. */
  contentUpdated: (name: string) => `${name} has been updated`,
  contentFailed: (name: string) => `${name} could not be updated at this time. Please retry in a bit.`,
} as const;

/** docs/product.md#insights. */
export const DEFAULT_QUOTES_COUNT = 5;
/** docs/product.md#articles: the article page polls the status this often. */
export const ARTICLE_POLL_MS = 10_000;
/** How often the insight panels poll while runs are queued or processing (docs/product.md#insights). */
export const INSIGHTS_POLL_MS = 3_000;

/** What the insight jobs produce; `summary` is the abstract and the headline together. */
export const InsightKind = z.enum([
  'summary',
  'chapters',
  'keywords',
  'entities',
  'quotes',
  'show_notes',
  'tweet',
  'caption',
]);
export type InsightKind = z.infer<typeof InsightKind>;
export const INSIGHT_KINDS = InsightKind.options;

/** Kinds that are written from other kinds, which must therefore be produced first. */
export const INSIGHT_DEPENDS_ON: Record<InsightKind, InsightKind[]> = {
  summary: [],
  chapters: [],
  keywords: [],
  entities: [],
  quotes: [],
  show_notes: ['summary', 'chapters', 'keywords', 'entities', 'quotes'],
  tweet: ['summary', 'keywords', 'quotes'],
  caption: ['summary', 'keywords', 'quotes'],
};

export const InsightEngineName = z.enum(['local', 'llm']);
export type InsightEngineName = z.infer<typeof InsightEngineName>;

export const RunStatus = z.enum(['queued', 'processing', 'processed', 'failed']);
export type RunStatus = z.infer<typeof RunStatus>;

export const InsightRun = z.object({
  kind: InsightKind,
  status: RunStatus,
  /** Why the last run failed, in words a person can act on. */
  error: z.string().nullable(),
  /** The engine that produced the stored result (null before the first success). */
  engine: InsightEngineName.nullable(),
  updated_at: z.string(),
  /**
   * The stored result was written from words or speakers that have changed since
   * (docs/product.md#out-of-date-content). Absent or false when unknown (written before this was recorded).
   */
  stale: z.boolean().optional(),
  /** A person has changed the stored result since it was written: regenerating it asks first. */
  edited: z.boolean().optional(),
});
export type InsightRun = z.infer<typeof InsightRun>;

/** A quote (docs/product.md#insights: text, speaker), with where it is said so the player can seek to it. */
export const Quote = z.object({
  text: z.string(),
  speaker: z.string(),
  /** Seconds from the start of the file. */
  start: z.number(),
  end: z.number(),
  /** h:mm:ss */
  timestamp: z.string(),
});
export type Quote = z.infer<typeof Quote>;

/**
 * Written contents, editable through `PUT /v1/up/processed_data/{id}/{type}`. Tweets and captions
 * are several posts in one text, separated by a blank line (what a person pastes, and edits, as is).
 */
export const ContentType = z.enum(['show_notes', 'tweet', 'caption', 'article']);
export type ContentType = z.infer<typeof ContentType>;
/** Longest text of each content type, in characters. */
export const CONTENT_LIMITS: Record<ContentType, number> = {
  show_notes: TEXT_LIMITS.showNotes,
  tweet: TEXT_LIMITS.posts,
  caption: TEXT_LIMITS.posts,
  article: TEXT_LIMITS.article,
};
export const CONTENT_LABELS: Record<ContentType, string> = {
  show_notes: 'Show notes',
  tweet: 'Tweets',
  caption: 'Captions',
  article: 'Article',
};
/**
 * Each content as one thing, for the notices that name one content (`{type} has been updated`, `{type} could
 * not be updated ...`): the labels above are plural for tweets, captions and show notes, which made
 * "Tweets has been updated".
 */
export const CONTENT_NOTICE_NAMES: Record<ContentType, string> = {
  show_notes: 'Show notes text',
  tweet: 'Tweet list',
  caption: 'Caption list',
  article: 'Article',
};
/** Separator of posts inside the tweet and caption contents. */
export const POST_SEPARATOR = '\n\n';
export const TWEET_MAX_CHARS = 280;

/** Generated contents stored with the transcript, beside processed_data. */
export const GeneratedContents = z.object({
  quotes: z.array(Quote),
  show_notes: z.string().nullable(),
  tweet: z.string().nullable(),
  caption: z.string().nullable(),
});
export type GeneratedContents = z.infer<typeof GeneratedContents>;
export const EMPTY_CONTENTS: GeneratedContents = { quotes: [], show_notes: null, tweet: null, caption: null };

/** `GET /up/insights/{id}`: everything the insight panels and content tabs show, with run states. */
export const InsightsResponse = z.object({
  id: z.string(),
  /** The engine configured now (`INSIGHTS_ENGINE`). */
  engine: InsightEngineName,
  runs: z.array(InsightRun),
  processed_data: ProcessedData,
  contents: GeneratedContents,
  /** Version of the transcript document; the summary and chapters edits send it back. */
  transcript_version: z.number().int(),
});
export type InsightsResponse = z.infer<typeof InsightsResponse>;

/** `POST /up/insights/{id}/regenerate`: queue these kinds again (202 with the runs). */
export const RegenerateRequest = z.object({ kinds: z.array(InsightKind).min(1).max(INSIGHT_KINDS.length) });
export type RegenerateRequest = z.infer<typeof RegenerateRequest>;
export const RegenerateResponse = z.object({ success: z.string(), runs: z.array(InsightRun) });
export type RegenerateResponse = z.infer<typeof RegenerateResponse>;

/** `PUT /v1/up/processed_data/{id}/{type}` (content). For `article`, `article_id` names which one. */
export const ContentUpdateRequest = z.object({
  /** Each type has its own limit (`CONTENT_LIMITS`); this is the largest of them. */
  content: SafeText(TEXT_LIMITS.article),
  article_id: z.string().uuid().optional(),
});
export type ContentUpdateRequest = z.infer<typeof ContentUpdateRequest>;
export const ContentUpdateResponse = z.object({ success: z.string(), type: ContentType, content: z.string() });
export type ContentUpdateResponse = z.infer<typeof ContentUpdateResponse>;

// ---------------------------------------------------------------------------------------------
// Articles (docs/product.md#articles)

/** What kind of piece to write. */
export const ArticleType = z.enum(['blog_post', 'news', 'recap', 'listicle']);
export type ArticleType = z.infer<typeof ArticleType>;
/** How it is laid out. */
export const ArticleFormat = z.enum(['sections', 'plain', 'q_and_a']);
export type ArticleFormat = z.infer<typeof ArticleFormat>;
export const ArticleTone = z.enum(['neutral', 'conversational', 'professional', 'enthusiastic']);
export type ArticleTone = z.infer<typeof ArticleTone>;

export const ARTICLE_TYPE_LABELS: Record<ArticleType, string> = {
  blog_post: 'Blog post',
  news: 'News story',
  recap: 'Episode recap',
  listicle: 'List of takeaways',
};
export const ARTICLE_FORMAT_LABELS: Record<ArticleFormat, string> = {
  sections: 'Headed sections',
  plain: 'Plain paragraphs',
  q_and_a: 'Questions and answers',
};
export const ARTICLE_TONE_LABELS: Record<ArticleTone, string> = {
  neutral: 'Neutral',
  conversational: 'Conversational',
  professional: 'Professional',
  enthusiastic: 'Enthusiastic',
};

/** docs/product.md#articles: 'Processed' and 'Failed' are what the page acts on. */
export const ArticleStatus = z.enum(['Queued', 'Processing', 'Processed', 'Failed']);
export type ArticleStatus = z.infer<typeof ArticleStatus>;

export const ArticleGenerateRequest = z.object({
  /** What the piece should focus on, in the person's words. */
  inspiration: SafeText(2000).trim().default(''),
  /** Background the piece may use (audience, publication, angle). */
  context: SafeText(5000).trim().default(''),
  type: ArticleType,
  format: ArticleFormat,
  tone: ArticleTone,
});
export type ArticleGenerateRequest = z.infer<typeof ArticleGenerateRequest>;
export type ArticleGenerateInput = z.input<typeof ArticleGenerateRequest>;

export const ArticleGenerateResponse = z.object({ id: z.string(), status: ArticleStatus });
export type ArticleGenerateResponse = z.infer<typeof ArticleGenerateResponse>;

export const ArticleStatusResponse = z.object({ id: z.string(), status: ArticleStatus, error: z.string().nullable() });
export type ArticleStatusResponse = z.infer<typeof ArticleStatusResponse>;

export const Article = z.object({
  id: z.string(),
  docId: z.string(),
  status: ArticleStatus,
  inspiration: z.string(),
  context: z.string(),
  type: ArticleType,
  format: ArticleFormat,
  tone: ArticleTone,
  title: z.string().nullable(),
  /** Markdown. Null until processed. */
  content: z.string().nullable(),
  error: z.string().nullable(),
  engine: InsightEngineName.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Written from words or speakers that have changed since (docs/product.md#out-of-date-content). */
  stale: z.boolean().optional(),
});
export type Article = z.infer<typeof Article>;

/** `GET /article/{id}`: the file's articles, newest first. */
export const ArticleListResponse = z.object({ items: z.array(Article) });
export type ArticleListResponse = z.infer<typeof ArticleListResponse>;
