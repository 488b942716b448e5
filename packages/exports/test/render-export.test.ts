import { EXPORT_FILE_TYPES, EXPORT_FORMATS, TIMELINE_FORMATS, type ExportFormat } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { renderExport } from '../src/render-export.js';
import { opts, smallSource, syntheticSource } from './export-fixtures.js';

const TEXT_FORMATS = EXPORT_FORMATS.filter(
  (f): f is Exclude<ExportFormat, 'docx' | 'pdf'> => f !== 'docx' && f !== 'pdf',
);

describe('renderExport', () => {
  it.each(TEXT_FORMATS)('%s: UTF-8 body ending with a newline, named title.extension', async (format) => {
    const source = smallSource({ title: 'Café: 𝄞 notes' });
    const rendered = await renderExport(source, opts({ format, parts: 'summary,chapters' }));
    expect(rendered.fileName).toBe(`Café_ 𝄞 notes.${EXPORT_FILE_TYPES[format].extension}`);
    expect(rendered.mediaType).toBe(EXPORT_FILE_TYPES[format].mediaType);
    const text = rendered.body.toString('utf8');
    expect(Buffer.from(text, 'utf8').equals(rendered.body)).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
    if (format.startsWith('podcast') || format === 'json') expect(() => JSON.parse(text)).not.toThrow();
  });

  it('gives the chapter formats the chapters even when the parts do not ask', async () => {
    const rendered = await renderExport(smallSource(), opts({ format: 'youtube-chapters' }));
    expect(rendered.body.toString()).toBe('0:00 Welcome\n1:05 Why the guest came\n');
  });

  it('renders every text format of a 25,000-word transcript well under a second', async () => {
    const source = syntheticSource(25_000);
    for (const format of TEXT_FORMATS) {
      await renderExport(source, opts({ format })); // warm up
      const started = performance.now();
      const rendered = await renderExport(source, opts({ format }));
      const ms = performance.now() - started;
      // Chapter files are short, and so is the edit of a transcript with nothing struck (EDL, FCPXML, OTIO).
      const small = format.endsWith('chapters') || TIMELINE_FORMATS.includes(format);
      expect(rendered.body.length, format).toBeGreaterThan(small ? -1 : 100_000);
      expect(ms, `${format} took ${ms.toFixed(0)} ms`).toBeLessThan(1000);
    }
  });
});

describe('renderExport documents', () => {
  it.each([
    ['docx', 'PK'],
    ['pdf', '%PDF'],
  ] as const)('%s goes to the document renderer', async (format, magic) => {
    const rendered = await renderExport(smallSource(), opts({ format }));
    expect(rendered.fileName).toBe(`Episode 7_ Ideas & Tools.${format}`);
    expect(rendered.body.subarray(0, magic.length).toString('latin1')).toBe(magic);
  });
});
