import type { Snippet, Word } from '@scriptloom/contracts';
import { describe, expect, it } from 'vitest';
import {
  editedSnippets,
  editTimeMap,
  formatTimestamp,
  planEdit,
  quietestInEnvelope,
  STRUCK_EDGE_REACH_S,
  type EditPlan,
  type EnergyEnvelope,
  type QuietestPoint,
} from '../src/index.js';
import { seeded } from './helpers.js';

/** A word: [text, start, end] and 'x' to strike it. */
type W = [string, number, number, 'x'?];

function paragraph(words: W[], id = `p${words[0]?.[1] ?? 0}`, speaker = 'Ann'): Snippet {
  const ws: Word[] = words.map(([text, start, end, x]) => ({
    text,
    start,
    end,
    confidence: 0.9,
    is_removed: x === 'x',
  }));
  const start = ws[0]?.start ?? 0;
  const end = ws.at(-1)?.end ?? 0;
  return {
    id,
    start,
    start_timestamp: formatTimestamp(start),
    end,
    end_timestamp: formatTimestamp(end),
    speaker,
    words: ws,
    comments: [],
  };
}

const close = (ranges: { start: number; end: number }[]) =>
  ranges.map((r) => ({ start: Math.round(r.start * 1e6) / 1e6, end: Math.round(r.end * 1e6) / 1e6 }));

describe('planEdit: struck words', () => {
  it('keeps the whole file as one range when nothing is struck and pauses are not capped', () => {
    const plan = planEdit(
      [
        paragraph([
          ['a', 1, 1.5],
          ['b', 2, 2.5],
        ]),
      ],
      { duration: 10 },
    );
    expect(plan).toEqual({ duration: 10, kept: [{ start: 0, end: 10 }], cuts: [], editedDuration: 10 });
    expect(planEdit([], { duration: 7 }).kept).toEqual([{ start: 0, end: 7 }]);
  });

  it('cuts a struck word from the middle of the gap before it to the middle of the gap after it', () => {
    // Gaps: [1.5, 2] before the struck word and [2.4, 3] after it.
    const plan = planEdit(
      [
        paragraph([
          ['a', 1, 1.5],
          ['b', 2, 2.4, 'x'],
          ['c', 3, 3.5],
        ]),
      ],
      { duration: 5 },
    );
    expect(close(plan.kept)).toEqual([
      { start: 0, end: 1.75 },
      { start: 2.7, end: 5 },
    ]);
    expect(close(plan.cuts)).toEqual([{ start: 1.75, end: 2.7 }]);
    expect(plan.cuts[0]!.reason).toBe('struck');
    expect(plan.editedDuration).toBeCloseTo(4.05, 9);
  });

  it('joins the two sides with the mean of the pauses either side of the struck run, not with none', () => {
    // Pause before the run 0.2 s, after it 0.6 s: the join keeps 0.1 + 0.3 = 0.4 s of silence.
    const plan = planEdit(
      [
        paragraph([
          ['a', 1, 1.5],
          ['um', 1.7, 2, 'x'],
          ['uh', 2.1, 2.4, 'x'],
          ['c', 3, 3.5],
        ]),
      ],
      {
        duration: 4,
      },
    );
    const map = editTimeMap(plan);
    expect(map.toEdited(3) - map.toEdited(1.5)).toBeCloseTo(0.4, 9);
    expect(close(plan.cuts)).toEqual([{ start: 1.6, end: 2.7 }]);
  });

  it('cuts a run of struck words across paragraphs, a wholly struck paragraph with it, as one cut', () => {
    const doc = [
      paragraph(
        [
          ['a', 0.5, 1],
          ['b', 1.2, 1.6, 'x'],
        ],
        'p1',
      ),
      paragraph(
        [
          ['c', 2, 2.5, 'x'],
          ['d', 2.6, 2.9, 'x'],
        ],
        'p2',
        'Bob',
      ),
      paragraph(
        [
          ['e', 3.5, 3.9],
          ['f', 4, 4.4],
        ],
        'p3',
      ),
    ];
    const plan = planEdit(doc, { duration: 5 });
    // Gaps [1, 1.2] and [2.9, 3.5].
    expect(close(plan.kept)).toEqual([
      { start: 0, end: 1.1 },
      { start: 3.2, end: 5 },
    ]);
    expect(plan.editedDuration).toBeCloseTo(1.1 + 1.8, 9);
  });

  it('makes separate cuts for struck runs with kept words between them', () => {
    const plan = planEdit(
      [
        paragraph([
          ['a', 0, 1],
          ['b', 1.2, 1.4, 'x'],
          ['c', 1.6, 2],
          ['d', 2.4, 2.6, 'x'],
          ['e', 3, 3.2],
        ]),
      ],
      { duration: 4 },
    );
    expect(close(plan.cuts)).toEqual([
      { start: 1.1, end: 1.5 },
      { start: 2.2, end: 2.8 },
    ]);
  });

  it('is empty when every word is struck', () => {
    const plan = planEdit(
      [
        paragraph([
          ['a', 1, 1.5, 'x'],
          ['b', 2, 2.5, 'x'],
        ]),
      ],
      { duration: 6, maxPauseMs: 700 },
    );
    expect(plan.kept).toEqual([]);
    expect(plan.editedDuration).toBe(0);
    expect(plan.cuts).toEqual([{ start: 0, end: 6, reason: 'struck' }]);
  });

  it('finds words in time order whatever order the paragraphs are in', () => {
    const later = paragraph([['c', 3, 3.5]], 'p2');
    const earlier = paragraph(
      [
        ['a', 1, 1.5],
        ['b', 2, 2.4, 'x'],
      ],
      'p1',
    );
    expect(close(planEdit([later, earlier], { duration: 5 }).kept)).toEqual([
      { start: 0, end: 1.75 },
      { start: 2.7, end: 5 },
    ]);
  });
});

