import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Reads rendered documents back with tools we did not write (poppler-utils, unzip), the way a
 * person's software would.
 */
const run = promisify(execFile);
const MAX_BUFFER = 64 * 1024 * 1024;

async function withTempFile<T>(body: Buffer, extension: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'scriptloom-doc-'));
  const file = path.join(dir, `document.${extension}`);
  try {
    await writeFile(file, body);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `pdftotext -layout FILE -`: fails when poppler cannot read the file. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withTempFile(
    pdf,
    'pdf',
    async (file) => (await run('pdftotext', ['-layout', file, '-'], { maxBuffer: MAX_BUFFER })).stdout,
  );
}

/** The words `pdftotext -bbox` finds, each with its box's left, right and top, in the order listed. */
export function pdfWords(pdf: Buffer): Promise<{ text: string; x: number; xMax: number; y: number }[]> {
  return withTempFile(pdf, 'pdf', async (file) => {
    const { stdout } = await run('pdftotext', ['-bbox', file, '-'], { maxBuffer: MAX_BUFFER });
    const words = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)"[^>]*>([^<]*)<\/word>/g;
    return [...stdout.matchAll(words)].map((m) => ({
      text: m[4]!
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"'),
      x: Number(m[1]),
      xMax: Number(m[3]),
      y: Number(m[2]),
    }));
  });
}

/** `pdfinfo FILE` as key → value. */
export function pdfInfo(pdf: Buffer): Promise<Record<string, string>> {
  return withTempFile(pdf, 'pdf', async (file) => {
    const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', file]);
    const info: Record<string, string> = {};
    for (const line of stdout.split('\n')) {
      const m = /^([^:]+):\s*(.*)$/.exec(line);
      if (m) info[m[1]!.trim()] = m[2]!.trim();
    }
    return info;
  });
}

/** `pdffonts FILE`: the font table, as printed. */
export function pdfFonts(pdf: Buffer): Promise<string> {
  return withTempFile(pdf, 'pdf', async (file) => (await run('pdffonts', [file])).stdout);
}

/** One part of a .docx (a zip) via `unzip -p`. */
export function docxPart(docx: Buffer, part: string): Promise<string> {
  return withTempFile(
    docx,
    'docx',
    async (file) => (await run('unzip', ['-p', file, part], { maxBuffer: MAX_BUFFER })).stdout,
  );
}

/** The visible text of WordprocessingML: paragraphs and breaks become new lines, tags go, entities decode. */
export function xmlText(xml: string): string {
  return xml
    .replace(/<w:(?:p|br|tr)\b[^>]*\/?>/g, '\n')
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, e: string) => {
      if (e === 'lt') return '<';
      if (e === 'gt') return '>';
      if (e === 'quot') return '"';
      if (e === 'apos') return "'";
      if (e === 'amp') return '&';
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    });
}

/** White space collapsed, so text wrapped by a layout compares with the text that went in. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Where each needle occurs in the haystack, searching on from the previous one; -1 when one is missing. */
export function positionsInOrder(haystack: string, needles: readonly string[]): number[] {
  const positions: number[] = [];
  let from = 0;
  for (const needle of needles) {
    const at = haystack.indexOf(needle, from);
    positions.push(at);
    if (at >= 0) from = at + needle.length;
  }
  return positions;
}

/** pdftotext output without the "Page N of M" footer lines, which land between a page's last words and the next page's first. */
export function withoutPageFooters(text: string): string {
  return text.replace(/^\s*Page \d+ of \d+\s*$/gm, '').replace(/\f/g, '\n');
}
