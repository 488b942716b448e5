import { ExportOptions } from '@scriptloom/contracts';
import type { ExportSource, PublicPageInput } from '@scriptloom/exports';
import { parseStoredSnippets } from '@scriptloom/transcript';
import type { ExportSourceText } from './render-exports.js';

export interface PublicPageTaskInput {
  source: ExportSourceText;
  page: PublicPageInput;
}

/**
 * The options a published page is made with: the transcript as the editor shows it (struck words
 * gone), speakers and times on, with the summary and chapters when the file has them.
 */
export const PUBLISHED_PAGE_OPTIONS = ExportOptions.parse({ format: 'html', parts: 'summary,chapters' });

/** Worker side of a published page (docs/product.md#publishing): the stored JSON parsed and rendered here. */
export async function renderPublicPageTask({ source: stored, page }: PublicPageTaskInput): Promise<string> {
  const { prepareExport, renderPublicPage } = await import('@scriptloom/exports');
  const { snippetsJson, ...rest } = stored;
  const source: ExportSource = { ...rest, snippets: parseStoredSnippets(snippetsJson) };
  return renderPublicPage(prepareExport(source, PUBLISHED_PAGE_OPTIONS), page);
}
