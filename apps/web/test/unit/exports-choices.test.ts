import { CAPTION_DEFAULTS, DOCUMENT_FORMATS, EXPORT_FORMATS, ExportOptions } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPORT_CHOICES,
  EXPORT_CHOICES_KEY,
  captionErrors,
  exportQuery,
  exportQueryString,
  loadExportChoices,
  parseStoredChoices,
  saveExportChoices,
  type ExportChoices,
} from '../../src/shared/exports/export-choices';

const choices = (patch: Partial<ExportChoices>): ExportChoices => ({ ...DEFAULT_EXPORT_CHOICES, ...patch });

describe('exportQuery', () => {
  it('sends timeline=edited only when chosen, and never with the edit formats (always edited)', () => {
    expect(exportQuery(choices({ format: 'srt', timeline: 'edited' })).timeline).toBe('edited');
    expect(exportQuery(choices({ format: 'srt' }))).not.toHaveProperty('timeline');
    expect(exportQuery(choices({ format: 'edl', timeline: 'edited' }))).not.toHaveProperty('timeline');
    // What the dialog sends, the server accepts.
    expect(ExportOptions.parse(exportQuery(choices({ format: 'vtt', timeline: 'edited' }))).timeline).toBe('edited');
  });

  it('sends the flags as 1/0 and leaves out what the format does not use', () => {
    expect(exportQuery(choices({ format: 'json', speakers: false, timestamps: true, struck: true }))).toEqual({
      format: 'json',
      speakers: '0',
      timestamps: '1',
      struck: '1',
    });
  });

  it('sends parts only with document formats, in a fixed order', () => {
    const parts: ExportChoices['parts'] = ['quotes', 'summary', 'show_notes'];
    for (const format of EXPORT_FORMATS) {
      const query = exportQuery(choices({ format, parts }));
      if (DOCUMENT_FORMATS.includes(format)) expect(query.parts).toBe('summary,quotes,show_notes');
      else expect(query).not.toHaveProperty('parts');
    }
    // No parts chosen: nothing sent (the server's default is the transcript alone).
    expect(exportQuery(choices({ format: 'docx', parts: [] }))).not.toHaveProperty('parts');
  });

  it('sends the caption numbers only with srt and vtt', () => {
    const captions = { max_chars_per_line: ' 32 ', max_lines_per_cue: '1', max_cue_seconds: '4.5' };
    for (const format of ['srt', 'vtt'] as const) {
      expect(exportQuery(choices({ format, captions, parts: ['summary'] }))).toEqual({
        format,
        speakers: '1',
        timestamps: '1',
        struck: '0',
        max_chars_per_line: '32',
        max_lines_per_cue: '1',
        max_cue_seconds: '4.5',
      });
    }
    for (const format of ['txt', 'docx', 'json', 'podcast-chapters'] as const) {
      const query = exportQuery(choices({ format, captions }));
      expect(query).not.toHaveProperty('max_chars_per_line');
      expect(query).not.toHaveProperty('max_lines_per_cue');
      expect(query).not.toHaveProperty('max_cue_seconds');
    }
  });

  it('builds a query string the contract accepts, with the same meaning', () => {
    const string = exportQueryString(
      choices({
        format: 'srt',
        speakers: false,
        struck: true,
        captions: { max_chars_per_line: '50', max_lines_per_cue: '3', max_cue_seconds: '7' },
      }),
    );
    const parsed = ExportOptions.parse(Object.fromEntries(new URLSearchParams(string)));
    expect(parsed).toEqual({
      format: 'srt',
      speakers: false,
      timestamps: true,
      struck: true,
      max_chars_per_line: 50,
      max_lines_per_cue: 3,
      max_cue_seconds: 7,
      timeline: 'original',
      parts: [],
    });

    const doc = exportQueryString(choices({ format: 'md', parts: ['chapters', 'keywords'] }));
    expect(doc).toBe('format=md&speakers=1&timestamps=1&struck=0&parts=chapters,keywords');
    expect(ExportOptions.parse(Object.fromEntries(new URLSearchParams(doc))).parts).toEqual(['chapters', 'keywords']);
  });
});

