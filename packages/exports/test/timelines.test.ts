import { describe, expect, it } from 'vitest';
import { renderExport } from '../src/render-export.js';
import { frameTimecode, renderEdl } from '../src/timelines/edl.js';
import { renderOtio } from '../src/timelines/otio.js';
import { timelineEvents, type TimelineInput } from '../src/timelines/timeline.js';
import { opts, smallSource } from './export-fixtures.js';

/**
 * Three kept stretches of a 6 s file at 30 fps, frames worked out by hand:
 *   [0, 1.5]     edited [0, 1.5]    record 0..45,  source 0..45
 *   [2.0, 3.3]   edited [1.5, 2.8]  record 45..84, source 60..99
 *   [5.01, 6.0]  edited [2.8, 3.79] record 84..114 (113.7 rounds up), source 150 (150.3) .. 180
 */
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

describe('timelineEvents', () => {
  it('gives each kept stretch its source and record frames', () => {
    expect(timelineEvents(input)).toEqual([
      { sourceIn: 0, sourceOut: 45, recordIn: 0, recordOut: 45 },
      { sourceIn: 60, sourceOut: 99, recordIn: 45, recordOut: 84 },
      { sourceIn: 150, sourceOut: 180, recordIn: 84, recordOut: 114 },
    ]);
  });

  it('does not let rounding add up over many cuts', () => {
    // 1000 stretches of 0.51 s (15.3 frames each) with 0.2 s cut between: 510 s edited = 15300 frames.
    const kept = Array.from({ length: 1000 }, (_, i) => ({ start: i * 0.71, end: i * 0.71 + 0.51 }));
    const events = timelineEvents({ kept, duration: 1000 * 0.71 });
    expect(events).toHaveLength(1000);
    expect(events.at(-1)!.recordOut).toBe(15300);
    // Back to back on the record side, each as long on both sides.
    for (let i = 0; i < events.length; i++) {
      const e = events[i]!;
      expect(e.sourceOut - e.sourceIn).toBe(e.recordOut - e.recordIn);
      if (i > 0) expect(e.recordIn).toBe(events[i - 1]!.recordOut);
    }
    // Event 500 starts at edited 255 s = frame 7650, source 355 s = frame 10650.
    expect(events[500]).toMatchObject({ recordIn: 7650, sourceIn: 10650 });
  });

  it('keeps both ends of each stretch within a frame on the source and the record side', () => {
    // Stretches and gaps of awkward lengths (none a whole number of frames), checked against the
    // exact times: source in/out against the stretch, record in/out against the edited timeline.
    const kept = Array.from({ length: 400 }, (_, i) => {
      const start = i * 1.3 + ((i * 0.137) % 0.29);
      return { start, end: start + 0.4 + ((i * 0.071) % 0.61) };
    });
    const duration = kept.at(-1)!.end + 1;
    const events = timelineEvents({ kept, duration });
    expect(events).toHaveLength(kept.length);
    let edited = 0;
    let worst = 0;
    events.forEach((e, i) => {
      const { start, end } = kept[i]!;
      const exact = [start, end, edited, edited + (end - start)].map((t) => t * 30);
      const frames = [e.sourceIn, e.sourceOut, e.recordIn, e.recordOut];
      frames.forEach((f, j) => (worst = Math.max(worst, Math.abs(f - exact[j]!))));
      expect(Math.abs(e.recordIn - exact[2]!)).toBeLessThanOrEqual(0.5);
      edited += end - start;
    });
    expect(worst).toBeLessThan(1);
    // Rounding the source in alone would have left some source outs farther than a frame away.
    const roundedOuts = events.map((e, i) => Math.round(kept[i]!.start * 30) + (e.recordOut - e.recordIn));
    expect(Math.max(...roundedOuts.map((out, i) => Math.abs(out - kept[i]!.end * 30)))).toBeGreaterThan(1);
  });

  it('leaves out a stretch shorter than a frame and never goes past the media', () => {
    const events = timelineEvents({
      duration: 2,
      kept: [
        { start: 0, end: 0.01 },
        { start: 1, end: 2 },
      ],
    });
    expect(events).toEqual([{ sourceIn: 30, sourceOut: 60, recordIn: 0, recordOut: 30 }]);
  });
});

describe('frameTimecode', () => {
  it('writes hours, minutes, seconds and frames', () => {
    expect(frameTimecode(0, 30)).toBe('00:00:00:00');
    expect(frameTimecode(3600 * 30 + 61 * 30 + 7, 30)).toBe('01:01:01:07');
    expect(frameTimecode(29, 30)).toBe('00:00:00:29');
    expect(frameTimecode(25, 25)).toBe('00:00:01:00');
  });
});

describe('renderEdl', () => {
  it('writes a CMX 3600 list with one event per kept stretch', () => {
    expect(renderEdl(input).split('\r\n')).toEqual([
      'TITLE: Call',
      'FCM: NON-DROP FRAME',
      '',
      '001  AX       AA    C        00:00:00:00 00:00:01:15 00:00:00:00 00:00:01:15',
      '* FROM CLIP NAME: call.mp3',
      '',
      '002  AX       AA    C        00:00:02:00 00:00:03:09 00:00:01:15 00:00:02:24',
      '* FROM CLIP NAME: call.mp3',
      '',
      '003  AX       AA    C        00:00:05:00 00:00:06:00 00:00:02:24 00:00:03:24',
      '* FROM CLIP NAME: call.mp3',
      '',
    ]);
  });

  it('marks a video file AA/V and keeps line breaks out of the title', () => {
    const text = renderEdl({ ...input, title: 'Two\nlines', mediaKind: 'video', mediaName: 'talk.mp4' });
    expect(text.startsWith('TITLE: Two lines\r\n')).toBe(true);
    expect(text).toContain('001  AX       AA/V  C        00:00:00:00');
    expect(text).toContain('* FROM CLIP NAME: talk.mp4');
  });
});

