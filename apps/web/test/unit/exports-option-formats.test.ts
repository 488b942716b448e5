import { EXPORT_FORMATS } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import { optionApplies, optionNote } from '../../src/shared/exports/option-formats';

describe('which export options apply to which format', () => {
  it('has every option apply to the documents, and nothing but struck words and speakers to captions', () => {
    for (const format of ['txt', 'docx', 'pdf', 'md', 'html'] as const) {
      for (const option of ['speakers', 'timestamps', 'struck', 'parts'] as const) {
        expect(optionApplies(option, format), `${option} ${format}`).toBe(true);
        expect(optionNote(option, format)).toBeNull();
      }
    }
    expect(optionApplies('speakers', 'srt')).toBe(true);
    expect(optionApplies('timestamps', 'srt')).toBe(false);
    expect(optionApplies('parts', 'vtt')).toBe(false);
  });

  it('leaves nothing switchable in chapter files but says why', () => {
    for (const format of ['podcast-chapters', 'youtube-chapters'] as const) {
      for (const option of ['speakers', 'timestamps', 'struck', 'parts'] as const) {
        expect(optionApplies(option, format)).toBe(false);
        expect(optionNote(option, format)).toMatch(/^(Only for|Not used by) /);
      }
    }
  });

  it('names the shorter list of formats', () => {
    expect(optionNote('timestamps', 'csv')).toBe('Only for plain text, Word, PDF, Markdown and web page.');
    expect(optionNote('speakers', 'json')).toBe(
      'Not used by JSON, Podcasting 2.0 chapters, YouTube chapters, EDL, FCPXML, Final Cut Pro 7 XML or OpenTimelineIO.',
    );
    expect(optionNote('struck', 'youtube-chapters')).toBe(
      'Not used by Podcasting 2.0 chapters, YouTube chapters, EDL, FCPXML, Final Cut Pro 7 XML or OpenTimelineIO.',
    );
    // The edit formats are the edited timeline whatever the choice.
    expect(optionNote('timeline', 'edl')).toBe('Not used by EDL, FCPXML, Final Cut Pro 7 XML or OpenTimelineIO.');
    expect(optionNote('timeline', 'srt')).toBeNull();
  });

  it('gives every format a note or none for every option', () => {
    for (const format of EXPORT_FORMATS) {
      for (const option of ['speakers', 'timestamps', 'struck', 'parts'] as const) {
        expect(optionNote(option, format) === null).toBe(optionApplies(option, format));
      }
    }
  });
});
