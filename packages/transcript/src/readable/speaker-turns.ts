/** One speaker's run of consecutive words: positions `start` (inclusive) to `end` (exclusive). */
export interface SpeakerTurn {
  speaker: string;
  start: number;
  end: number;
}

/** The turns of a word sequence, one per change of speaker label. */
export function speakerTurns(speakers: readonly string[]): SpeakerTurn[] {
  const turns: SpeakerTurn[] = [];
  for (let start = 0; start < speakers.length;) {
    let end = start;
    while (end < speakers.length && speakers[end] === speakers[start]) end++;
    turns.push({ speaker: speakers[start]!, start, end });
    start = end;
  }
  return turns;
}
