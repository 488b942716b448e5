// @vitest-environment jsdom
// jsdom's DOMParser reads the file as strict XML (its saxes parser): a reader this project did not write.
import { describe, expect, it } from 'vitest';
import { renderExport } from '../src/render-export.js';
import { renderFcpxml } from '../src/timelines/fcpxml.js';
import type { TimelineInput } from '../src/timelines/timeline.js';
import { opts, smallSource } from './export-fixtures.js';

/** The same three stretches as timelines.test.ts, by hand: source 0..45, 60..99, 150..180; record 0, 45, 84, end 114. */
const input: TimelineInput = {
  title: 'Call',
  mediaName: 'call.mp3',
  mediaKind: 'audio',
  duration: 6,
  kept: [
    { start: 0, end: 1.5 },
    { start: 2, end: 3.3 },
    { start: 5.01, end: 6 },
  ],
};

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

const one = (doc: Document, selector: string): Element => {
  const found = doc.querySelectorAll(selector);
  expect(found, selector).toHaveLength(1);
  return found[0]!;
};

/** An FCPXML time (`0s`, `12s`, `4500/3000s`) as an exact fraction. */
function rational(text: string | null): { num: number; den: number } {
  const match = /^(\d+)(?:\/(\d+))?s$/.exec(text ?? '');
  if (!match) throw new Error(`not an FCPXML time: ${text}`);
  return { num: Number(match[1]), den: Number(match[2] ?? 1) };
}

/** How many frames of `frame` a time is; throws when it is not on that frame grid. */
function framesOf(text: string | null, frame: { num: number; den: number }): number {
  const time = rational(text);
  // time / frame = (time.num * frame.den) / (time.den * frame.num), a whole number on the grid.
  const top = time.num * frame.den;
  const bottom = time.den * frame.num;
  if (top % bottom !== 0) throw new Error(`${text} is not on the frame grid`);
  return top / bottom;
}

