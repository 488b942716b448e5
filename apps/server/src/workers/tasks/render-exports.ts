import type { ExportOptions } from '@scriptloom/contracts';
import type { ExportSource } from '@scriptloom/exports';
import { parseStoredSnippets } from '@scriptloom/transcript';
import { withMovedBuffers } from '../transfer.js';

/** An export source whose snippets are still the stored JSON text: parsed here, not on the event loop. */
export type ExportSourceText = Omit<ExportSource, 'snippets'> & { snippetsJson: string };

export interface RenderExportsInput {
  source: ExportSourceText;
  /** Several formats of one source in one task (a bulk zip's parts): the source crosses once. */
  requests: ExportOptions[];
}

export interface RenderedFile {
  fileName: string;
  mediaType: string;
  body: Uint8Array;
}

/** Worker side of every export: renders each request in turn. */
export async function renderExports({ source: stored, requests }: RenderExportsInput): Promise<RenderedFile[]> {
  // Loaded here, not at the top: a thread that never renders never loads the exports package.
  const { renderExport } = await import('@scriptloom/exports');
  const { snippetsJson, ...rest } = stored;
  const source: ExportSource = { ...rest, snippets: parseStoredSnippets(snippetsJson) };
  const files: RenderedFile[] = [];
  for (const options of requests) files.push(await renderExport(source, options));
  return withMovedBuffers(
    files,
    files.map((f) => f.body),
  );
}
