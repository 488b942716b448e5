import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { INSIGHT_KINDS } from '@scriptloom/contracts';
import { runInsights, seedPodcast } from './insights-seed.js';
import type { TestApp } from './test-app.js';

const run = promisify(execFile);

/**
 * Reading exports back with tools we did not write (ffprobe, pdftotext, unzip), so a test checks
 * what a person's software will see rather than what our own code believes it wrote.
 */
export async function withTempFile<T>(body: Buffer, extension: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'scriptloom-export-'));
  const file = path.join(dir, `export.${extension}`);
  try {
    await fs.writeFile(file, body);
    return await use(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const tool = async (cmd: string, args: string[]) =>
  (await run(cmd, args, { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' })).stdout;

/** Subtitle packets ffprobe demuxes from an srt or vtt file (one per cue), with their start times. */
export const ffprobePackets = (body: Buffer, extension: 'srt' | 'vtt') =>
  withTempFile(body, extension, async (file) => {
    const out = await tool('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'packet=pts_time,duration_time',
      '-of',
      'json',
      file,
    ]);
    const packets = (JSON.parse(out) as { packets?: { pts_time: string; duration_time?: string }[] }).packets ?? [];
    return packets.map((p) => ({ start: Number(p.pts_time), duration: Number(p.duration_time ?? 'NaN') }));
  });

export const pdfText = (body: Buffer) => withTempFile(body, 'pdf', (file) => tool('pdftotext', [file, '-']));

/** One member of a zip (a .docx is one), as unzip prints it. */
export const unzipMember = (body: Buffer, member: string, extension = 'zip') =>
  withTempFile(body, extension, (file) => tool('unzip', ['-p', file, member]));

/** One member of a zip as bytes (a .docx inside a bundle). */
export const unzipBytes = (body: Buffer, member: string) =>
  withTempFile(body, 'zip', async (file) => {
    const out = await run('unzip', ['-p', file, member], { maxBuffer: 64 * 1024 * 1024, encoding: 'buffer' });
    return out.stdout;
  });

/** The member names `unzip -l` lists. */
export const unzipNames = (body: Buffer) =>
  withTempFile(body, 'zip', async (file) => {
    const out = await tool('unzip', ['-Z1', file]);
    return out.split('\n').filter(Boolean);
  });

export const unzipListing = (body: Buffer) => withTempFile(body, 'zip', (file) => tool('unzip', ['-l', file]));

/** Text of a WordprocessingML part: tags dropped, paragraphs and breaks as new lines, entities decoded. */
export function xmlText(xml: string): string {
  return xml
    .replace(/<\/w:p>|<w:br\/>|<w:cr\/>/g, '\n')
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The file name a browser saves: `filename*` (RFC 5987) when present, else `filename`. */
export function dispositionFileName(header: string | string[] | number | undefined): string | null {
  const value = String(header ?? '');
  if (!/^attachment\s*;/i.test(value)) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(value);
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="([^"]*)"/i.exec(value)?.[1] ?? null;
}

/** Whitespace collapsed and lower-cased, so text wrapped onto lines by a renderer still compares. */
export const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** How often `word` occurs as a whole word (any case). */
export const wordCount = (text: string, word: string) =>
  (text.match(new RegExp(`(?<![\\p{L}\\p{N}'])${word}(?![\\p{L}\\p{N}'])`, 'giu')) ?? []).length;

/** The podcast file of `email`, with every insight written by the configured (local) engine. */
export async function seedPodcastWithInsights(t: TestApp, email: string): Promise<string> {
  const id = await seedPodcast(t, email);
  await runInsights(t, id, INSIGHT_KINDS);
  return id;
}
