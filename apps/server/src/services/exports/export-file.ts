import type { ExportFormat, ExportOptions } from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import type { RenderedExport } from '@scriptloom/exports';
import { callerOf } from '../caller.js';
import type { ServiceContext } from '../context.js';
import { noChapters } from './errors.js';
import { renderOffThread } from './render.js';
import { loadExportSource, onEditedTimeline, type ExportScope } from './source.js';

/** Formats that are nothing but the chapters: an empty file would be a useless download. */
const CHAPTER_FORMATS: readonly ExportFormat[] = ['podcast-chapters', 'youtube-chapters'];

/**
 * `GET /v2/up/export/{id}`: the caller's transcript rendered in the format and options asked for.
 * `scope: 'workflow'` (the members' export, docs/product.md#enterprise-transcript) reaches only an
 * organisation's workflows: any other file is not found.
 */
export async function exportFile(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  options: ExportOptions,
  scope: ExportScope = 'any',
): Promise<RenderedExport> {
  const source = await loadExportSource(ctx, callerOf(user), fileId, scope, {
    withEdit: onEditedTimeline(options),
  });
  if (CHAPTER_FORMATS.includes(options.format) && source.processed.insights.length === 0) throw noChapters();
  const [rendered] = await renderOffThread(ctx, user.id, source, [options]);
  return rendered!;
}
