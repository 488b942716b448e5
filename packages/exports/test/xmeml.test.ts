// @vitest-environment jsdom
// jsdom's DOMParser reads the file as strict XML (its saxes parser): a reader this project did not write.
import { describe, expect, it } from 'vitest';
import { renderExport } from '../src/render-export.js';
import type { TimelineInput } from '../src/timelines/timeline.js';
import { renderXmeml } from '../src/timelines/xmeml.js';
import { opts, smallSource } from './export-fixtures.js';

/** The same three stretches as fcpxml.test.ts, by hand: source 0..45, 60..99, 150..180; record 0, 45, 84, end 114. */
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

const all = (root: Document | Element, selector: string): Element[] => [...root.querySelectorAll(selector)];
const one = (root: Document | Element, selector: string): Element => {
  const found = all(root, selector);
  expect(found, selector).toHaveLength(1);
  return found[0]!;
};
const text = (root: Document | Element, selector: string): string => one(root, selector).textContent ?? '';
const number = (root: Document | Element, selector: string): number => {
  const value = text(root, selector);
  expect(value, selector).toMatch(/^\d+$/);
  return Number(value);
};

/** A clipitem's timeline frames (start, end) and source frames (in, out). */
const framesOf = (clip: Element) => ({
  start: number(clip, ':scope > start'),
  end: number(clip, ':scope > end'),
  in: number(clip, ':scope > in'),
  out: number(clip, ':scope > out'),
});

const rateOf = (el: Element) => ({
  timebase: text(el, ':scope > rate > timebase'),
  ntsc: text(el, ':scope > rate > ntsc'),
});

