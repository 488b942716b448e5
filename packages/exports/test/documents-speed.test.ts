import { describe, expect, it } from 'vitest';
import { renderDocx } from '../src/documents/docx.js';
import { renderPdf } from '../src/documents/pdf.js';
import { syntheticDocument } from './support/document-fixture.js';

/**
 * 25,000 words (about three hours of speech). The limits are generous, for a busy shared machine;
 * the figures are printed so a slowdown shows long before it fails. "first" includes loading and
 * compiling the libraries, which a server pays once.
 */
describe('document renderers on a 25,000-word transcript', () => {
  const doc = syntheticDocument(25000);

  async function measure(render: () => Promise<Buffer>): Promise<{ first: number; median: number; bytes: number }> {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 4; i++) {
      const start = performance.now();
      bytes = (await render()).length;
      times.push(performance.now() - start);
    }
    const warm = times.slice(1).sort((a, b) => a - b);
    return { first: times[0]!, median: warm[1]!, bytes };
  }

  it('renders a PDF well within the limit', async () => {
    const { first, median, bytes } = await measure(() => renderPdf(doc));
    console.log(
      `pdf, ${doc.paragraphs.length} paragraphs: first ${first.toFixed(0)} ms, then median ${median.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB`,
    );
    expect(first).toBeLessThan(5000);
    expect(median).toBeLessThan(5000);
  });

  it('renders a Word document well within the limit', async () => {
    const { first, median, bytes } = await measure(() => renderDocx(doc));
    console.log(
      `docx, ${doc.paragraphs.length} paragraphs: first ${first.toFixed(0)} ms, then median ${median.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB`,
    );
    expect(first).toBeLessThan(5000);
    expect(median).toBeLessThan(5000);
  });
});