describe('captionErrors', () => {
  const captions = (patch: Partial<ExportChoices['captions']>) => ({ ...DEFAULT_EXPORT_CHOICES.captions, ...patch });

  it('accepts the defaults and checks the server limits', () => {
    expect(DEFAULT_EXPORT_CHOICES.captions).toEqual({
      max_chars_per_line: String(CAPTION_DEFAULTS.max_chars_per_line),
      max_lines_per_cue: String(CAPTION_DEFAULTS.max_lines_per_cue),
      max_cue_seconds: String(CAPTION_DEFAULTS.max_cue_seconds),
    });
    expect(captionErrors(choices({ format: 'srt' }))).toEqual({});
    expect(
      captionErrors(
        choices({ format: 'vtt', captions: captions({ max_chars_per_line: '9', max_lines_per_cue: '2.5' }) }),
      ),
    ).toEqual({ max_chars_per_line: 'Enter a number from 10 to 200.', max_lines_per_cue: 'Enter a whole number.' });
    expect(captionErrors(choices({ format: 'srt', captions: captions({ max_cue_seconds: '' }) }))).toEqual({
      max_cue_seconds: 'Enter a number.',
    });
    expect(captionErrors(choices({ format: 'srt', captions: captions({ max_cue_seconds: '30.5' }) }))).toEqual({
      max_cue_seconds: 'Enter a number from 1 to 30.',
    });
  });

  it('ignores the caption numbers for formats that do not use them', () => {
    expect(captionErrors(choices({ format: 'txt', captions: captions({ max_chars_per_line: 'abc' }) }))).toEqual({});
  });
});

describe('remembered choices', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  }

  it('round-trips through storage', () => {
    const storage = memoryStorage();
    expect(loadExportChoices(storage)).toEqual(DEFAULT_EXPORT_CHOICES);
    const last = choices({
      format: 'vtt',
      speakers: false,
      struck: true,
      parts: ['keywords'],
      captions: { max_chars_per_line: '30', max_lines_per_cue: '1', max_cue_seconds: '3' },
    });
    saveExportChoices(last, storage);
    expect(storage.items.has(EXPORT_CHOICES_KEY)).toBe(true);
    expect(loadExportChoices(storage)).toEqual(last);
  });

  it('falls back field by field on damaged or foreign values', () => {
    expect(parseStoredChoices('not json')).toEqual(DEFAULT_EXPORT_CHOICES);
    expect(parseStoredChoices('null')).toEqual(DEFAULT_EXPORT_CHOICES);
    const stored = JSON.stringify({
      format: 'exe',
      speakers: 'yes',
      timestamps: false,
      parts: ['summary', 'bogus', 'quotes'],
      captions: { max_chars_per_line: '5', max_lines_per_cue: '3' },
    });
    expect(parseStoredChoices(stored)).toEqual({
      ...DEFAULT_EXPORT_CHOICES,
      timestamps: false,
      parts: ['summary', 'quotes'],
      captions: { ...DEFAULT_EXPORT_CHOICES.captions, max_lines_per_cue: '3' },
    });
  });

  it('remembers the timeline, and falls back to the original one for anything else', () => {
    expect(parseStoredChoices(JSON.stringify({ timeline: 'edited' })).timeline).toBe('edited');
    expect(parseStoredChoices(JSON.stringify({ timeline: 'cut' })).timeline).toBe('original');
    expect(parseStoredChoices(JSON.stringify({ format: 'srt' })).timeline).toBe('original');
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadExportChoices(broken)).toEqual(DEFAULT_EXPORT_CHOICES);
    expect(() => saveExportChoices(DEFAULT_EXPORT_CHOICES, broken)).not.toThrow();
  });
});
