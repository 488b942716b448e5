import type {
  Article,
  ArticleFormat,
  ArticleStatus,
  ArticleTone,
  ArticleType,
  InsightEngineName,
} from '@scriptloom/contracts';
import type { ArticleRow } from '@scriptloom/db';

/** Stored rows were validated by the request schema on their way in, so their enums are trusted. */
export function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    docId: row.file_id,
    status: row.status as ArticleStatus,
    inspiration: row.inspiration,
    context: row.context,
    type: row.type as ArticleType,
    format: row.format as ArticleFormat,
    tone: row.tone as ArticleTone,
    title: row.title,
    content: row.content,
    error: row.error,
    engine: row.engine as InsightEngineName | null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
