import type {
  Article,
  ArticleFormat,
  ArticleStatus,
  ArticleTone,
  ArticleType,
  InsightEngineName,
} from '@scriptloom/contracts';
import type { ArticleRow } from '@scriptloom/db';
import { isOutOfDate } from '../insights/out-of-date.js';

/**
 * Stored rows were validated by the request schema on their way in, so their enums are trusted.
 * `current` is the fingerprint of the file's transcript now, when the caller has it: the article
 * then says whether it is out of date (docs/product.md#out-of-date-content).
 */
export function toArticle(row: ArticleRow, current?: string): Article {
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
    ...(current === undefined ? {} : { stale: isOutOfDate('article', row.source_fingerprint, current) }),
  };
}
