import type { ArticleGenerateRequest } from '@scriptloom/contracts';
import type { Sentence } from '../text/sentence.js';
import type { GeneratedArticle, InsightContext, InsightSource } from '../types.js';

/** Stub: written by the local-writers work. `sentences` are the transcript's rebuilt sentences. */
export function writeArticle(
  source: InsightSource,
  context: InsightContext,
  request: ArticleGenerateRequest,
  sentences: Sentence[],
): GeneratedArticle {
  void source;
  void context;
  void request;
  void sentences;
  throw new Error('not built yet');
}