describe('renderXmeml', () => {
  it('writes a sequence with an audio track of one clipitem per kept stretch, the file described once', () => {
    const doc = parse(renderXmeml(input));
    expect(doc.documentElement.tagName).toBe('xmeml');
    expect(doc.documentElement.getAttribute('version')).toBe('4');

    const sequence = one(doc, 'xmeml > sequence');
    expect(text(sequence, ':scope > name')).toBe('Call');
    expect(rateOf(sequence)).toEqual({ timebase: '30', ntsc: 'FALSE' });
    expect(number(sequence, ':scope > duration')).toBe(114);
    // Audio alone: the sequence's picture has a format but no track.
    expect(all(sequence, ':scope > media > video > track')).toHaveLength(0);
    const track = one(sequence, ':scope > media > audio > track');
    expect(text(track, ':scope > locked')).toBe('FALSE');
    expect(text(track, ':scope > enabled')).toBe('TRUE');

    const clips = all(track, ':scope > clipitem');
    expect(clips.map(framesOf)).toEqual([
      { start: 0, end: 45, in: 0, out: 45 },
      { start: 45, end: 84, in: 60, out: 99 },
      { start: 84, end: 114, in: 150, out: 180 },
    ]);
    expect(new Set(clips.map((clip) => clip.getAttribute('id'))).size).toBe(3);
    for (const clip of clips) {
      expect(text(clip, ':scope > name')).toBe('call.mp3');
      expect(rateOf(clip)).toEqual({ timebase: '30', ntsc: 'FALSE' });
      // A clipitem's duration is its media's: 6 s.
      expect(number(clip, ':scope > duration')).toBe(180);
      expect(text(clip, ':scope > sourcetrack > mediatype')).toBe('audio');
      expect(all(clip, ':scope > link')).toHaveLength(0);
    }

    // Described in the first clipitem, then referred to by its id alone.
    const files = clips.map((clip) => one(clip, ':scope > file'));
    const id = files[0]!.getAttribute('id');
    expect(id).toBeTruthy();
    expect(text(files[0]!, ':scope > name')).toBe('call.mp3');
    expect(text(files[0]!, ':scope > pathurl')).toBe('file://localhost/call.mp3');
    expect(number(files[0]!, ':scope > duration')).toBe(180);
    expect(rateOf(files[0]!)).toEqual({ timebase: '30', ntsc: 'FALSE' });
    expect(all(files[0]!, ':scope > media > video')).toHaveLength(0);
    one(files[0]!, ':scope > media > audio');
    for (const file of files.slice(1)) {
      expect(file.getAttribute('id')).toBe(id);
      expect(file.children).toHaveLength(0);
    }
    expect(all(doc, 'pathurl')).toHaveLength(1);
  });

  it('gives a video file a picture track above the sound, each stretch linked across the two', () => {
    const doc = parse(renderXmeml({ ...input, mediaKind: 'video', mediaName: 'talk.mp4' }));
    const pictures = all(doc, 'sequence > media > video > track > clipitem');
    const sounds = all(doc, 'sequence > media > audio > track > clipitem');
    expect(pictures.map(framesOf)).toEqual(sounds.map(framesOf));
    expect(pictures).toHaveLength(3);
    // The first picture clipitem describes the file, with both kinds of media; the rest refer to it.
    const first = one(pictures[0]!, ':scope > file');
    one(first, ':scope > media > video');
    one(first, ':scope > media > audio');
    expect(all(doc, 'file > pathurl')).toHaveLength(1);
    pictures.forEach((picture, i) => {
      const sound = sounds[i]!;
      expect(one(sound, ':scope > file').getAttribute('id')).toBe(first.getAttribute('id'));
      for (const clip of [picture, sound]) {
        const links = all(clip, ':scope > link').map((link) => ({
          ref: text(link, ':scope > linkclipref'),
          kind: text(link, ':scope > mediatype'),
          clip: number(link, ':scope > clipindex'),
        }));
        expect(links).toEqual([
          { ref: picture.getAttribute('id'), kind: 'video', clip: i + 1 },
          { ref: sound.getAttribute('id'), kind: 'audio', clip: i + 1 },
        ]);
      }
    });
    expect(all(doc, 'track > locked').map((locked) => locked.textContent)).toEqual(['FALSE', 'FALSE']);
  });

  it.each([25, 30])('puts a stretch across the first minute on the frame grid at %i fps', (fps) => {
    // Stretches on whole frames at both rates, so each frame is its time times the rate.
    const kept = [
      { start: 58.4, end: 61.2 },
      { start: 75, end: 80.6 },
    ];
    const doc = parse(renderXmeml({ ...input, duration: 90, kept, fps, mediaKind: 'video', mediaName: 'talk.mp4' }));
    const frame = (seconds: number) => Math.round(seconds * fps);
    const firstLength = frame(61.2 - 58.4);
    const secondLength = frame(80.6 - 75);
    const expected = [
      { start: 0, end: firstLength, in: frame(58.4), out: frame(61.2) },
      { start: firstLength, end: firstLength + secondLength, in: frame(75), out: frame(80.6) },
    ];
    // 25 fps: 58.4 s is frame 1460, 61.2 s 1530; 30 fps: 1752 and 1836.
    expect(expected[0]).toEqual(
      fps === 25 ? { start: 0, end: 70, in: 1460, out: 1530 } : { start: 0, end: 84, in: 1752, out: 1836 },
    );
    expect(all(doc, 'video > track > clipitem').map(framesOf)).toEqual(expected);
    expect(all(doc, 'audio > track > clipitem').map(framesOf)).toEqual(expected);
    expect(number(doc, 'xmeml > sequence > duration')).toBe(firstLength + secondLength);
    for (const el of [
      one(doc, 'xmeml > sequence'),
      ...all(doc, 'clipitem'),
      one(doc, 'file[id] > pathurl').parentElement!,
    ]) {
      expect(rateOf(el)).toEqual({ timebase: String(fps), ntsc: 'FALSE' });
    }
    expect(number(doc, 'file > duration')).toBe(90 * fps);
  });

  it('keeps every clipitem within a frame of its stretch and back to back over many cuts', () => {
    // 1000 stretches of 0.51 s with 0.2 s cut between: 510 s edited, 15300 frames at 30 fps.
    const kept = Array.from({ length: 1000 }, (_, i) => ({ start: i * 0.71, end: i * 0.71 + 0.51 }));
    const doc = parse(renderXmeml({ ...input, kept, duration: 1000 * 0.71 }));
    const clips = all(doc, 'audio > track > clipitem').map(framesOf);
    expect(clips).toHaveLength(1000);
    let end = 0;
    let edited = 0;
    clips.forEach((clip, i) => {
      expect(clip.start).toBe(end);
      expect(clip.end - clip.start).toBe(clip.out - clip.in);
      expect(Math.abs(clip.start - edited * 30)).toBeLessThanOrEqual(0.5 + 1e-9);
      expect(Math.abs(clip.in - kept[i]!.start * 30)).toBeLessThan(1);
      expect(Math.abs(clip.out - kept[i]!.end * 30)).toBeLessThan(1);
      edited += 0.51;
      end = clip.end;
    });
    expect(end).toBe(15300);
    expect(number(doc, 'xmeml > sequence > duration')).toBe(15300);
  });

  it('escapes names and keeps characters XML cannot hold out of them', () => {
    const title = 'Q&A <live> "ep 3" — café 🎙\u0001\nend';
    const mediaName = 'Q&A <ep> "3" #1?.mp3';
    const doc = parse(renderXmeml({ ...input, title, mediaName }));
    expect(text(doc, 'xmeml > sequence > name')).toBe('Q&A <live> "ep 3" — café 🎙 \nend');
    expect(text(doc, 'file > name')).toBe(mediaName);
    expect(all(doc, 'clipitem > name').map((name) => name.textContent)).toEqual([mediaName, mediaName, mediaName]);
    const url = text(doc, 'file > pathurl');
    expect(url).toBe('file://localhost/Q%26A%20%3Cep%3E%20%223%22%20%231%3F.mp3');
    expect(decodeURIComponent(new URL(url).pathname.slice(1))).toBe(mediaName);
    // Not ASCII: the name's UTF-8 bytes, percent-encoded (É is C3 89, é C3 A9).
    const accented = parse(renderXmeml({ ...input, mediaName: 'Émission été.wav' }));
    expect(text(accented, 'file > pathurl')).toBe('file://localhost/%C3%89mission%20%C3%A9t%C3%A9.wav');
    expect(text(accented, 'file > name')).toBe('Émission été.wav');
  });

  it('writes empty tracks when nothing is kept', () => {
    const doc = parse(renderXmeml({ ...input, kept: [], mediaKind: 'video' }));
    expect(all(doc, 'clipitem')).toHaveLength(0);
    expect(all(doc, 'file')).toHaveLength(0);
    expect(number(doc, 'xmeml > sequence > duration')).toBe(0);
    expect(all(doc, 'sequence > media > video > track, sequence > media > audio > track')).toHaveLength(2);
  });

  it('is the xmeml export: the edit of the transcript, as application/xml', async () => {
    const rendered = await renderExport(smallSource(), opts({ format: 'xmeml' }));
    expect(rendered.fileName).toBe('Episode 7_ Ideas & Tools.xml');
    expect(rendered.mediaType).toBe('application/xml; charset=utf-8');
    const doc = parse(rendered.body.toString('utf8'));
    // smallSource's kept stretches (timelines.test.ts): the last one records frames 132 (4.4 s) to
    // 1925, 1793 frames, from the source's frame 1057 (35.25 s is 1057.5) to 2850 (95 s, the end).
    const last = all(doc, 'clipitem').at(-1)!;
    expect(framesOf(last)).toEqual({ start: 132, end: 1925, in: 1057, out: 2850 });
    expect(number(doc, 'xmeml > sequence > duration')).toBe(1925);
  });
});
