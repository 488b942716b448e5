import type { Word } from '@scriptloom/contracts';
import type { ExportParagraph } from '../model.js';
import { layoutLines } from './layout.js';
import { breakCost, cueCost, LONG_PAUSE_SEC } from './break-cost.js';
import { cueTimes } from './cue-times.js';
import type { CaptionLimits, CaptionOptions, Cue } from './cue.js';

/**
 * Cuts paragraphs into caption cues. Every paragraph starts a new cue (a paragraph is a speaker turn
 * or a break the person made); inside one, the break points are chosen together by dynamic
 * programming: each cue must fit the limits, and the cheapest cut prefers fewer, fuller cues that end
 * at long pauses or sentence ends over cues that end mid-phrase. A word is never split; a word longer
 * than a line gets a line of its own, and a single word always makes a cue even when it lasts
 * longer than the limit (there is nothing smaller to show).
 */
export function segmentCaptions(paragraphs: readonly ExportParagraph[], options: CaptionOptions): Cue[] {
  const raw: Omit<Cue, 'startMs' | 'endMs'>[] = [];
  let previousSpeaker: string | null = null;
  for (const paragraph of paragraphs) {
    if (paragraph.words.length === 0) continue;
    const speakerChange = paragraph.speaker !== previousSpeaker;
    previousSpeaker = paragraph.speaker;
    const label = speakerChange ? (options.label?.(paragraph.speaker) ?? null) : null;
    for (const [from, to] of cutParagraph(paragraph.words, label, options)) {
      const first = from === 0;
      const words = paragraph.words.slice(from, to);
      raw.push({
        speaker: paragraph.speaker,
        speakerChange: first && speakerChange,
        words,
        lines: layoutLines(tokensOf(words, first ? label : null), options.maxCharsPerLine).lines,
      });
    }
  }
  const times = cueTimes(raw.map((c) => c.words));
  return raw.map((cue, i) => ({ ...cue, startMs: times[i]!.startMs, endMs: times[i]!.endMs }));
}

/** A word as shown: white space inside it (there should be none) becomes one space. */
function displayText(text: string): string {
  return /\s/.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
}

/** The display text of each word; a word is one token even if its text held white space. */
function tokensOf(words: readonly Word[], label: string | null): string[] {
  const tokens = words.map((w) => displayText(w.text)).filter((t) => t !== '');
  if (label) tokens.unshift(label);
  return tokens;
}

/** [from, to) word ranges of the cues of one paragraph. */
function cutParagraph(words: readonly Word[], label: string | null, limits: CaptionLimits): [number, number][] {
  const n = words.length;
  const maxMs = limits.maxCueSeconds * 1000;
  const maxChars = limits.maxCharsPerLine;
  // Local copies: module bindings read through getters in some loaders, too slow for the hot loop.
  const longPause = LONG_PAUSE_SEC;
  const costOfCue = cueCost;
  // Everything the inner loop needs, computed once per word (the loop runs words × cue length times).
  const length = new Int32Array(n);
  const startMs = new Float64Array(n);
  const endMs = new Float64Array(n);
  const longPauseBefore = new Uint8Array(n);
  const endCost = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const word = words[k]!;
    length[k] = displayText(word.text).length;
    startMs[k] = Math.round(word.start * 1000);
    endMs[k] = Math.round(word.end * 1000);
    longPauseBefore[k] = k > 0 && word.start - words[k - 1]!.end > longPause ? 1 : 0;
    endCost[k] = breakCost(words, k);
  }

  const best = new Float64Array(n + 1).fill(Infinity);
  const from = new Int32Array(n + 1).fill(-1);
  best[0] = 0;
  for (let i = 0; i < n; i++) {
    if (best[i] === Infinity) continue;
    // Lay out words i.. one at a time (as layoutLines does), as far as they fit one cue.
    let lines = 1;
    let lineLength = 0;
    let chars = 0;
    let pauses = 0;
    for (let j = i - (i === 0 && label ? 1 : 0); j < n; j++) {
      const isLabel = j < i;
      const size = isLabel ? label!.length : length[j]!;
      if (size > 0) {
        if (lineLength === 0) lineLength = size;
        else if (lineLength + 1 + size <= maxChars) lineLength += 1 + size;
        else {
          lines++;
          lineLength = size;
        }
        // A token longer than a line stands alone: the next one starts a new line.
        if (size > maxChars) lineLength = maxChars;
      }
      if (isLabel) continue;
      chars += size;
      // One word always makes a cue; more must fit the lines and the time.
      if (j > i && (lines > limits.maxLinesPerCue || endMs[j]! - startMs[i]! > maxMs)) break;
      if (j > i) pauses += longPauseBefore[j]!;
      const wholeParagraph = i === 0 && j === n - 1;
      const cost = best[i]! + costOfCue(chars, endMs[j]! - startMs[i]!, pauses, wholeParagraph, limits) + endCost[j]!;
      if (cost < best[j + 1]!) {
        best[j + 1] = cost;
        from[j + 1] = i;
      }
    }
  }
  const ranges: [number, number][] = [];
  for (let end = n; end > 0; end = from[end]!) ranges.push([from[end]!, end]);
  return ranges.reverse();
}