describe('planEdit: the start and end of the file', () => {
  it('keeps leading and trailing stretches without words, and does not cap them', () => {
    const plan = planEdit(
      [
        paragraph([
          ['a', 5, 5.5],
          ['b', 6, 6.5],
        ]),
      ],
      { duration: 20, maxPauseMs: 700 },
    );
    expect(plan.kept).toEqual([{ start: 0, end: 20 }]);
  });

  it('cuts struck words at the start from within a pause-long stretch before them', () => {
    // Lead-in 0.5 s, pause after the run 0.4 s: the outer gap counts as [0.1, 0.5], cut at its middle.
    const plan = planEdit(
      [
        paragraph([
          ['um', 0.5, 0.8, 'x'],
          ['a', 1.2, 1.6],
        ]),
      ],
      { duration: 3 },
    );
    expect(close(plan.kept)).toEqual([
      { start: 0, end: 0.3 },
      { start: 1, end: 3 },
    ]);
  });

  it('keeps a long intro before a struck first word but for a pause-long stretch', () => {
    const plan = planEdit(
      [
        paragraph([
          ['um', 10, 10.4, 'x'],
          ['a', 10.6, 11],
        ]),
      ],
      { duration: 12 },
    );
    expect(close(plan.kept)).toEqual([
      { start: 0, end: 9.9 },
      { start: 10.5, end: 12 },
    ]);
  });

  it('cuts struck words at the end up to within a pause-long stretch after them', () => {
    const plan = planEdit(
      [
        paragraph([
          ['a', 1, 1.5],
          ['bye', 2, 2.5, 'x'],
        ]),
      ],
      { duration: 4 },
    );
    expect(close(plan.kept)).toEqual([
      { start: 0, end: 1.75 },
      { start: 2.75, end: 4 },
    ]);
  });

  it('starts the cut at a struck first word that begins the file', () => {
    const plan = planEdit(
      [
        paragraph([
          ['um', 0, 0.3, 'x'],
          ['a', 0.5, 1],
        ]),
      ],
      { duration: 2 },
    );
    expect(close(plan.kept)).toEqual([{ start: 0.4, end: 2 }]);
  });

  it('clamps word times to the file', () => {
    const plan = planEdit(
      [
        paragraph([
          ['a', -0.2, 0.5],
          ['b', 1, 1.5],
          ['c', 1.9, 2.6, 'x'],
        ]),
      ],
      { duration: 2.2 },
    );
    // The struck word ends at the file's end: its outer gap is empty, the cut runs to the end.
    expect(close(plan.kept)).toEqual([{ start: 0, end: 1.7 }]);
    expect(plan.cuts.at(-1)!.end).toBe(2.2);
  });
});

