import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snippet } from '@scriptloom/contracts';
import { planEdit } from '@scriptloom/transcript';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { editorUser } from '../support/editor-seed.js';
import { podcast, seedPodcast } from '../support/insights-seed.js';

/*
 * Issue 40: exports on the edited timeline (struck words cut) and the edit itself as EDL, FCPXML,
 * Final Cut Pro 7 XML (xmeml) and OTIO.
 * The podcast is seeded with words struck: each given a text found nowhere else, so their absence
 * from an export is a plain search.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof editorUser>>;
let fileId: string;
let snippets: Snippet[];

/** Strikes words 5-9 of the second paragraph, the whole fourth, and the last three words of the file. */
function withStruckWords(source: readonly Snippet[]): Snippet[] {
  let n = 0;
  const strike = (word: Snippet['words'][number]) => ({ ...word, text: `zzstruck${n++}`, is_removed: true });
  return source.map((snippet, i) => ({
    ...snippet,
    words: snippet.words.map((word, j) => {
      if (i === 1 && j >= 5 && j < 10) return strike(word);
      if (i === 3) return strike(word);
      if (i === source.length - 1 && j >= snippet.words.length - 3) return strike(word);
      return word;
    }),
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await editorUser(t);
  snippets = withStruckWords(podcast.snippets);
  fileId = await seedPodcast(t, owner.email, { snippets });
});
afterAll(async () => {
  await t?.close();
});

const exportOf = (query: string) => owner.call('GET', `/api/v2/up/export/${fileId}?${query}`);

/** The end of every cue of an srt, in seconds. */
const cueEnds = (srt: string) =>
  [...srt.matchAll(/--> (\d\d):(\d\d):(\d\d),(\d\d\d)/g)].map(
    ([, h, m, s, ms]) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000,
  );

describe('GET /v2/up/export/{id}?timeline=edited', () => {
  it('srt: no struck word, and the last cue ends within the edited media', async () => {
    const plan = planEdit(snippets, { duration: podcast.duration });
    expect(plan.editedDuration).toBeLessThan(podcast.duration - 10);

    // Even asked to keep struck words: the edited media does not have them.
    const res = await exportOf('format=srt&timeline=edited&struck=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('zzstruck');
    const ends = cueEnds(res.body);
    expect(ends.length).toBeGreaterThan(10);
    expect(Math.max(...ends)).toBeLessThanOrEqual(plan.editedDuration + 0.0005);

    // The original timeline keeps them when asked, at their own times: the last cue ends later.
    const original = await exportOf('format=srt&struck=1');
    expect(original.body).toContain('zzstruck');
    expect(Math.max(...cueEnds(original.body))).toBeGreaterThan(plan.editedDuration + 5);
  });

  it('max_pause_ms shortens the edited timeline as a render with the same cap would', async () => {
    const capped = planEdit(snippets, { duration: podcast.duration, maxPauseMs: 300 });
    const res = await exportOf('format=srt&timeline=edited&max_pause_ms=300');
    expect(res.statusCode, res.body).toBe(200);
    expect(Math.max(...cueEnds(res.body))).toBeLessThanOrEqual(capped.editedDuration + 0.0005);
  });

  it('answers 400 naming the field for a bad timeline or pause cap', async () => {
    for (const query of ['format=srt&timeline=cut', 'format=srt&max_pause_ms=0', 'format=srt&max_pause_ms=abc']) {
      const res = await exportOf(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toMatch(/timeline|max_pause_ms/);
    }
  });
});

describe('the edit as a timeline', () => {
  it('edl: a CMX 3600 list whose events tile the edited media', async () => {
    const plan = planEdit(snippets, { duration: podcast.duration });
    const res = await exportOf('format=edl');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('.edl');
    const lines = res.body.split(/\r?\n/);
    expect(lines[0]).toBe(`TITLE: ${podcast.title}`);
    expect(lines[1]).toBe('FCM: NON-DROP FRAME');
    const frames = (tc: string) => {
      const [h, m, s, f] = tc.split(':').map(Number);
      return ((h! * 60 + m!) * 60 + s!) * 30 + f!;
    };
    const events = lines
      .filter((l) => /^\d{3,}\s/.test(l))
      .map((l) => {
        const [number, reel, channels, transition, ...times] = l.trim().split(/\s+/);
        expect([reel, channels, transition]).toEqual(['AX', 'AA', 'C']);
        return { number: Number(number), times: times.map(frames) };
      });
    expect(events).toHaveLength(plan.kept.length);
    let record = 0;
    events.forEach(({ number, times: [srcIn, srcOut, recIn, recOut] }, i) => {
      expect(number).toBe(i + 1);
      expect(recIn).toBe(record);
      expect(srcOut! - srcIn!).toBe(recOut! - recIn!);
      // Both source ends within a frame of the kept stretch.
      expect(Math.abs(srcIn! / 30 - plan.kept[i]!.start)).toBeLessThan(1 / 30);
      expect(Math.abs(srcOut! / 30 - plan.kept[i]!.end)).toBeLessThan(1 / 30);
      record = recOut!;
    });
    // The edit ends within a frame of the edited media's length.
    expect(Math.abs(record / 30 - plan.editedDuration)).toBeLessThanOrEqual(1 / 30);
    expect(res.body).toContain('* FROM CLIP NAME: podcast-2spk.mp3');
  });

  it('otio: a timeline of one audio track whose clips add up to the edited media', async () => {
    const plan = planEdit(snippets, { duration: podcast.duration });
    const res = await exportOf('format=otio');
    expect(res.statusCode, res.body).toBe(200);
    const timeline = JSON.parse(res.body);
    expect(timeline.OTIO_SCHEMA).toBe('Timeline.1');
    const [track] = timeline.tracks.children;
    expect(track.kind).toBe('Audio');
    const clips = track.children as { source_range: { duration: { value: number; rate: number } } }[];
    expect(clips).toHaveLength(plan.kept.length);
    const total = clips.reduce((sum, c) => sum + c.source_range.duration.value / c.source_range.duration.rate, 0);
    expect(Math.abs(total - plan.editedDuration)).toBeLessThanOrEqual(1 / 30);
  });

  it('fcpxml: one asset-clip per kept stretch, back to back on the frame grid', async () => {
    const plan = planEdit(snippets, { duration: podcast.duration });
    const res = await exportOf('format=fcpxml');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('.fcpxml');
    // jsdom reads it as strict XML: a reader this project did not write.
    const doc = new new JSDOM().window.DOMParser().parseFromString(res.body, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('version')).toBe('1.10');
    const frameDuration = doc.querySelector('resources > format')!.getAttribute('frameDuration');
    expect(frameDuration).toBe('100/3000s');
    /** Whole frames of a time such as `4500/3000s` (a hundred ticks a frame) or `0s`. */
    const frames = (time: string | null) => {
      if (time === '0s') return 0;
      const match = /^(\d+)\/3000s$/.exec(time ?? '');
      expect(match, `${time} is on the 30 fps grid`).not.toBeNull();
      expect(Number(match![1]) % 100, `${time} is a whole frame`).toBe(0);
      return Number(match![1]) / 100;
    };
    const asset = doc.querySelector('resources > asset')!;
    expect(asset.getAttribute('name')).toBe('podcast-2spk.mp3');
    expect(asset.querySelector('media-rep')!.getAttribute('src')).toBe('podcast-2spk.mp3');
    expect(frames(asset.getAttribute('duration'))).toBe(Math.round(podcast.duration * 30));

    const clips = [...doc.querySelectorAll('library > event > project > sequence > spine > asset-clip')];
    expect(clips).toHaveLength(plan.kept.length);
    let record = 0;
    clips.forEach((clip, i) => {
      expect(clip.getAttribute('ref')).toBe(asset.getAttribute('id'));
      expect(frames(clip.getAttribute('offset'))).toBe(record);
      const start = frames(clip.getAttribute('start'));
      const duration = frames(clip.getAttribute('duration'));
      // Both source ends within a frame of the kept stretch.
      expect(Math.abs(start / 30 - plan.kept[i]!.start)).toBeLessThan(1 / 30);
      expect(Math.abs((start + duration) / 30 - plan.kept[i]!.end)).toBeLessThan(1 / 30);
      record += duration;
    });
    expect(frames(doc.querySelector('sequence')!.getAttribute('duration'))).toBe(record);
    expect(Math.abs(record / 30 - plan.editedDuration)).toBeLessThanOrEqual(1 / 30);
  });

  it('xmeml: one clipitem per kept stretch on the sound track, back to back, the file described once', async () => {
    const plan = planEdit(snippets, { duration: podcast.duration });
    const res = await exportOf('format=xmeml');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/\.xml"?$/);
    const doc = new new JSDOM().window.DOMParser().parseFromString(res.body, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('xmeml');
    expect(doc.documentElement.getAttribute('version')).toBe('4');
    const sequence = doc.querySelector('xmeml > sequence')!;
    expect(sequence.querySelector(':scope > rate > timebase')!.textContent).toBe('30');
    expect(sequence.querySelector(':scope > rate > ntsc')!.textContent).toBe('FALSE');
    const frames = (el: Element, tag: string) => {
      const text = el.querySelector(`:scope > ${tag}`)!.textContent ?? '';
      expect(text, `${tag} is whole frames`).toMatch(/^\d+$/);
      return Number(text);
    };

    // The podcast is audio: no picture track, one sound track.
    expect(doc.querySelectorAll('sequence > media > video > track')).toHaveLength(0);
    const clips = [...doc.querySelectorAll('sequence > media > audio > track > clipitem')];
    expect(clips).toHaveLength(plan.kept.length);
    const file = clips[0]!.querySelector(':scope > file')!;
    expect(file.querySelector(':scope > name')!.textContent).toBe('podcast-2spk.mp3');
    expect(file.querySelector(':scope > pathurl')!.textContent).toBe('file://localhost/podcast-2spk.mp3');
    expect(frames(file, 'duration')).toBe(Math.round(podcast.duration * 30));
    let record = 0;
    clips.forEach((clip, i) => {
      if (i > 0) expect(clip.querySelector(':scope > file')!.outerHTML).toBe(`<file id="${file.getAttribute('id')}"/>`);
      expect(frames(clip, 'start')).toBe(record);
      const sourceIn = frames(clip, 'in');
      const sourceOut = frames(clip, 'out');
      expect(frames(clip, 'end') - frames(clip, 'start')).toBe(sourceOut - sourceIn);
      // Both source ends within a frame of the kept stretch.
      expect(Math.abs(sourceIn / 30 - plan.kept[i]!.start)).toBeLessThan(1 / 30);
      expect(Math.abs(sourceOut / 30 - plan.kept[i]!.end)).toBeLessThan(1 / 30);
      record = frames(clip, 'end');
    });
    expect(frames(sequence, 'duration')).toBe(record);
    expect(Math.abs(record / 30 - plan.editedDuration)).toBeLessThanOrEqual(1 / 30);
  });
});
