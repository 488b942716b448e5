import { describe, expect, it } from 'vitest';
import { renderDocx } from '../src/documents/docx.js';
import { renderPdf } from '../src/documents/pdf.js';
import { splitUnbrokenRuns } from '../src/documents/unbroken-runs.js';
import type { ExportDocument } from '../src/model.js';
import { documentFrom, snippetsOf } from './support/document-fixture.js';
import { docxPart, pdfText, withoutPageFooters, xmlText } from './support/read-back.js';

/**
 * A word or name with no white space in it, far longer than a line: PDFKit used to lay these out
 * in time growing with the square of their length (20,000 characters: half a minute and most of a
 * gigabyte). Limits are generous for a busy shared machine; before the fix these took minutes.
 */

/** Letters in a fixed pseudo-random order, so a lost or repeated stretch shows in the read-back. */
function unbroken(length: number, seed = 1): string {
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += String.fromCharCode(97 + (state % 26));
  }
  return text;
}

/** A short transcript whose speaker is named `name` and whose second paragraph holds `word`. */
function withLongText(name: string, word: string): ExportDocument {
  return documentFrom(
    snippetsOf([
      [name, 3, 'so the budget is settled'],
      ['James', 10, `and then ${word} was said`],
    ]),
  );
}

const noSpace = (text: string) => text.replace(/\s+/g, '');

async function timed<T>(render: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await render();
  return { ms: performance.now() - start, result };
}

/** The better of two runs, so one stall of the shared machine does not decide a ratio. */
async function bestOfTwo(render: () => Promise<unknown>): Promise<number> {
  const a = (await timed(render)).ms;
  const b = (await timed(render)).ms;
  return Math.min(a, b);
}

describe('very long words in the documents', () => {
  const name = unbroken(100_000, 7);
  const word = unbroken(100_000, 8);
  const doc = withLongText(name, word);

  it('renders a 100,000-character name and word in a PDF in seconds, every character still there', async () => {
    await renderPdf(withLongText('warm', 'up'));
    const { ms, result } = await timed(() => renderPdf(doc));
    console.log(`pdf, 100,000-character name and word: ${ms.toFixed(0)} ms, ${(result.length / 1024).toFixed(0)} KiB`);
    expect(ms).toBeLessThan(15_000);
    const text = noSpace(withoutPageFooters(await pdfText(result)));
    expect(text).toContain(name);
    expect(text).toContain(`andthen${word}wassaid`);
  });

  it('renders a 100,000-character name and word in a Word document in seconds, every character still there', async () => {
    await renderDocx(withLongText('warm', 'up'));
    const { ms, result } = await timed(() => renderDocx(doc));
    console.log(`docx, 100,000-character name and word: ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(15_000);
    const text = xmlText(await docxPart(result, 'word/document.xml'));
    expect(text).toContain(name);
    expect(text).toContain(`and then ${word} was said`);
  });

  it('takes time roughly proportional to the length of the word (20,000 against 80,000 characters)', async () => {
    const sized = (n: number) => withLongText(unbroken(n, 3), unbroken(n, 4));
    await renderPdf(sized(1000));
    await renderDocx(sized(1000));
    const pdf20 = await bestOfTwo(() => renderPdf(sized(20_000)));
    const pdf80 = await bestOfTwo(() => renderPdf(sized(80_000)));
    const docx20 = await bestOfTwo(() => renderDocx(sized(20_000)));
    const docx80 = await bestOfTwo(() => renderDocx(sized(80_000)));
    console.log(
      `20,000 -> 80,000 characters: pdf ${pdf20.toFixed(0)} -> ${pdf80.toFixed(0)} ms, docx ${docx20.toFixed(0)} -> ${docx80.toFixed(0)} ms`,
    );
    // Four times the text: linear is about 4 (less, with the fixed cost of a document); quadratic
    // would be 16. The slack is for the machine, and a floor keeps tiny times from deciding.
    expect(pdf80).toBeLessThan(Math.max(10 * pdf20, 2000));
    expect(docx80).toBeLessThan(Math.max(10 * docx20, 2000));
  }, 120_000);
});

describe('splitUnbrokenRuns', () => {
  it('leaves ordinary words whole, and runs up to the limit', () => {
    const text = `${'word '.repeat(100)}${'y'.repeat(20)} end`;
    expect(splitUnbrokenRuns(text, 8, 20)).toEqual([text]);
  });

  it('cuts a run over the limit into pieces of the given size, which join back into the text', () => {
    const text = `ab ${'x'.repeat(21)} cd ${'z'.repeat(30)}`;
    const pieces = splitUnbrokenRuns(text, 8, 20);
    expect(pieces.join('')).toBe(text);
    expect(pieces).toEqual([
      `ab ${'x'.repeat(8)}`,
      'x'.repeat(8),
      `${'x'.repeat(5)} cd ${'z'.repeat(8)}`,
      'z'.repeat(8),
      'z'.repeat(8),
      'z'.repeat(6),
    ]);
  });

  it('never cuts a character outside the BMP in half', () => {
    const text = `a${'😀'.repeat(30)}`;
    const pieces = splitUnbrokenRuns(text, 8, 20);
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(5);
    for (const piece of pieces) expect(piece).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
  });
});