describe('planEdit: shortening pauses', () => {
  it('takes out the middle of every pause between kept words longer than the cap', () => {
    const doc = [
      paragraph([
        ['a', 0, 0.5],
        ['b', 2.5, 3],
        ['c', 3.7, 4],
        ['d', 4.6, 5],
      ]),
    ];
    const plan = planEdit(doc, { duration: 6, maxPauseMs: 700 });
    // 2 s pause -> 0.7 s; the 0.7 s pause is not longer than the cap; the 0.6 s pause is shorter.
    expect(close(plan.cuts)).toEqual([{ start: 0.85, end: 2.15 }]);
    expect(plan.cuts[0]!.reason).toBe('pause');
    expect(plan.editedDuration).toBeCloseTo(6 - 1.3, 9);
  });

  it('caps the pauses between paragraphs too', () => {
    const doc = [paragraph([['a', 0, 1]], 'p1'), paragraph([['b', 11, 12]], 'p2', 'Bob')];
    expect(close(planEdit(doc, { duration: 12, maxPauseMs: 1000 }).cuts)).toEqual([{ start: 1.5, end: 10.5 }]);
  });

  it('caps the silence across a join, each side keeping half the cap', () => {
    // Join without the cap: 0.75 + 1.0 s; with a 0.7 s cap each side keeps 0.35 s.
    const plan = planEdit(
      [
        paragraph([
          ['a', 1, 1.5],
          ['um', 3, 3.5, 'x'],
          ['b', 5.5, 6],
        ]),
      ],
      {
        duration: 7,
        maxPauseMs: 700,
      },
    );
    expect(close(plan.cuts)).toEqual([{ start: 1.85, end: 5.15 }]);
    expect(plan.cuts.map((c) => c.reason)).toEqual(['struck']);
  });

  it('lets the longer side of a capped join keep what the shorter side lacks', () => {
    // Join without the cap: 0.1 + 1.0 s; the short side keeps its 0.1 s, the long side 0.6 s.
    const plan = planEdit(
      [
        paragraph([
          ['a', 1, 1.5],
          ['um', 1.7, 2, 'x'],
          ['b', 4, 4.5],
        ]),
      ],
      {
        duration: 5,
        maxPauseMs: 700,
      },
    );
    expect(close(plan.cuts)).toEqual([{ start: 1.6, end: 3.4 }]);
  });

  it('refuses a cap or duration that is not a positive number, naming it', () => {
    const doc = [paragraph([['a', 1, 1.5]])];
    expect(() => planEdit(doc, { duration: 0 })).toThrow(/duration/);
    expect(() => planEdit(doc, { duration: Number.NaN })).toThrow(/duration/);
    expect(() => planEdit(doc, { duration: 5, maxPauseMs: 0 })).toThrow(/maxPauseMs/);
    expect(() => planEdit(doc, { duration: 5, maxPauseMs: -700 })).toThrow(/maxPauseMs/);
  });
});