describe('renderFcpxml', () => {
  it('writes a library, event, project and sequence with one asset-clip per kept stretch', () => {
    const doc = parse(renderFcpxml(input));
    expect(doc.documentElement.tagName).toBe('fcpxml');
    expect(doc.documentElement.getAttribute('version')).toBe('1.10');

    const format = one(doc, 'fcpxml > resources > format');
    expect(format.getAttribute('frameDuration')).toBe('100/3000s');
    const asset = one(doc, 'fcpxml > resources > asset');
    expect(asset.getAttribute('name')).toBe('call.mp3');
    expect(asset.getAttribute('duration')).toBe('18000/3000s'); // 6 s
    expect(asset.getAttribute('hasAudio')).toBe('1');
    expect(asset.getAttribute('hasVideo')).toBe('0');
    expect(one(doc, 'asset > media-rep').getAttribute('src')).toBe('call.mp3');

    const sequence = one(doc, 'fcpxml > library > event > project > sequence');
    expect(sequence.getAttribute('format')).toBe(format.getAttribute('id'));
    expect(sequence.getAttribute('duration')).toBe('11400/3000s'); // 114 frames
    expect(one(doc, 'library > event').getAttribute('name')).toBe('Call');
    expect(one(doc, 'event > project').getAttribute('name')).toBe('Call');

    const clips = [...doc.querySelectorAll('sequence > spine > asset-clip')].map((clip) => {
      expect(clip.getAttribute('ref')).toBe(asset.getAttribute('id'));
      return [clip.getAttribute('offset'), clip.getAttribute('start'), clip.getAttribute('duration')];
    });
    expect(clips).toEqual([
      ['0s', '0s', '4500/3000s'],
      ['4500/3000s', '6000/3000s', '3900/3000s'],
      ['8400/3000s', '15000/3000s', '3000/3000s'],
    ]);
  });

  it('keeps every time on the frame grid and the clips back to back over many cuts', () => {
    // 1000 stretches of 0.51 s with 0.2 s cut between: 510 s edited, 15300 frames at 30 fps.
    const kept = Array.from({ length: 1000 }, (_, i) => ({ start: i * 0.71, end: i * 0.71 + 0.51 }));
    const doc = parse(renderFcpxml({ ...input, kept, duration: 1000 * 0.71 }));
    const frame = rational(one(doc, 'resources > format').getAttribute('frameDuration'));
    expect(frame.num / frame.den).toBeCloseTo(1 / 30, 12);

    const clips = [...doc.querySelectorAll('spine > asset-clip')];
    expect(clips).toHaveLength(1000);
    let end = 0;
    for (const clip of clips) {
      const offset = framesOf(clip.getAttribute('offset'), frame);
      const start = framesOf(clip.getAttribute('start'), frame);
      const duration = framesOf(clip.getAttribute('duration'), frame);
      expect(offset).toBe(end);
      expect(duration).toBeGreaterThan(0);
      expect(start + duration).toBeLessThanOrEqual(framesOf(one(doc, 'asset').getAttribute('duration'), frame));
      end = offset + duration;
    }
    expect(end).toBe(15300);
    expect(framesOf(one(doc, 'sequence').getAttribute('duration'), frame)).toBe(end);
    // Clip 500 starts at edited 255 s (frame 7650), from the source's 355 s (frame 10650).
    expect(framesOf(clips[500]!.getAttribute('offset'), frame)).toBe(7650);
    expect(framesOf(clips[500]!.getAttribute('start'), frame)).toBe(10650);
  });

  it('gives a video asset a picture on the sequence format', () => {
    const doc = parse(renderFcpxml({ ...input, mediaKind: 'video', mediaName: 'talk.mp4' }));
    const asset = one(doc, 'resources > asset');
    expect(asset.getAttribute('hasVideo')).toBe('1');
    expect(asset.getAttribute('format')).toBe(one(doc, 'resources > format').getAttribute('id'));
  });

  it('escapes names and keeps characters XML cannot hold out of them', () => {
    const title = 'Q&A <live> "ep 3"\u0001\nend';
    const mediaName = 'Q&A ep 3 #1?.mp3';
    const doc = parse(renderFcpxml({ ...input, title, mediaName }));
    expect(one(doc, 'event').getAttribute('name')).toBe('Q&A <live> "ep 3" \nend');
    expect(one(doc, 'asset').getAttribute('name')).toBe(mediaName);
    // A relative URL: the editor finds the file beside the timeline, spaces and all.
    const src = one(doc, 'media-rep').getAttribute('src')!;
    expect(src).toBe('Q%26A%20ep%203%20%231%3F.mp3');
    expect(decodeURIComponent(new URL(src, 'file:///media/').pathname.slice('/media/'.length))).toBe(mediaName);
  });

  it('writes an empty storyline when nothing is kept', () => {
    const doc = parse(renderFcpxml({ ...input, kept: [] }));
    expect(doc.querySelectorAll('asset-clip')).toHaveLength(0);
    expect(one(doc, 'sequence').getAttribute('duration')).toBe('0s');
    one(doc, 'sequence > spine');
  });

  it('is the fcpxml export: the edit of the transcript, as application/xml', async () => {
    const rendered = await renderExport(smallSource(), opts({ format: 'fcpxml' }));
    expect(rendered.fileName).toBe('Episode 7_ Ideas & Tools.fcpxml');
    expect(rendered.mediaType).toBe('application/xml; charset=utf-8');
    const doc = parse(rendered.body.toString('utf8'));
    // smallSource's kept stretches (timelines.test.ts): the last one records frames 132 (4.4 s) to
    // 1925, 1793 frames, from the source's frame 1057 (35.25 s is 1057.5) to 2850 (95 s, the end).
    const last = [...doc.querySelectorAll('spine > asset-clip')].at(-1)!;
    expect([last.getAttribute('offset'), last.getAttribute('start'), last.getAttribute('duration')]).toEqual([
      '13200/3000s',
      '105700/3000s',
      '179300/3000s',
    ]);
    expect(one(doc, 'sequence').getAttribute('duration')).toBe('192500/3000s');
  });
});
