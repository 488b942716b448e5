import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { ExportOptions, type DownloadFlag, type ExportFormat } from '@scriptloom/contracts';
import { fileName, renderExport, type ExportSource } from '@scriptloom/exports';

/** One file of the zip: its name, what README.txt says it is, and how to make it. */
interface BundleFile {
  name: string;
  description: string;
  render: () => Promise<Buffer | string>;
}

export interface BundlePlan {
  zipName: string;
  files: BundleFile[];
  /** Names of the files in the zip, README.txt last. */
  included: string[];
  /** Labels of requested parts this file does not have (yet). */
  missing: string[];
  readme: string;
}

const README = 'README.txt';

/** What a requested part that is absent is called, and the line README.txt gives it. */
type Optional = Exclude<DownloadFlag, 'transcript'>;
const ABSENT: Record<Optional, { label: string; line: string }> = {
  summary: { label: 'Summary', line: 'Summary: not included, this file has no summary yet.' },
  quotes: { label: 'Quotes', line: 'Quotes: not included, this file has no quotes yet.' },
  chapters: { label: 'Chapters', line: 'Chapters: not included, this file has no chapters yet.' },
  // The product cannot make audiograms or video reels yet: say so rather than ship a stand-in.
  audiogram: {
    label: 'Audiograms',
    line: 'Audiograms: not included, no audiograms have been generated for this file.',
  },
  videoreels: {
    label: 'Video reels',
    line: 'Video reels: not included, no video reels have been generated for this file.',
  },
};

/** The transcript as the download page's defaults have it: speakers and timestamps on, struck words dropped. */
const render = async (source: ExportSource, format: ExportFormat) =>
  (await renderExport(source, ExportOptions.parse({ format }))).body;

function summaryText(source: ExportSource): string {
  const { headline, abstract } = source.processed;
  const lines = headline?.trim() ? [headline.trim(), ''] : [];
  return `${[...lines, (abstract ?? '').trim()].join('\n')}\n`;
}

function quotesText(source: ExportSource): string {
  return source.contents.quotes.map((q) => `"${q.text.trim()}"\n  - ${q.speaker}, ${q.timestamp}\n`).join('\n');
}

/**
 * What the zip of `flags` holds for this file, and what it lacks. Both the bulk download answer
 * and README.txt come from here, so they always agree.
 */
export function planBundle(source: ExportSource, flags: readonly DownloadFlag[]): BundlePlan {
  const wanted = new Set(flags);
  const files: BundleFile[] = [];
  const absent: Optional[] = [];

  if (wanted.has('transcript')) {
    const base = `${source.title} - transcript`;
    files.push(
      { name: fileName(base, 'txt'), description: 'the transcript as plain text', render: () => render(source, 'txt') },
      {
        name: fileName(base, 'docx'),
        description: 'the transcript as a Word document',
        render: () => render(source, 'docx'),
      },
      {
        name: fileName(base, 'srt'),
        description: 'the transcript as SubRip captions',
        render: () => render(source, 'srt'),
      },
    );
  }
  if (wanted.has('summary')) {
    if (source.processed.abstract?.trim()) {
      files.push({
        name: 'summary.txt',
        description: 'the headline and the summary',
        render: async () => summaryText(source),
      });
    } else absent.push('summary');
  }
  if (wanted.has('quotes')) {
    if (source.contents.quotes.length > 0) {
      files.push({
        name: 'quotes.txt',
        description: 'the quotes, each with its speaker and time',
        render: async () => quotesText(source),
      });
    } else absent.push('quotes');
  }
  if (wanted.has('chapters')) {
    if (source.processed.insights.length > 0) {
      files.push(
        {
          name: 'chapters.txt',
          description: 'the chapters as YouTube description lines',
          render: () => render(source, 'youtube-chapters'),
        },
        {
          name: 'chapters.json',
          description: 'the chapters in the Podcasting 2.0 format',
          render: () => render(source, 'podcast-chapters'),
        },
      );
    } else absent.push('chapters');
  }
  if (wanted.has('audiogram')) absent.push('audiogram');
  if (wanted.has('videoreels')) absent.push('videoreels');

  const missingLines = absent.map((f) => ABSENT[f].line);
  const readme = [
    source.title,
    '',
    'This archive holds:',
    ...files.map((f) => `- ${f.name}: ${f.description}`),
    `- ${README}: this list`,
    ...(missingLines.length ? ['', 'Not included:', ...missingLines.map((l) => `- ${l}`)] : []),
    '',
  ].join('\n');

  return {
    zipName: fileName(source.title, 'zip'),
    files,
    included: [...files.map((f) => f.name), README],
    missing: absent.map((f) => ABSENT[f].label),
    readme,
  };
}

/**
 * Renders every file first (so a failure is a clean error response, not a broken download), then
 * streams the zip as it is compressed; nothing is stored.
 */
export async function zipBundle(plan: BundlePlan): Promise<Readable> {
  const bodies = await Promise.all(plan.files.map((f) => f.render()));
  const archive = new ZipArchive({ zlib: { level: 6 } });
  plan.files.forEach((f, i) => archive.append(bodies[i]!, { name: f.name }));
  archive.append(plan.readme, { name: README });
  // Not awaited: it settles only once the reply has read the whole archive.
  archive.finalize().catch((err: Error) => archive.destroy(err));
  return archive;
}