describe('planEdit: the quietest point of a gap', () => {
  const doc = [
    paragraph([
      ['a', 1, 1.5],
      ['b', 2, 2.4, 'x'],
      ['c', 3, 3.5],
    ]),
  ];

  it('asks where the middle half of each gap (and the struck edge beside it) is quietest and cuts there', () => {
    const asked: [number, number][] = [];
    const quietest: QuietestPoint = (from, to) => {
      asked.push([from, to]);
      return from < 2 ? 1.7 : 2.8;
    };
    const plan = planEdit(doc, { duration: 5, gapEnergy: quietest });
    expect(asked.map(([a, b]) => [Math.round(a * 1e6) / 1e6, Math.round(b * 1e6) / 1e6])).toEqual([
      // The middle half of the gap before "b", reaching 60 ms into "b"; the same after it.
      [1.625, 2.06],
      [2.34, 2.85],
    ]);
    expect(close(plan.kept)).toEqual([
      { start: 0, end: 1.7 },
      { start: 2.8, end: 5 },
    ]);
  });

  it('keeps an answer outside the gap inside it, and uses the middle for an answer that is no time', () => {
    const plan = planEdit(doc, { duration: 5, gapEnergy: (from) => (from < 2 ? 0 : Number.NaN) });
    expect(close(plan.kept)).toEqual([
      { start: 0, end: 1.625 },
      { start: 2.7, end: 5 },
    ]);
  });

  it('reads the quietest point from a sampled envelope', () => {
    // 100 frames a second, all loud but a dip at frame 170 (centred on 1.705 s) and frame 270 (2.705
    // s), and a deeper one at frame 152 (1.525 s) outside the middle half of its gap.
    const levels = new Float32Array(500).fill(1);
    levels[170] = 0.1;
    levels[270] = 0.2;
    levels[152] = 0;
    const envelope: EnergyEnvelope = { framesPerSecond: 100, levels };
    expect(close(planEdit(doc, { duration: 5, gapEnergy: envelope }).kept)).toEqual([
      { start: 0, end: 1.705 },
      { start: 2.705, end: 5 },
    ]);
  });

  it('looks into a struck word for its dip only with an envelope of 20 ms frames or finer', () => {
    // A dip 35 ms into the struck "b" (2-2.4), louder everywhere else.
    const fine = new Float32Array(500).fill(1);
    fine[203] = 0; // centred on 2.035 s
    expect(close(planEdit(doc, { duration: 5, gapEnergy: { framesPerSecond: 100, levels: fine } }).kept)[0]).toEqual({
      start: 0,
      end: 2.035,
    });
    // The player's waveform (50 ms peaks) cannot place a dip between words: the cut stays in the gap.
    const coarse = new Float32Array(100).fill(1);
    coarse[40] = 0; // the frame 2.0-2.05 s, centred on 2.025 s
    const end = planEdit(doc, { duration: 5, gapEnergy: { framesPerSecond: 20, levels: coarse } }).kept[0]!.end;
    expect(end).toBeLessThanOrEqual(2);
  });

  it('cuts a flat stretch of an envelope in its middle, and the middle where no frame falls', () => {
    const flat = quietestInEnvelope({ framesPerSecond: 10, levels: new Float32Array(100).fill(0.5) });
    expect(flat(1.625, 1.875)).toBeCloseTo(1.75, 9);
    const coarse = quietestInEnvelope({ framesPerSecond: 1, levels: [1, 1, 1] });
    expect(coarse(1.6, 1.9)).toBeCloseTo(1.75, 9);
    expect(coarse(7, 8)).toBe(7.5);
    expect(() => quietestInEnvelope({ framesPerSecond: 0, levels: [] })).toThrow(/framesPerSecond/);
  });
});

describe('planEdit: overlapping word times', () => {
  it('keeps a kept word whole when a struck word overlaps it', () => {
    const plan = planEdit(
      [
        paragraph([
          ['a', 1, 2],
          ['b', 1.8, 2.3, 'x'],
          ['c', 2.3, 3],
        ]),
      ],
      { duration: 4 },
    );
    expect(close(plan.kept)).toEqual([
      { start: 0, end: 2 },
      { start: 2.3, end: 4 },
    ]);
  });

  it('cuts nothing for a struck word said wholly inside a kept one', () => {
    const plan = planEdit(
      [
        paragraph([
          ['a', 1, 3],
          ['b', 1.5, 2, 'x'],
          ['c', 3.5, 4],
        ]),
      ],
      { duration: 5 },
    );
    expect(plan.kept).toEqual([{ start: 0, end: 5 }]);
  });
});

