import { DEFAULT_DOWNLOAD, DOWNLOAD_PRESETS, DownloadParams } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOWNLOAD_FLAGS,
  DOWNLOAD_PRESET_ORDER,
  downloadPageHref,
  downloadParams,
  matchingPreset,
  parseDownloadQuery,
  presetFlags,
} from '../../src/shared/exports/download-flags';

const defaults = {
  summary: true,
  quotes: true,
  chapters: true,
  transcript: true,
  audiogram: false,
  videoreels: false,
  edited: false,
};

describe('parseDownloadQuery', () => {
  it('gives the product defaults when no flag is present', () => {
    expect(DEFAULT_DOWNLOAD_FLAGS).toEqual(defaults);
    expect(parseDownloadQuery('docId=f-1')).toEqual({ docId: 'f-1', flags: defaults });
    expect(parseDownloadQuery('')).toEqual({ docId: null, flags: defaults });
  });

  it('reads each flag as 0 or 1', () => {
    const query = 'docId=abc&summary=0&quotes=0&chapters=1&transcript=0&audiogram=1&videoreels=1&edited=1';
    expect(parseDownloadQuery(new URLSearchParams(query))).toEqual({
      docId: 'abc',
      flags: {
        summary: false,
        quotes: false,
        chapters: true,
        transcript: false,
        audiogram: true,
        videoreels: true,
        edited: true,
      },
    });
  });

  it('gives a flag its default when the value is not 0 or 1', () => {
    const query = 'docId=abc&summary=no&quotes=&audiogram=true&videoreels=2&transcript=0';
    expect(parseDownloadQuery(query).flags).toEqual({ ...defaults, transcript: false });
  });

  it('treats an empty docId as none', () => {
    expect(parseDownloadQuery('docId=&summary=1').docId).toBeNull();
  });
});

describe('presets', () => {
  it('match the contract presets: audiogram or video reels, alone or with the default four', () => {
    expect(presetFlags('default')).toEqual(defaults);
    expect(presetFlags('audiogram')).toEqual({
      summary: false,
      quotes: false,
      chapters: false,
      transcript: false,
      audiogram: true,
      videoreels: false,
      edited: false,
    });
    expect(presetFlags('videoreels')).toEqual({
      summary: false,
      quotes: false,
      chapters: false,
      transcript: false,
      audiogram: false,
      videoreels: true,
      edited: false,
    });
    expect(presetFlags('default_audiogram')).toEqual({ ...defaults, audiogram: true });
    expect(presetFlags('default_videoreels')).toEqual({ ...defaults, videoreels: true });
  });

  it('recognise which preset a selection is', () => {
    for (const preset of DOWNLOAD_PRESET_ORDER) expect(matchingPreset(presetFlags(preset))).toBe(preset);
    expect(matchingPreset({ ...defaults, summary: false })).toBeNull();
    expect(DOWNLOAD_PRESET_ORDER).toEqual(Object.keys(DOWNLOAD_PRESETS));
  });
});

describe('downloadParams and links', () => {
  it('always sends article, show_notes, tweet and caption as false', () => {
    const params = downloadParams({ ...defaults, audiogram: true });
    expect(params).toEqual({ ...DEFAULT_DOWNLOAD, audiogram: true });
    expect(params).toMatchObject({ article: false, show_notes: false, tweet: false, caption: false });
    expect(DownloadParams.parse(params)).toEqual(params);
  });

  it('writes the edited recording into a link only when it is chosen', () => {
    expect(downloadPageHref('f')).not.toContain('edited');
    const href = downloadPageHref('f', { ...defaults, edited: true });
    expect(href).toMatch(/&edited=1$/);
    expect(parseDownloadQuery(href.split('?')[1]!).flags).toEqual({ ...defaults, edited: true });
  });

  it('writes every flag into the page link, and reads it back unchanged', () => {
    const href = downloadPageHref('id with space');
    expect(href).toBe(
      '/download?docId=id+with+space&summary=1&quotes=1&chapters=1&transcript=1&audiogram=0&videoreels=0',
    );
    const flags = presetFlags('default_videoreels');
    const back = parseDownloadQuery(downloadPageHref('x', flags).split('?')[1] ?? '');
    expect(back).toEqual({ docId: 'x', flags });
  });
});
