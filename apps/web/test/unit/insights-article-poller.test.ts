import type { Article, ArticleStatusResponse } from '@scriptloom/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArticlePoller, type ArticlePollerOptions } from '../../src/features/editor/insights/article-poller';

const article = (id: string): Article => ({
  id,
  docId: 'file-1',
  status: 'Processed',
  inspiration: '',
  context: '',
  type: 'blog_post',
  format: 'sections',
  tone: 'neutral',
  title: 'A title',
  content: '# A title\n\nText.',
  error: null,
  engine: 'local',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
});

/** A poller whose status answers come from a script, one per check. */
function setup(statuses: (ArticleStatusResponse['status'] | Error)[], extra: Partial<ArticlePollerOptions> = {}) {
  const script = [...statuses];
  const fetchStatus = vi.fn(async (id: string): Promise<ArticleStatusResponse> => {
    const next = script.shift();
    if (next === undefined) throw new Error('no more answers scripted');
    if (next instanceof Error) throw next;
    return { id, status: next, error: next === 'Failed' ? 'The model gave up.' : null };
  });
  const fetchArticle = vi.fn(async (id: string) => article(id));
  const onProcessed = vi.fn();
  const onFailed = vi.fn();
  const onPendingChange = vi.fn();
  const poller = new ArticlePoller({
    fetchStatus,
    fetchArticle,
    onProcessed,
    onFailed,
    onPendingChange,
    intervalMs: 10_000,
    ...extra,
  });
  return { poller, fetchStatus, fetchArticle, onProcessed, onFailed, onPendingChange };
}

describe('ArticlePoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits one interval after submitting, polls until Processed, then fetches the article', async () => {
    const t = setup(['Queued', 'Processing', 'Processed']);
    t.poller.track('art-1', 'Queued');
    expect(t.poller.pending()).toEqual(['art-1']);
    expect(t.onPendingChange).toHaveBeenLastCalledWith(['art-1']);
    // Not polled at once: the page polls every 10 s after the submit.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(t.fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.fetchStatus).toHaveBeenCalledTimes(2);
    expect(t.fetchArticle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.fetchStatus).toHaveBeenCalledTimes(3);
    expect(t.fetchArticle).toHaveBeenCalledWith('art-1');
    expect(t.onProcessed).toHaveBeenCalledWith(article('art-1'));
    expect(t.onFailed).not.toHaveBeenCalled();
    expect(t.poller.pending()).toEqual([]);
    expect(t.onPendingChange).toHaveBeenLastCalledWith([]);
    // Done: no more requests.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('reports Failed with the server reason and stops', async () => {
    const t = setup(['Processing', 'Failed']);
    t.poller.track('art-2', 'Queued');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(t.onFailed).toHaveBeenCalledWith('art-2', 'The model gave up.');
    expect(t.fetchArticle).not.toHaveBeenCalled();
    expect(t.poller.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('keeps polling through a failed status request, unless the failure is fatal', async () => {
    const t = setup([new Error('offline'), 'Processed']);
    t.poller.track('art-3', 'Processing');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.onFailed).not.toHaveBeenCalled();
    expect(t.poller.pending()).toEqual(['art-3']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.onProcessed).toHaveBeenCalledTimes(1);

    const gone = setup([new Error('404')], { isFatal: () => true });
    gone.poller.track('art-4', 'Queued');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gone.onFailed).toHaveBeenCalledWith('art-4', null);
  });

  it('acts at once on an answer that is already Processed or Failed', async () => {
    const t = setup([]);
    t.poller.track('done', 'Processed');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.fetchArticle).toHaveBeenCalledWith('done');
    expect(t.onProcessed).toHaveBeenCalledTimes(1);
    t.poller.track('bad', 'Failed');
    expect(t.onFailed).toHaveBeenCalledWith('bad', null);
    expect(t.fetchStatus).not.toHaveBeenCalled();
  });

  it('follows an article once however often it is tracked, and several articles side by side', async () => {
    const t = setup(['Processed', 'Processed']);
    t.poller.track('a', 'Queued');
    t.poller.track('a', 'Queued');
    t.poller.track('b', 'Processing');
    expect(t.poller.pending()).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.fetchStatus).toHaveBeenCalledTimes(2);
    expect(t.onProcessed.mock.calls.map(([a]) => (a as Article).id).sort()).toEqual(['a', 'b']);
  });

  it('stops on unmount: no more requests, and an answer in flight is ignored', async () => {
    let release: (value: ArticleStatusResponse) => void = () => undefined;
    const fetchStatus = vi.fn(() => new Promise<ArticleStatusResponse>((resolve) => (release = resolve)));
    const t = setup([], { fetchStatus });
    t.poller.track('x', 'Queued');
    t.poller.track('y', 'Queued');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    t.poller.stop();
    release({ id: 'y', status: 'Processed', error: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.fetchArticle).not.toHaveBeenCalled();
    expect(t.onProcessed).not.toHaveBeenCalled();
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    t.poller.track('z', 'Queued');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });
});