describe('editTimeMap', () => {
  const plan = planEdit(
    [
      paragraph([
        ['a', 1, 1.5],
        ['b', 2, 2.4, 'x'],
        ['c', 3, 3.5],
      ]),
    ],
    { duration: 5 },
  );
  // Kept [0, 1.75] and [2.7, 5].

  it('maps original times onto the edited timeline, a time inside a cut to the cut point', () => {
    const map = editTimeMap(plan);
    expect(map.editedDuration).toBeCloseTo(4.05, 9);
    expect(map.toEdited(1)).toBe(1);
    expect(map.toEdited(2)).toBeCloseTo(1.75, 9);
    expect(map.toEdited(2.7)).toBeCloseTo(1.75, 9);
    expect(map.toEdited(3)).toBeCloseTo(2.05, 9);
    expect(map.toEdited(5)).toBeCloseTo(4.05, 9);
    expect(map.toEdited(-1)).toBe(0);
    expect(map.toEdited(9)).toBeCloseTo(4.05, 9);
  });

  it('maps edited times back, the join to where playback goes on', () => {
    const map = editTimeMap(plan);
    expect(map.toOriginal(1)).toBe(1);
    expect(map.toOriginal(1.75)).toBeCloseTo(2.7, 9);
    expect(map.toOriginal(2.05)).toBeCloseTo(3, 9);
    expect(map.toOriginal(4.05)).toBe(5);
    expect(map.toOriginal(10)).toBe(5);
    expect(map.toOriginal(-1)).toBe(0);
  });

  it('maps a plan whose first kept range starts after 0', () => {
    const map = editTimeMap({
      kept: [
        { start: 2, end: 3 },
        { start: 5, end: 6 },
      ],
    });
    expect([1, 2.5, 4, 5.5, 7].map((t) => map.toEdited(t))).toEqual([0, 0.5, 1, 1.5, 2]);
    expect([0, 0.5, 1, 1.5, 2].map((t) => map.toOriginal(t))).toEqual([2, 2.5, 5, 5.5, 6]);
  });

  it('maps everything to 0 through an empty plan', () => {
    const map = editTimeMap({ kept: [] });
    expect([map.editedDuration, map.toEdited(3), map.toOriginal(1)]).toEqual([0, 0, 0]);
  });
});