describe('renderOtio', () => {
  it('is a Timeline of one Audio track with a clip per kept stretch', () => {
    const timeline = JSON.parse(renderOtio(input));
    expect(timeline.OTIO_SCHEMA).toBe('Timeline.1');
    expect(timeline.name).toBe('Call');
    expect(timeline.tracks.OTIO_SCHEMA).toBe('Stack.1');
    const [track] = timeline.tracks.children;
    expect(track).toMatchObject({ OTIO_SCHEMA: 'Track.1', kind: 'Audio' });
    const ranges = track.children.map((clip: { OTIO_SCHEMA: string; source_range: object }) => {
      expect(clip.OTIO_SCHEMA).toBe('Clip.2');
      return clip.source_range;
    });
    const at = (value: number) => ({ OTIO_SCHEMA: 'RationalTime.1', rate: 30, value });
    expect(ranges).toEqual([
      { OTIO_SCHEMA: 'TimeRange.1', start_time: at(0), duration: at(45) },
      { OTIO_SCHEMA: 'TimeRange.1', start_time: at(60), duration: at(39) },
      { OTIO_SCHEMA: 'TimeRange.1', start_time: at(150), duration: at(30) },
    ]);
    const reference = track.children[0].media_references.DEFAULT_MEDIA;
    expect(reference).toMatchObject({ OTIO_SCHEMA: 'ExternalReference.1', target_url: 'call.mp3' });
    expect(reference.available_range.duration).toEqual(at(180));
    expect(track.children[0].active_media_reference_key).toBe('DEFAULT_MEDIA');
  });

  it('makes a Video track for a video file', () => {
    const timeline = JSON.parse(renderOtio({ ...input, mediaKind: 'video' }));
    expect(timeline.tracks.children[0].kind).toBe('Video');
  });
});

/*
 * smallSource's edit, by hand (cuts in the middle of each gap, planEdit's rule without an energy profile):
 * "um" (1.5-1.7) between "Welcome" (ends 1.4) and "to" (1.8): cut [1.45, 1.75];
 * "uh hmm" (5-5.5) between "me." (ends 4.4) and "So," (65): cut [4.7, 35.25].
 * Kept [0, 1.45], [1.75, 4.7], [35.25, 95]: 64.15 s. "to" moves to 1.5 s, "So," to 34.15 s.
 */
describe('exports on the edited timeline', () => {
  it('srt: struck words gone, times through the cuts', async () => {
    const srt = (
      await renderExport(smallSource(), opts({ format: 'srt', timeline: 'edited', struck: '1' }))
    ).body.toString();
    expect(srt).not.toMatch(/\bum\b|\buh\b|\bhmm\b/);
    expect(srt).toContain('00:00:34,150 -->');
    const ends = [...srt.matchAll(/--> (\d\d):(\d\d):(\d\d),(\d\d\d)/g)].map(
      ([, h, m, s, ms]) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000,
    );
    expect(Math.max(...ends)).toBeLessThanOrEqual(64.15);
    // On the original timeline the same paragraph starts at 65 s.
    const original = (await renderExport(smallSource(), opts({ format: 'srt' }))).body.toString();
    expect(original).toContain('00:01:05,000 -->');
  });

  it('json: words carry edited times', async () => {
    const json = JSON.parse(
      (await renderExport(smallSource(), opts({ format: 'json', timeline: 'edited' }))).body.toString(),
    );
    const words = json.paragraphs.flatMap((p: { words: { text: string; start: number }[] }) => p.words);
    expect(words.find((w: { text: string }) => w.text === 'to').start).toBeCloseTo(1.5, 9);
    expect(words.find((w: { text: string }) => w.text === 'So,').start).toBeCloseTo(34.15, 9);
  });

  it('chapters: moved through the cuts too', async () => {
    const edited = await renderExport(smallSource(), opts({ format: 'youtube-chapters', timeline: 'edited' }));
    // 1:05 is the start of "So,", at 34.15 s of the edited media.
    expect(edited.body.toString()).toBe('0:00 Welcome\n0:34 Why the guest came\n');
  });

  it('edl: the same edit, in frames', async () => {
    const edl = (await renderExport(smallSource(), opts({ format: 'edl' }))).body.toString();
    // The last kept stretch [35.25, 95] is edited [4.4, 64.15]: record frames 132 (4 s 12) to 1925
    // (64.15 s is frame 1924.5, rounded up; 1:04 s 5), 1793 frames. The source starts at frame 1057.5:
    // from 1058 it would end at 2851, past the media's last frame (2850, 95 s); from 1057 (35 s 7) it
    // ends exactly there, both ends within a frame of the stretch.
    const events = edl.split('\r\n').filter((l) => /^\d{3} /.test(l));
    expect(events).toHaveLength(3);
    expect(events[2]!.split(/\s+/).slice(4)).toEqual(['00:00:35:07', '00:01:35:00', '00:00:04:12', '00:01:04:05']);
  });
});
