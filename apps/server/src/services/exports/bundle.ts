import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { ExportOptions, type DownloadFlag, type ExportFormat } from '@scriptloom/contracts';
import { fileName } from '@scriptloom/exports';
import type { ExportSourceText } from '../../workers/tasks/render-exports.js';
import type { ServiceContext } from '../context.js';
import { renderOffThread } from './render.js';

/**
 * One file of the zip: its name, what README.txt says it is, and what it holds: an export format
 * (rendered on the CPU pool with the others) or a few lines of text made here.
 */
type BundleFile = { name: string; description: string } & (
  { format: ExportFormat } | { text: string } | { storageKey: string }
);

/** The file's newest edited recording, as the zip takes it. */
export interface BundleEdit {
  format: string;
  version: number;
  key: string;
}

/** A rendered audiogram or reel of the file, as the zip takes it. */
export interface BundleClip {
  kind: 'audiogram' | 'reel';
  shape: string;
  videoKey: string;
}

export interface BundlePlan {
  zipName: string;
  files: BundleFile[];
  /** Names of the files in the zip, README.txt last. */
  included: string[];
  /** Labels of requested parts this file does not have (yet). */
  missing: string[];
  readme: string;
  source: ExportSourceText;
}

const README = 'README.txt';

/** What a requested part that is absent is called, and the line README.txt gives it. */
type Optional = Exclude<DownloadFlag, 'transcript'>;
const ABSENT: Record<Optional, { label: string; line: string }> = {
  summary: { label: 'Summary', line: 'Summary: not included, this file has no summary yet.' },
  quotes: { label: 'Quotes', line: 'Quotes: not included, this file has no quotes yet.' },
  chapters: { label: 'Chapters', line: 'Chapters: not included, this file has no chapters yet.' },
  // Only rendered clips go in: a part not generated yet is reported, never stood in for.
  audiogram: {
    label: 'Audiograms',
    line: 'Audiograms: not included, no audiograms have been generated for this file.',
  },
  videoreels: {
    label: 'Video reels',
    line: 'Video reels: not included, no video reels have been generated for this file.',
  },
  edited: {
    label: 'Edited recording',
    line: 'Edited recording: not included, no edited recording has been rendered for this file.',
  },
};

function summaryText(source: ExportSourceText): string {
  const { headline, abstract } = source.processed;
  const lines = headline?.trim() ? [headline.trim(), ''] : [];
  return `${[...lines, (abstract ?? '').trim()].join('\n')}\n`;
}

function quotesText(source: ExportSourceText): string {
  return source.contents.quotes.map((q) => `"${q.text.trim()}"\n  - ${q.speaker}, ${q.timestamp}\n`).join('\n');
}

/**
 * What the zip of `flags` holds for this file, and what it lacks. Both the bulk download answer
 * and README.txt come from here, so they always agree.
 */
export function planBundle(
  source: ExportSourceText,
  flags: readonly DownloadFlag[],
  clips: readonly BundleClip[] = [],
  edit: BundleEdit | null = null,
): BundlePlan {
  const wanted = new Set(flags);
  const files: BundleFile[] = [];
  const absent: Optional[] = [];

  if (wanted.has('transcript')) {
    const base = `${source.title} - transcript`;
    files.push(
      { name: fileName(base, 'txt'), description: 'the transcript as plain text', format: 'txt' },
      { name: fileName(base, 'docx'), description: 'the transcript as a Word document', format: 'docx' },
      { name: fileName(base, 'srt'), description: 'the transcript as SubRip captions', format: 'srt' },
    );
  }
  if (wanted.has('summary')) {
    if (source.processed.abstract?.trim()) {
      files.push({ name: 'summary.txt', description: 'the headline and the summary', text: summaryText(source) });
    } else absent.push('summary');
  }
  if (wanted.has('quotes')) {
    if (source.contents.quotes.length > 0) {
      files.push({
        name: 'quotes.txt',
        description: 'the quotes, each with its speaker and time',
        text: quotesText(source),
      });
    } else absent.push('quotes');
  }
  if (wanted.has('chapters')) {
    if (source.processed.insights.length > 0) {
      files.push(
        { name: 'chapters.txt', description: 'the chapters as YouTube description lines', format: 'youtube-chapters' },
        { name: 'chapters.json', description: 'the chapters in the Podcasting 2.0 format', format: 'podcast-chapters' },
      );
    } else absent.push('chapters');
  }
  const clipParts = [
    { flag: 'audiogram', kind: 'audiogram', folder: 'audiograms', what: 'an audiogram of a quote' },
    { flag: 'videoreels', kind: 'reel', folder: 'video reels', what: 'a video reel of a quote' },
  ] as const;
  for (const part of clipParts) {
    if (!wanted.has(part.flag)) continue;
    const rendered = clips.filter((c) => c.kind === part.kind);
    if (rendered.length === 0) absent.push(part.flag);
    rendered.forEach((clip, i) =>
      files.push({
        name: `${part.folder}/Quote ${i + 1} (${clip.shape}).mp4`,
        description: `${part.what} (MP4)`,
        storageKey: clip.videoKey,
      }),
    );
  }

  if (wanted.has('edited')) {
    if (edit) {
      files.push({
        name: `edited/${fileName(`${source.title} - edited`, edit.format)}`,
        description: `the recording with the struck words cut out (transcript version ${edit.version})`,
        storageKey: edit.key,
      });
    } else absent.push('edited');
  }

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
    source,
  };
}

/**
 * Renders every file first (so a failure is a clean error response, not a broken download), then
 * streams the zip as it is compressed; nothing is stored. The export formats render in one task
 * on the CPU pool, so the transcript crosses to the worker once, in the line of `userId`, whose
 * download it is.
 */
export async function zipBundle(ctx: ServiceContext, userId: string, plan: BundlePlan): Promise<Readable> {
  const formats = plan.files.flatMap((f) => ('format' in f ? [f.format] : []));
  // The transcript as the download page's defaults have it: speakers and timestamps on, struck words dropped.
  const rendered =
    formats.length > 0
      ? await renderOffThread(
          ctx,
          userId,
          plan.source,
          formats.map((format) => ExportOptions.parse({ format })),
        )
      : [];
  const bodies = new Map(formats.map((format, i) => [format, rendered[i]!.body]));
  const archive = new ZipArchive({ zlib: { level: 6 } });
  for (const f of plan.files) {
    if ('storageKey' in f) {
      // Already compressed: stored as it is, and streamed from storage as the zip is read.
      archive.append(await ctx.storage.read(f.storageKey), { name: f.name, store: true });
    } else archive.append('format' in f ? bodies.get(f.format)! : f.text, { name: f.name });
  }
  archive.append(plan.readme, { name: README });
  // Not awaited: it settles only once the reply has read the whole archive.
  archive.finalize().catch((err: Error) => archive.destroy(err));
  return archive;
}
