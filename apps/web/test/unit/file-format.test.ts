import { describe, expect, it } from 'vitest';
import {
  filenameFromContentDisposition,
  formatClock,
  formatDateTime,
  formatMegabytes,
  formatUploadProgress,
  stageLabel,
  titleFromFileName,
} from '../../src/shared/files/format';

describe('file formatting', () => {
  it('shows sizes in decimal megabytes with one decimal', () => {
    expect(formatMegabytes(0)).toBe('0.0 MB');
    expect(formatMegabytes(12_345_678)).toBe('12.3 MB');
    expect(formatMegabytes(48_000_000)).toBe('48.0 MB');
    expect(formatMegabytes(250_000_000)).toBe('250.0 MB');
  });

  it('shows upload progress against the file size, never past it', () => {
    expect(formatUploadProgress(12_300_000, 48_000_000)).toBe('12.3 MB of 48.0 MB');
    // The multipart framing makes `loaded` a little larger than the file at the end.
    expect(formatUploadProgress(48_000_400, 48_000_000)).toBe('48.0 MB of 48.0 MB');
  });

  it('formats seconds as h:mm:ss', () => {
    expect(formatClock(0)).toBe('0:00:00');
    expect(formatClock(59.9)).toBe('0:00:59');
    expect(formatClock(98.27)).toBe('0:01:38');
    expect(formatClock(3 * 3600 + 5 * 60 + 7)).toBe('3:05:07');
    expect(formatClock(null)).toBe('0:00:00');
    expect(formatClock(Number.NaN)).toBe('0:00:00');
    expect(formatClock(-3)).toBe('0:00:00');
  });

  it('names every pipeline stage for people', () => {
    expect(stageLabel('queued')).toBe('Waiting to start');
    expect(stageLabel('normalise')).toBe('Preparing audio');
    expect(stageLabel('speech_to_text')).toBe('Transcribing');
    expect(stageLabel('diarization')).toBe('Finding speakers');
    expect(stageLabel('paragraphs')).toBe('Building paragraphs');
    expect(stageLabel('failed')).toBe('Failed');
    expect(stageLabel('something_new')).toBe('Processing');
  });

  it('derives the default title from the file name', () => {
    expect(titleFromFileName('episode 12.mp3')).toBe('episode 12');
    expect(titleFromFileName('ep.12.final.m4a')).toBe('ep.12.final');
    expect(titleFromFileName('.hidden')).toBe('.hidden');
    expect(titleFromFileName('no-extension')).toBe('no-extension');
  });

  it('localises dates and keeps text it cannot read', () => {
    expect(formatDateTime('2026-03-04T10:20:00Z', 'en-GB')).toMatch(/4 Mar 2026/);
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });

  it('reads the download name from Content-Disposition', () => {
    expect(filenameFromContentDisposition('attachment; filename="show.mp3"', 'x')).toBe('show.mp3');
    expect(filenameFromContentDisposition('attachment; filename=show.mp3', 'x')).toBe('show.mp3');
    expect(
      filenameFromContentDisposition(`attachment; filename="_pisode.mp3"; filename*=UTF-8''%C3%89pisode.mp3`, 'x'),
    ).toBe('Épisode.mp3');
    expect(filenameFromContentDisposition('attachment; filename="a \\"quoted\\" name.wav"', 'x')).toBe(
      'a "quoted" name.wav',
    );
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"', 'x')).toBe('passwd');
    expect(filenameFromContentDisposition(null, 'fallback')).toBe('fallback');
    expect(filenameFromContentDisposition('attachment', 'fallback')).toBe('fallback');
  });
});
