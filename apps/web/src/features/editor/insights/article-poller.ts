import { ARTICLE_POLL_MS, type Article, type ArticleStatus, type ArticleStatusResponse } from '@scriptloom/contracts';

export interface ArticlePollerOptions {
  fetchStatus: (articleId: string) => Promise<ArticleStatusResponse>;
  fetchArticle: (articleId: string) => Promise<Article>;
  /** The article is written: its full record. */
  onProcessed: (article: Article) => void;
  /** Generation failed (or the article is gone); `error` is the server's reason when it sent one. */
  onFailed: (articleId: string, error: string | null) => void;
  /** The set of articles still being written changed (for a "Writing your article…" state). */
  onPendingChange?: (pending: readonly string[]) => void;
  /** A failed request that polling again cannot fix (e.g. 404): the article is reported failed. */
  isFatal?: (error: unknown) => boolean;
  /** docs/product.md#articles: 10 s. Injectable so tests and the browser test need not wait. */
  intervalMs?: number;
}

type Phase = 'waiting' | 'checking' | 'fetching';

/**
 * docs/product.md#articles: after the generate request the page asks for the article's
 * status every ARTICLE_POLL_MS; 'Processed' -> load the article, 'Failed' -> tell the person. One
 * poller follows any number of articles, each on its own timer, and `stop` (the page unmounting)
 * cancels the timers and ignores answers still in flight.
 */
export class ArticlePoller {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly phases = new Map<string, Phase>();
  private stopped = false;
  private readonly intervalMs: number;

  constructor(private readonly options: ArticlePollerOptions) {
    this.intervalMs = options.intervalMs ?? ARTICLE_POLL_MS;
  }

  pending(): string[] {
    return [...this.phases.keys()];
  }

  isPending(articleId: string): boolean {
    return this.phases.has(articleId);
  }

  /**
   * Follows an article from the status it was last seen with. A queued or processing article is
   * checked again after one interval (not at once: the page polls every 10 s after submitting).
   */
  track(articleId: string, status: ArticleStatus): void {
    if (this.stopped || this.phases.has(articleId)) return;
    if (status === 'Failed') {
      this.options.onFailed(articleId, null);
      return;
    }
    this.setPhase(articleId, 'waiting');
    if (status === 'Processed') void this.fetch(articleId);
    else this.schedule(articleId);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.phases.clear();
  }

  private schedule(articleId: string) {
    this.timers.set(
      articleId,
      setTimeout(() => {
        this.timers.delete(articleId);
        void this.check(articleId);
      }, this.intervalMs),
    );
  }

  private setPhase(articleId: string, phase: Phase | null) {
    const had = this.phases.has(articleId);
    if (phase) this.phases.set(articleId, phase);
    else this.phases.delete(articleId);
    if (had !== (phase !== null)) this.options.onPendingChange?.(this.pending());
  }

  private async check(articleId: string) {
    if (this.stopped || !this.phases.has(articleId)) return;
    this.setPhase(articleId, 'checking');
    let answer: ArticleStatusResponse;
    try {
      answer = await this.options.fetchStatus(articleId);
    } catch (error) {
      return this.failedRequest(articleId, error);
    }
    if (this.stopped) return;
    if (answer.status === 'Failed') return this.fail(articleId, answer.error);
    if (answer.status === 'Processed') return this.fetch(articleId);
    this.waitAgain(articleId);
  }

  private async fetch(articleId: string) {
    this.setPhase(articleId, 'fetching');
    let article: Article;
    try {
      article = await this.options.fetchArticle(articleId);
    } catch (error) {
      return this.failedRequest(articleId, error);
    }
    if (this.stopped) return;
    this.setPhase(articleId, null);
    this.options.onProcessed(article);
  }

  /** A lost connection or a busy server: the next tick asks again. A fatal answer (the article is gone) ends it. */
  private failedRequest(articleId: string, error: unknown) {
    if (this.stopped) return;
    if (this.options.isFatal?.(error)) return this.fail(articleId, null);
    this.waitAgain(articleId);
  }

  private waitAgain(articleId: string) {
    this.setPhase(articleId, 'waiting');
    this.schedule(articleId);
  }

  private fail(articleId: string, error: string | null) {
    this.setPhase(articleId, null);
    this.options.onFailed(articleId, error);
  }
}
