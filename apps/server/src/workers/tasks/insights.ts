import type { ArticleGenerateRequest, InsightKind } from '@scriptloom/contracts';
import type {
  GeneratedArticle,
  InsightContext,
  InsightResults,
  InsightSource,
  InsightsEngine,
  InsightsErrorCode,
} from '@scriptloom/insights';

/**
 * An engine's answer as plain data. An InsightsError carries a code and whether to retry, which
 * a thrown error would lose on its way between threads; here it travels as fields.
 */
export type EngineOutcome<T> =
  { ok: true; value: T } | { ok: false; error: { code: InsightsErrorCode; message: string; retryable: boolean } };

let engine: Promise<InsightsEngine> | undefined;
/** The offline engine, created once per thread (its NLP models load on the first task). */
const localEngine = () =>
  (engine ??= import('@scriptloom/insights').then((m) => m.createInsightsEngine({ engine: 'local', llm: null })));

async function outcome<T>(work: () => Promise<T>): Promise<EngineOutcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (err) {
    const { InsightsError } = await import('@scriptloom/insights');
    if (!(err instanceof InsightsError)) throw err;
    return { ok: false, error: { code: err.code, message: err.message, retryable: err.retryable } };
  }
}

export interface InsightsGenerateInput {
  kind: InsightKind;
  source: InsightSource;
  context: InsightContext;
  quotesCount?: number;
}

/** Worker side of one insight kind on the local engine. */
export async function insightsGenerate(
  input: InsightsGenerateInput,
): Promise<EngineOutcome<InsightResults[InsightKind]>> {
  const local = await localEngine();
  return outcome(() =>
    local.generate(
      input.kind,
      input.source,
      input.context,
      input.quotesCount === undefined ? {} : { quotesCount: input.quotesCount },
    ),
  );
}

export interface InsightsArticleInput {
  source: InsightSource;
  context: InsightContext;
  request: ArticleGenerateRequest;
}

/** Worker side of one article on the local engine. */
export async function insightsArticle(input: InsightsArticleInput): Promise<EngineOutcome<GeneratedArticle>> {
  const local = await localEngine();
  return outcome(() => local.article(input.source, input.context, input.request));
}
