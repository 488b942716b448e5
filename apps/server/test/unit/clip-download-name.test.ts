import { describe, expect, it } from 'vitest';
import { clipDownloadName } from '../../src/services/audiograms/view.js';

describe('the name a clip downloads under', () => {
  it('says the file, the opening words of its quote and its shape', () => {
    expect(
      clipDownloadName('Bees and Honey', {
        kind: 'audiogram',
        shape: 'square',
        text: 'A colony that runs out of space will swarm.',
      }),
    ).toBe('Bees and Honey - A colony that runs out of... (square).mp4');
  });

  it('names a reel as a reel and keeps a short quote whole, without its closing mark', () => {
    expect(clipDownloadName('Tide pools', { kind: 'reel', shape: 'portrait', text: 'Look closer!' })).toBe(
      'Tide pools - Look closer (reel).mp4',
    );
  });

  it('makes a hostile title safe for file systems and headers', () => {
    const name = clipDownloadName('../etc/pass\u0007wd: "x" <y>|z?', {
      kind: 'audiogram',
      shape: 'landscape',
      text: 'One two',
    });
    expect(name).toBe('_etc_pass_wd_ _x_ _y__z_ - One two (landscape).mp4');
    expect(name).not.toMatch(/[\\/:*?"<>|]/);
    expect([...name].every((ch) => ch.charCodeAt(0) >= 0x20)).toBe(true);
  });

  it('caps a very long title so the name fits a file system', () => {
    const name = clipDownloadName('t'.repeat(5000), { kind: 'audiogram', shape: 'square', text: 'Words here' });
    expect(Array.from(name).length).toBeLessThanOrEqual(124);
    expect(name.endsWith('.mp4')).toBe(true);
  });

  it('calls a file with a blank title Quote', () => {
    expect(clipDownloadName('   ', { kind: 'audiogram', shape: 'square', text: 'Hello there' })).toBe(
      'Quote - Hello there (square).mp4',
    );
  });
});
