import { fitText, InsightsMessages, TEXT_LIMITS, type ArticleGenerateRequest } from '@scriptloom/contracts';
import { InsightsError } from '@scriptloom/insights';
import { sourceFingerprint } from '@scriptloom/transcript';
import type { JobMeta } from '../../queue/queue.js';
import type { ServiceContext } from '../context.js';
import { logAndContinue } from '../../lib/logger.js';
import { insightContext, insightSource } from '../insights/stored.js';
import { toArticle } from './view.js';

/** An article not touched for this long has lost its worker (the recovery sweep queues it again). */
export const ARTICLE_STALE_MS = 5 * 60_000;
const HEARTBEAT_MS = 20_000;

function failureMessage(err: unknown): string {
  if (err instanceof InsightsError) return `${InsightsMessages.articleFailed} ${err.message}`;
  const detail = err instanceof Error ? err.message : String(err);
  return `${InsightsMessages.articleFailed} ${detail}`;
}

/**
 * Writes one queued article from the transcript and the stored insights (which a person may have
 * edited). A retryable failure before the last attempt puts it back to queued and throws, so
 * pg-boss retries; any other failure marks it 'Failed' with the reason. A deleted file or article
 * ends the job quietly.
 */
export async function writeArticle(
  ctx: ServiceContext,
  id: string,
  meta: Pick<JobMeta, 'isLastAttempt'>,
): Promise<void> {
  const articles = ctx.repos.articles;
  const row = await articles.claim(id);
  if (!row) return; // written already, failed, or deleted
  const loaded = await ctx.repos.insights.source(row.file_id);
  if (!loaded) {
    await articles.fail(id, `${InsightsMessages.articleFailed} The transcript is no longer available.`);
    return;
  }
  const article = toArticle(row);
  const request: ArticleGenerateRequest = {
    inspiration: article.inspiration,
    context: article.context,
    type: article.type,
    format: article.format,
    tone: article.tone,
  };
  const abort = new AbortController();
  const timer = setInterval(() => {
    void articles
      .heartbeat(id)
      .then((held) => held || abort.abort())
      // The next beat tries again; an article left untouched is queued again by the recovery sweep.
      .catch(logAndContinue(ctx.log, 'warn', 'could not renew an article lease', { articleId: id }));
  }, HEARTBEAT_MS);
  try {
    const engine = ctx.insights();
    const written = await engine.article(
      insightSource(loaded.file, loaded.transcript),
      insightContext(loaded.transcript),
      request,
      { signal: abort.signal },
    );
    if (typeof written?.title !== 'string' || typeof written.content !== 'string' || !written.content.trim()) {
      throw new InsightsError('LLM_BAD_OUTPUT', 'The engine returned an empty article.');
    }
    // Cut to what a person's edit of it may hold, so the article stays editable.
    await articles.finish(id, {
      title: fitText(written.title, TEXT_LIMITS.title),
      content: fitText(written.content, TEXT_LIMITS.article),
      engine: engine.name,
      // docs/product.md#out-of-date-content: the article is out of date once this no longer matches.
      source_fingerprint: sourceFingerprint(loaded.transcript.snippets),
    });
  } catch (err) {
    if (abort.signal.aborted) return; // deleted meanwhile
    const retryable = err instanceof InsightsError ? err.retryable : true;
    if (retryable && !meta.isLastAttempt) {
      await articles.release(id);
      throw err;
    }
    await articles.fail(id, failureMessage(err));
  } finally {
    clearInterval(timer);
  }
}
