import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../client.js';
import { accessibleFile, accessibleFiles, openFile, type Caller } from './file-access.js';
import { articles, files, users } from '../schema/index.js';

export type ArticleRow = typeof articles.$inferSelect;

const ACTIVE = ['Queued', 'Processing'] as const;

export interface ArticleRequestFields {
  inspiration: string;
  context: string;
  type: string;
  format: string;
  tone: string;
}

export type CreateArticleResult =
  | { status: 'file_not_found' }
  | { status: 'no_transcript' }
  /** The user already has `limit` articles queued or being written. */
  | { status: 'limit' }
  | { status: 'created'; row: ArticleRow };

export type UpdateArticleContentResult =
  | { status: 'file_not_found' }
  | { status: 'article_not_found' }
  /** The article is not written yet (or failed): there is no content to edit. */
  | { status: 'not_processed' }
  | { status: 'updated'; row: ArticleRow };

/**
 * Articles written from a file's transcript. Calls a person triggers take the caller, and an
 * article is theirs to reach exactly when its file is (file-access.ts), checked in SQL; the worker's
 * calls take the article id. `user_id` says who asked for the article, for the per-person limit.
 */
export function articlesRepo(db: Db) {
  return {
    /**
     * Queues a new article for the caller's processed file. The user row is locked so that two
     * requests at once cannot both slip under the per-user limit of articles in progress.
     */
    async create(
      fileId: string,
      caller: Caller,
      fields: ArticleRequestFields,
      limit: number,
    ): Promise<CreateArticleResult> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for('update');
        const gate = await openFile(tx, caller, 'edit', fileId, { lock: true });
        if (gate !== 'ok') return { status: gate };
        const [active] = await tx
          .select({ n: count() })
          .from(articles)
          .where(and(eq(articles.user_id, caller.userId), inArray(articles.status, [...ACTIVE])));
        if ((active?.n ?? 0) >= limit) return { status: 'limit' as const };
        const [row] = await tx
          .insert(articles)
          .values({ file_id: fileId, user_id: caller.userId, ...fields })
          .returning();
        return { status: 'created' as const, row: row! };
      });
    },

    /** The article, if the caller may read its file. */
    async findForUser(id: string, caller: Caller): Promise<ArticleRow | undefined> {
      const [row] = await db
        .select({ article: articles })
        .from(articles)
        .innerJoin(files, and(eq(files.id, articles.file_id), accessibleFiles(caller, 'read')))
        .where(eq(articles.id, id))
        .limit(1);
      return row?.article;
    },

    /**
     * The file's articles, newest first; undefined when the caller may not read the file. One query:
     * the file (under the access rule) joined with its articles, a file without any giving one row
     * with no article.
     */
    async listForFile(fileId: string, caller: Caller): Promise<ArticleRow[] | undefined> {
      const rows = await db
        .select({ article: articles })
        .from(files)
        .leftJoin(articles, eq(articles.file_id, files.id))
        .where(accessibleFile(caller, 'read', fileId))
        .orderBy(desc(articles.created_at), desc(articles.id));
      if (rows.length === 0) return undefined;
      return rows.flatMap((r) => (r.article ? [r.article] : []));
    },

    /**
     * The file's newest written article (the one an edit without an id changes), or undefined. The
     * caller has checked access: this serves the details answer of a file it found for the caller.
     */
    async newestWritten(fileId: string): Promise<ArticleRow | undefined> {
      const [row] = await db
        .select()
        .from(articles)
        .where(and(eq(articles.file_id, fileId), eq(articles.status, 'Processed')))
        .orderBy(desc(articles.created_at), desc(articles.id))
        .limit(1);
      return row;
    },

    /**
     * A person's edit of an article's content: the one named, or else the file's newest written
     * article. Only written articles have content to edit.
     */
    async updateContent(
      fileId: string,
      caller: Caller,
      articleId: string | undefined,
      content: string,
    ): Promise<UpdateArticleContentResult> {
      return db.transaction(async (tx) => {
        // A file without a transcript has no articles: the lookup below answers that one.
        const gate = await openFile(tx, caller, 'edit', fileId, { lock: true });
        if (gate === 'file_not_found') return { status: gate };
        const [article] = await tx
          .select()
          .from(articles)
          .where(
            and(
              eq(articles.file_id, fileId),
              articleId ? eq(articles.id, articleId) : eq(articles.status, 'Processed'),
            ),
          )
          .orderBy(desc(articles.created_at), desc(articles.id))
          .limit(1)
          .for('update');
        if (!article) return { status: 'article_not_found' as const };
        if (article.status !== 'Processed') return { status: 'not_processed' as const };
        const [row] = await tx
          .update(articles)
          .set({ content, updated_at: new Date() })
          .where(eq(articles.id, article.id))
          .returning();
        return { status: 'updated' as const, row: row! };
      });
    },

    /** For the worker: takes a queued article (or one left 'Processing' by a worker that died). */
    async claim(id: string): Promise<ArticleRow | undefined> {
      const [row] = await db
        .update(articles)
        .set({ status: 'Processing', updated_at: new Date() })
        .where(and(eq(articles.id, id), inArray(articles.status, [...ACTIVE])))
        .returning();
      return row;
    },

    /** Renews a running article (its updated_at is its heartbeat). False when it is gone. */
    async heartbeat(id: string): Promise<boolean> {
      const rows = await db
        .update(articles)
        .set({ updated_at: new Date() })
        .where(and(eq(articles.id, id), eq(articles.status, 'Processing')))
        .returning({ id: articles.id });
      return rows.length === 1;
    },

    async finish(
      id: string,
      result: { title: string; content: string; engine: string; source_fingerprint: string },
    ): Promise<boolean> {
      const rows = await db
        .update(articles)
        .set({ ...result, status: 'Processed', error: null, updated_at: new Date() })
        .where(and(eq(articles.id, id), eq(articles.status, 'Processing')))
        .returning({ id: articles.id });
      return rows.length === 1;
    },

    async fail(id: string, message: string): Promise<void> {
      await db
        .update(articles)
        .set({ status: 'Failed', error: message, updated_at: new Date() })
        .where(and(eq(articles.id, id), inArray(articles.status, [...ACTIVE])));
    },

    /** Back to queued, for a retry of the job. */
    async release(id: string): Promise<void> {
      await db
        .update(articles)
        .set({ status: 'Queued', updated_at: new Date() })
        .where(and(eq(articles.id, id), eq(articles.status, 'Processing')));
    },

    /** Queued or running articles nobody touched for `staleMs` (the caller skips those with a waiting job). */
    async stalled(staleMs: number): Promise<string[]> {
      const before = new Date(Date.now() - staleMs);
      const rows = await db
        .select({ id: articles.id })
        .from(articles)
        .where(and(inArray(articles.status, [...ACTIVE]), lt(articles.updated_at, before)))
        .limit(500);
      return rows.map((r) => r.id);
    },
  };
}
export type ArticlesRepo = ReturnType<typeof articlesRepo>;