describe('editedSnippets', () => {
  it('drops struck words and emptied paragraphs and puts the rest on the edited timeline', () => {
    const doc = [
      paragraph(
        [
          ['hello', 1, 1.5],
          ['um', 2, 2.4, 'x'],
          ['there', 3, 3.5],
        ],
        'p1',
      ),
      paragraph(
        [
          ['scrap', 4, 4.5, 'x'],
          ['this', 4.6, 5, 'x'],
        ],
        'p2',
        'Bob',
      ),
      paragraph([['bye', 66, 66.5]], 'p3'),
    ];
    doc[0]!.comments = [
      { id: 'c', comment: 'x', start_pos: 0, end_pos: 5, highlighted_text: 'hello', created_by: { first_name: 'A' } },
    ];
    const plan = planEdit(doc, { duration: 70 });
    // Cuts [1.75, 2.7] and [3.75, 35.5] (gaps [3.5, 4] and [5, 66]): 0.95 + 31.75 s out before "bye".
    const edited = editedSnippets(doc, plan);
    expect(edited.map((s) => s.id)).toEqual(['p1', 'p3']);
    const p1 = edited[0]!;
    expect(p1.words.map((w) => w.text)).toEqual(['hello', 'there']);
    expect(p1.words[1]!.start).toBeCloseTo(2.05, 9);
    expect(p1.words[1]!.end).toBeCloseTo(2.55, 9);
    expect([p1.start, p1.end]).toEqual([1, p1.words[1]!.end]);
    expect(p1.comments).toEqual([]);
    const p3 = edited[1]!;
    expect(p3.start).toBeCloseTo(66 - 0.95 - 31.75, 9);
    expect(p3.end).toBeCloseTo(66.5 - 0.95 - 31.75, 9);
    expect([p3.start_timestamp, p3.end_timestamp]).toEqual(['0:00:33', '0:00:33']);
    expect(p3.speaker).toBe('Ann');
    expect(doc[0]!.words).toHaveLength(3);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties over random transcripts.

interface Generated {
  doc: Snippet[];
  duration: number;
  maxPauseMs?: number;
  gapEnergy?: QuietestPoint | EnergyEnvelope;
}

function randomTranscript(seed: number): Generated {
  const r = seeded(seed);
  const strikeChance = [0, 0.1, 0.4, 0.9, 1][r.int(5)]!;
  const wordCount = r.int(60);
  let t = r.int(3) === 0 ? 0 : r.next() * 3;
  const doc: Snippet[] = [];
  let words: W[] = [];
  for (let i = 0; i < wordCount; i++) {
    // Gaps: some none at all, most short, a few long pauses; times in milliseconds like the recogniser's.
    const kind = r.int(10);
    const gap = i === 0 ? 0 : kind === 0 ? 0 : kind < 8 ? r.next() * 0.6 : 0.6 + r.next() * 4;
    const start = Math.round((t + gap) * 1000) / 1000;
    const end = Math.round((start + 0.02 + r.next() * 0.8) * 1000) / 1000;
    words.push([`w${i}`, start, end, r.next() < strikeChance ? 'x' : undefined]);
    t = end;
    if (r.int(8) === 0) {
      doc.push(paragraph(words, `p${doc.length}`));
      words = [];
    }
  }
  if (words.length) doc.push(paragraph(words, `p${doc.length}`));
  const duration = t + (r.int(3) === 0 ? 0 : r.next() * 3) + 0.001;
  const maxPauseMs = r.int(2) === 0 ? undefined : 150 + r.int(1500);
  let gapEnergy: Generated['gapEnergy'];
  const energyKind = r.int(3);
  if (energyKind === 1) {
    const fps = 50 + r.int(100);
    const levels = new Float32Array(Math.ceil(duration * fps) + 1).map(() => r.next());
    gapEnergy = { framesPerSecond: fps, levels };
  } else if (energyKind === 2) {
    // Any answer at all, even outside the gap: the planner must still keep its cuts in the gap.
    gapEnergy = (from, to) => from - 1 + r.next() * (to - from + 2);
  }
  return { doc, duration, maxPauseMs, gapEnergy };
}

const EPS = 1e-9;
const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

function checkPlan(g: Generated, plan: EditPlan): void {
  const words = g.doc.flatMap((s) => s.words).sort((a, b) => a.start - b.start);
  const kept = words.filter((w) => !w.is_removed);
  const struck = words.filter((w) => w.is_removed);

  // Kept ranges: sorted, apart, none empty, inside the file; with the cuts they tile it.
  for (let i = 0; i < plan.kept.length; i++) {
    const range = plan.kept[i]!;
    expect(range.end).toBeGreaterThan(range.start);
    expect(range.start).toBeGreaterThanOrEqual(i === 0 ? 0 : plan.kept[i - 1]!.end);
    expect(range.end).toBeLessThanOrEqual(g.duration);
  }
  const pieces = [...plan.kept, ...plan.cuts].sort((a, b) => a.start - b.start);
  expect(pieces[0]!.start).toBe(0);
  expect(pieces.at(-1)!.end).toBe(g.duration);
  for (let i = 1; i < pieces.length; i++) expect(pieces[i]!.start).toBe(pieces[i - 1]!.end);

  const sum = plan.kept.reduce((s, r) => s + r.end - r.start, 0);
  expect(plan.editedDuration).toBeCloseTo(sum, 9);

  if (words.length > 0 && kept.length === 0) {
    expect(plan.kept).toEqual([]);
    return;
  }
  if (struck.length === 0 && g.maxPauseMs === undefined) expect(plan.kept).toEqual([{ start: 0, end: g.duration }]);

  // No cut inside a kept word; no struck word's inside kept.
  for (const w of kept) {
    expect(
      plan.kept.some((r) => r.start <= w.start && w.end <= r.end),
      `kept ${w.text} ${w.start}-${w.end}`,
    ).toBe(true);
  }
  // With an energy profile a cut may reach a little way into a struck run, looking for quiet.
  const struckLeft = g.gapEnergy ? STRUCK_EDGE_REACH_S + EPS : EPS;
  for (const w of struck) {
    for (const r of plan.kept) expect(overlap(w, r), `struck ${w.text}`).toBeLessThan(struckLeft);
  }

  const map = editTimeMap(plan);
  // Monotone over the whole file, onto [0, editedDuration].
  let previous = -1;
  for (let i = 0; i <= 400; i++) {
    const e = map.toEdited((g.duration * i) / 400);
    expect(e).toBeGreaterThanOrEqual(previous);
    previous = e;
  }
  expect(map.toEdited(g.duration)).toBeCloseTo(plan.editedDuration, 9);
  // Back and forth inside every kept range.
  for (const r of plan.kept) {
    for (const f of [0, 0.25, 0.5, 0.99]) {
      const t = r.start + f * (r.end - r.start);
      expect(map.toOriginal(map.toEdited(t))).toBeCloseTo(t, 9);
    }
  }

  // The silence between consecutive kept words on the edited timeline.
  for (let i = 1; i < kept.length; i++) {
    const a = kept[i - 1]!;
    const b = kept[i]!;
    if (b.start < a.end) continue;
    const between = struck.filter((w) => w.start >= a.start && w.start <= b.start);
    const joined = map.toEdited(b.start) - map.toEdited(a.end);
    const cap = g.maxPauseMs === undefined ? Number.POSITIVE_INFINITY : g.maxPauseMs / 1000;
    if (between.length === 0) {
      expect(joined).toBeCloseTo(Math.min(b.start - a.end, cap), 9);
      continue;
    }
    // Across a join: about the mean of the pauses either side of the struck run (its middle half
    // with an energy profile), never more than the cap.
    const runStart = Math.min(...between.map((w) => w.start));
    const runEnd = Math.max(...between.map((w) => w.end));
    if (runStart < a.end || runEnd > b.start) continue; // overlapping times: no pauses to speak of
    const mean = (runStart - a.end + (b.start - runEnd)) / 2;
    // With a profile: at least the middle halves' share, at most both pauses and the reach into the run.
    const [lo, hi] = g.gapEnergy ? [mean / 2, 2 * mean + 2 * STRUCK_EDGE_REACH_S] : [mean, mean];
    expect(joined).toBeGreaterThanOrEqual(Math.min(lo, cap) - 1e-9);
    expect(joined).toBeLessThanOrEqual(Math.min(hi, cap) + 1e-9);
  }

  // The edited paragraphs: the kept words, in order, each as long as it was, within the edit.
  const edited = editedSnippets(g.doc, plan);
  const editedWords = edited.flatMap((s) => s.words);
  expect(editedWords.map((w) => w.text)).toEqual(
    g.doc.flatMap((s) => s.words.filter((w) => !w.is_removed)).map((w) => w.text),
  );
  const originalByText = new Map(kept.map((w) => [w.text, w]));
  for (const w of editedWords) {
    const o = originalByText.get(w.text)!;
    expect(w.end - w.start).toBeCloseTo(Math.min(o.end, g.duration) - o.start, 9);
    expect(w.end).toBeLessThanOrEqual(plan.editedDuration + 1e-9);
  }
}

describe('planEdit: properties over random transcripts', () => {
  it('never cuts into a kept word, leaves no struck word, and maps times consistently', () => {
    for (let seed = 1; seed <= 400; seed++) {
      const g = randomTranscript(seed);
      const plan = planEdit(g.doc, { duration: g.duration, maxPauseMs: g.maxPauseMs, gapEnergy: g.gapEnergy });
      try {
        checkPlan(g, plan);
      } catch (error) {
        throw new Error(`seed ${seed}: ${(error as Error).message}`);
      }
    }
  });
});

describe('planEdit: a three-hour transcript', () => {
  it('plans 300 cuts among 30,000 words, every kept word whole', () => {
    const r = seeded(40);
    const words: W[] = [];
    let t = 2;
    let struckRuns = 0;
    for (let i = 0; i < 30_000; i++) {
      const start = Math.round((t + 0.05 + r.next() * 0.15) * 1000) / 1000;
      const end = Math.round((start + 0.1 + r.next() * 0.2) * 1000) / 1000;
      // Every hundredth word begins a struck run of one to three words.
      const strike = i % 100 === 50 || (i % 100 > 50 && i % 100 <= 50 + (i % 3) && words.at(-1)?.[3] === 'x');
      if (i % 100 === 50) struckRuns++;
      words.push([`w${i}`, start, end, strike ? 'x' : undefined]);
      t = end + (i % 400 === 0 ? 2 : 0);
    }
    const doc: Snippet[] = [];
    for (let i = 0; i < words.length; i += 120) doc.push(paragraph(words.slice(i, i + 120), `p${i}`));
    const duration = t + 5;
    expect(duration).toBeGreaterThan(2.5 * 3600);

    const plan = planEdit(doc, { duration, maxPauseMs: 700 });
    expect(struckRuns).toBe(300);
    expect(plan.cuts.filter((c) => c.reason === 'struck')).toHaveLength(300);
    expect(plan.cuts.filter((c) => c.reason === 'pause')).toHaveLength(75);
    const map = editTimeMap(plan);
    const kept = words.filter((w) => w[3] !== 'x');
    let i = 0;
    for (const [, start, end] of kept) {
      while (plan.kept[i]!.end < end) i++;
      expect(plan.kept[i]!.start).toBeLessThanOrEqual(start);
      expect(map.toEdited(end) - map.toEdited(start)).toBeCloseTo(end - start, 9);
    }
    expect(editedSnippets(doc, plan).reduce((n, s) => n + s.words.length, 0)).toBe(kept.length);
  });
});
