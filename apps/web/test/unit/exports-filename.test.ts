import { describe, expect, it } from 'vitest';
import { fallbackExportName } from '../../src/shared/exports/export-choices';
import { exportFileName } from '../../src/shared/exports/export-filename';

describe('exportFileName', () => {
  it('reads a quoted filename, with escaped quotes and semicolons inside', () => {
    expect(exportFileName('attachment; filename="Episode 12.docx"', 'x', 'docx')).toBe('Episode 12.docx');
    expect(exportFileName('attachment; filename="A \\"big\\" day; part 2.txt"', 'x', 'txt')).toBe(
      'A "big" day; part 2.txt',
    );
    expect(exportFileName('attachment; filename=plain.srt', 'x', 'srt')).toBe('plain.srt');
  });

  it('prefers the RFC 5987 UTF-8 name over the plain one', () => {
    const header = `attachment; filename="Caf_ na_ve.pdf"; filename*=UTF-8''Caf%C3%A9%20na%C3%AFve.pdf`;
    expect(exportFileName(header, 'x', 'pdf')).toBe('Café naïve.pdf');
    // Language tag present, and filename* first.
    expect(exportFileName(`attachment; filename*=utf-8'en'%E2%9C%93%20done.md; filename="done.md"`, 'x', 'md')).toBe(
      '✓ done.md',
    );
  });

  it('falls back to the plain name when the extended one cannot be decoded', () => {
    const header = `attachment; filename*=UTF-8''bad%E9name.txt; filename="good.txt"`;
    expect(exportFileName(header, 'x', 'txt')).toBe('good.txt');
  });

  it('falls back to title.ext when the header is missing or names nothing', () => {
    expect(exportFileName(null, 'My episode', 'docx')).toBe('My episode.docx');
    expect(exportFileName('attachment', 'My episode', 'vtt')).toBe('My episode.vtt');
    // Formats share extensions: the Podcasting 2.0 ones are json, YouTube chapters are txt.
    expect(exportFileName(null, 'Show', 'podcast-chapters')).toBe('Show.json');
    expect(exportFileName(null, 'Show', 'youtube-chapters')).toBe('Show.txt');
  });

  it('never lets a name point into another folder', () => {
    expect(exportFileName('attachment; filename="../../etc/passwd"', 'x', 'txt')).toBe('passwd');
    expect(fallbackExportName('a/b: c?', 'txt')).toBe('a b  c.txt');
    expect(fallbackExportName('  ', 'pdf')).toBe('transcript.pdf');
  });
});
