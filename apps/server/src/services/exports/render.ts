import type { ExportOptions } from '@scriptloom/contracts';
import type { RenderedExport } from '@scriptloom/exports';
import type { ExportSourceText } from '../../workers/tasks/render-exports.js';
import { asBuffer } from '../../workers/transfer.js';
import type { ServiceContext } from '../context.js';

/**
 * Longest one export request may render on its worker thread. A 25,000-word PDF takes about a
 * second; a document that needs a minute is stopped with a clear error rather than holding a
 * thread (and the people waiting behind it) for longer.
 */
export const EXPORT_TIME_LIMIT_MS = 60_000;

/**
 * Renders `requests` of one source on the CPU pool, in order: PDF and Word layout of a long
 * transcript is seconds of CPU that would otherwise stall every other request. It waits behind the
 * heavy work `userId` already has in progress; 429 RATE_LIMITED when that is as much as one person
 * may have, 503 SERVER_BUSY when the line is full of other people's.
 */
export async function renderOffThread(
  ctx: ServiceContext,
  userId: string,
  source: ExportSourceText,
  requests: ExportOptions[],
): Promise<RenderedExport[]> {
  const files = await ctx.cpu.run(
    'renderExports',
    { source, requests },
    { lane: 'request', owner: userId, timeoutMs: EXPORT_TIME_LIMIT_MS },
  );
  return files.map((f) => ({ fileName: f.fileName, mediaType: f.mediaType, body: asBuffer(f.body) }));
}
