import { describe, expect, it } from 'vitest';
import { ACCURACY_BANDS, HIRING_NOTES_MAX, type ScoreDiffOp } from '@scriptloom/contracts';
import { accuracyLabel, bandLook, formatPercent, textColourOn } from '../../src/components/accuracy-format';
import { DIFF_CONTEXT, diffSegments, foldsAnything, hasChanges } from '../../src/features/hiring/diff-segments';
import { checkNote } from '../../src/features/hiring/note-form';
import { scoreAbilities } from '../../src/features/hiring/paths';
import { memberScorePath } from '../../src/shared/routes/paths';
import { recalculateSummary } from '../../src/features/hiring/recalculate-summary';
import { roleLabel } from '../../src/features/hiring/role-label';
import {
  accuracyY,
  polylinePoints,
  sparklinePoints,
  trendDescription,
  type SparkBox,
} from '../../src/features/hiring/sparkline';

const same = (text: string): ScoreDiffOp => ({ op: 'same', words: text.split(' ') });
const numbered = (from: number, count: number) => Array.from({ length: count }, (_, i) => `w${from + i}`).join(' ');

describe('accuracy as a percentage', () => {
  it('rounds to whole percent and keeps between 0% and 100%', () => {
    expect(formatPercent(0.874)).toBe('87%');
    expect(formatPercent(0.875)).toBe('88%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(1.3)).toBe('100%');
    expect(formatPercent(-0.2)).toBe('0%');
    expect(formatPercent(Number.NaN)).toBe('0%');
  });

  it('never calls an imperfect pass 100%', () => {
    expect(formatPercent(0.996)).toBe('99%');
    expect(formatPercent(0.9999)).toBe('99%');
  });

  it('names the band for screen readers, with or without the figure', () => {
    expect(accuracyLabel(0.87)).toBe('Accuracy 87%, Good');
    expect(accuracyLabel(0.95, { name: 'Overall accuracy' })).toBe('Overall accuracy 95%, Excellent');
    expect(accuracyLabel(0.1, { bandOnly: true })).toBe('Accuracy: Bad');
    // The band follows the contract's thresholds: 90% itself is still Good, 20% is no longer Bad.
    expect(accuracyLabel(0.9)).toBe('Accuracy 90%, Good');
    expect(accuracyLabel(0.2)).toBe('Accuracy 20%, Good');
  });

  it('puts the more readable of black and white on each band colour', () => {
    expect(textColourOn(ACCURACY_BANDS.good.colour)).toBe('#000');
    expect(textColourOn(ACCURACY_BANDS.bad.colour)).toBe('#fff');
    expect(textColourOn(ACCURACY_BANDS.excellent.colour)).toBe('#fff');
    expect(textColourOn('#ffffff')).toBe('#000');
    expect(bandLook('excellent')).toEqual({
      label: 'Excellent',
      colour: ACCURACY_BANDS.excellent.colour,
      text: '#fff',
    });
  });
});

describe('trend sparkline', () => {
  const box: SparkBox = { width: 100, height: 50, padding: 5 };

  it('draws on a fixed 0% to 100% scale inside the padding', () => {
    expect(accuracyY(1, box)).toBe(5);
    expect(accuracyY(0, box)).toBe(45);
    expect(accuracyY(0.5, box)).toBe(25);
    expect(accuracyY(0.9, box)).toBe(9);
    expect(accuracyY(2, box)).toBe(5);
    expect(accuracyY(Number.NaN, box)).toBe(45);
  });

  it('spaces the scores evenly, oldest on the left', () => {
    const points = sparklinePoints(
      [
        { at: '2027-01-01T00:00:00Z', accuracy: 0.5 },
        { at: '2027-01-02T00:00:00Z', accuracy: 1 },
        { at: '2027-03-01T00:00:00Z', accuracy: 0 },
      ],
      box,
    );
    expect(points.map(({ x, y }) => [x, y])).toEqual([
      [5, 25],
      [50, 5],
      [95, 45],
    ]);
    expect(points[2]).toMatchObject({ at: '2027-03-01T00:00:00Z', accuracy: 0 });
    expect(polylinePoints(points)).toBe('5,25 50,5 95,45');
  });

  it('puts a single score in the middle and draws nothing for none', () => {
    expect(sparklinePoints([{ at: 'a', accuracy: 0.8 }], box)).toEqual([{ x: 50, y: 13, accuracy: 0.8, at: 'a' }]);
    expect(sparklinePoints([], box)).toEqual([]);
    expect(polylinePoints([])).toBe('');
  });

  it('rounds coordinates to two decimals', () => {
    const points = sparklinePoints(
      [0.1, 0.2, 0.3, 0.4].map((accuracy) => ({ at: '', accuracy })),
      { width: 10, height: 10, padding: 0 },
    );
    expect(points.map((p) => p.x)).toEqual([0, 3.33, 6.67, 10]);
  });

  it('lists the values in words, oldest first', () => {
    expect(trendDescription([])).toBe('No scores yet.');
    expect(trendDescription([{ accuracy: 0.91 }])).toBe('One score so far: 91%.');
    expect(trendDescription([{ accuracy: 0.5 }, { accuracy: 0.72 }, { accuracy: 0.95 }])).toBe(
      'The last 3 scores, oldest first: 50%, 72% and 95%.',
    );
  });
});

describe('differences as display segments', () => {
  it('keeps every kind of op, in order', () => {
    const ops: ScoreDiffOp[] = [
      same('so welcome'),
      { op: 'changed', reviewed: ['too', 'the'], final: ['to', 'the'] },
      same('show'),
      { op: 'speaker', words: ['thanks', 'Maya'], reviewed: 'Speaker 1', final: 'Speaker 2' },
      { op: 'changed', reviewed: [], final: ['really'] },
      { op: 'changed', reviewed: ['um'], final: [] },
    ];
    expect(diffSegments(ops)).toEqual([
      { kind: 'same', text: 'so welcome' },
      { kind: 'changed', reviewed: 'too the', final: 'to the' },
      { kind: 'same', text: 'show' },
      { kind: 'speaker', text: 'thanks Maya', reviewed: 'Speaker 1', final: 'Speaker 2' },
      { kind: 'changed', reviewed: '', final: 'really' },
      { kind: 'changed', reviewed: 'um', final: '' },
    ]);
  });

  it('joins neighbouring matches and drops ops without words', () => {
    const ops: ScoreDiffOp[] = [
      same('a b'),
      { op: 'changed', reviewed: [], final: [] },
      { op: 'same', words: [] },
      same('c'),
      { op: 'speaker', words: [], reviewed: 'A', final: 'B' },
    ];
    expect(diffSegments(ops)).toEqual([{ kind: 'same', text: 'a b c' }]);
  });

  it('folds long matching runs around changes, keeping the context on the side of each change', () => {
    const ops: ScoreDiffOp[] = [
      same(numbered(0, 20)),
      { op: 'changed', reviewed: ['x'], final: ['y'] },
      same(numbered(100, 30)),
      { op: 'changed', reviewed: ['p'], final: ['q'] },
      same(numbered(200, 20)),
    ];
    const segments = diffSegments(ops, 3);
    expect(segments).toEqual([
      { kind: 'skipped', words: 17 },
      { kind: 'same', text: 'w17 w18 w19' },
      { kind: 'changed', reviewed: 'x', final: 'y' },
      { kind: 'same', text: 'w100 w101 w102' },
      { kind: 'skipped', words: 24 },
      { kind: 'same', text: 'w127 w128 w129' },
      { kind: 'changed', reviewed: 'p', final: 'q' },
      { kind: 'same', text: 'w200 w201 w202' },
      { kind: 'skipped', words: 17 },
    ]);
    expect(foldsAnything(segments)).toBe(true);
    // Without a context every word is there.
    expect(foldsAnything(diffSegments(ops))).toBe(false);
  });

  it('does not fold a run when too few words would be left out', () => {
    const ops: ScoreDiffOp[] = [
      same(numbered(0, 6)),
      { op: 'speaker', words: ['hi'], reviewed: 'A', final: 'B' },
      same(numbered(10, 10)),
      { op: 'changed', reviewed: ['x'], final: ['y'] },
    ];
    const segments = diffSegments(ops, 3);
    expect(segments[0]).toEqual({ kind: 'same', text: numbered(0, 6) });
    expect(segments[2]).toEqual({ kind: 'same', text: numbered(10, 10) });
    expect(foldsAnything(segments)).toBe(false);
  });

  it('keeps the whole text when QA changed nothing', () => {
    const ops = [same(numbered(0, 50))];
    expect(diffSegments(ops, DIFF_CONTEXT)).toEqual([{ kind: 'same', text: numbered(0, 50) }]);
    expect(hasChanges(ops)).toBe(false);
    expect(hasChanges([...ops, { op: 'changed', reviewed: [], final: [] }])).toBe(false);
    expect(hasChanges([...ops, { op: 'speaker', words: ['a'], reviewed: 'A', final: 'B' }])).toBe(true);
    expect(diffSegments([])).toEqual([]);
  });
});

describe('QA notes and recalculation', () => {
  it('checks a note with the contract before sending it', () => {
    expect(checkNote('  Watch the speaker turns.  ')).toEqual({
      ok: true,
      request: { notes: 'Watch the speaker turns.' },
    });
    expect(checkNote('   ')).toEqual({ ok: false, error: 'Write a note first.' });
    expect(checkNote('x'.repeat(HIRING_NOTES_MAX + 1))).toEqual({
      ok: false,
      error: `Notes can have at most ${HIRING_NOTES_MAX} characters.`,
    });
    expect(checkNote('bad\u0000char').ok).toBe(false);
  });

  it('says what a recalculation did and why workflows were skipped, each reason once', () => {
    expect(recalculateSummary({ message: '2 scores were calculated.', skipped: [] })).toBe('2 scores were calculated.');
    expect(
      recalculateSummary({
        message: '1 score was calculated.',
        skipped: [
          { id: 'a', reason: 'No reviewer has submitted a pass of this workflow.' },
          { id: 'b', reason: 'No reviewer has submitted a pass of this workflow.' },
        ],
      }),
    ).toBe('1 score was calculated. 2 workflows were skipped: No reviewer has submitted a pass of this workflow.');
  });
});

describe('who sees which scores', () => {
  it('follows the permission table', () => {
    expect(scoreAbilities('admin')).toEqual({ seesTeam: true, writesNotes: true, recalculates: true });
    expect(scoreAbilities('qa')).toEqual({ seesTeam: true, writesNotes: true, recalculates: true });
    expect(scoreAbilities('reviewer')).toEqual({ seesTeam: false, writesNotes: false, recalculates: false });
    expect(scoreAbilities('user')).toEqual({ seesTeam: false, writesNotes: false, recalculates: false });
  });

  it('builds member addresses and role names', () => {
    expect(memberScorePath('a b/c')).toBe('/organisation/scores/a%20b%2Fc');
    expect(memberScorePath('m1', 'w 2')).toBe('/organisation/scores/m1?workflow=w%202');
    expect(roleLabel('qa')).toBe('QA');
    expect(roleLabel('owner')).toBe('owner');
  });
});
