import { describe, expect, it } from 'vitest';
import { planClip } from '../src/index.js';
import { para } from './helpers.js';

// Word i of a paragraph spans [start + i, start + i + 0.5].
const doc = [
  para('welcome to the show', { speaker: 'Ann', start: 0 }),
  para('thanks for having me here today', { speaker: 'Bob', start: 10 }),
];

describe('planClip', () => {
  it('takes the words whose middle lies in the range, padded, with times from the clip start', () => {
    const plan = planClip(doc, { start: 0.9, end: 3.6 }, { padding: 0.4, duration: 30 })!;
    expect(plan.text).toBe('to the show');
    expect(plan.start).toBeCloseTo(0.6);
    expect(plan.end).toBeCloseTo(3.9);
    expect(plan.words[0]).toEqual({ text: 'to', start: 0.4, end: 0.9 });
    expect(plan.words.at(-1)!.start).toBeCloseTo(2.4);
    expect(plan.speaker).toBe('Ann');
  });

  it('spans paragraphs and names the speaker who says most of it', () => {
    const plan = planClip(doc, { start: 2, end: 13.5 }, { padding: 0.4, duration: null })!;
    expect(plan.text).toBe('the show thanks for having me');
    expect(plan.speaker).toBe('Bob');
  });

  it('never pads before the start of the file or past its end', () => {
    const plan = planClip(doc, { start: 0, end: 100 }, { padding: 2, duration: 15.7 })!;
    expect(plan.start).toBe(0);
    expect(plan.end).toBe(15.7);
    expect(plan.words.at(-1)!.end).toBeLessThanOrEqual(plan.end - plan.start);
  });

  it('leaves struck words out of the captions', () => {
    const edited = [para('one two three', { start: 0 })];
    edited[0]!.words[1]!.is_removed = true;
    expect(planClip(edited, { start: 0, end: 3 }, { padding: 0, duration: null })!.text).toBe('one three');
  });

  it('is null when nothing is said in the range', () => {
    expect(planClip(doc, { start: 4.5, end: 9.5 }, { padding: 0.4, duration: null })).toBeNull();
    expect(planClip([], { start: 0, end: 10 }, { padding: 0.4, duration: null })).toBeNull();
  });
});
