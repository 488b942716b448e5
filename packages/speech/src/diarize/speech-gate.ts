/** Decides, frame by frame and in order, whether a frame holds speech worth modelling. */
export interface SpeechGate {
  isSpeech(time: number, energyDb: number): boolean;
}

// Below this a frame is silence whatever the noise floor says (digital silence, fades, room tone).
const ABSOLUTE_FLOOR_DB = -55;
// Speech must stand this far above the tracked noise floor.
const MARGIN_DB = 12;
// How fast the floor estimate climbs while frames stay above it (per frame, so 3 dB/s at 100 frames/s):
// slow enough that a long loud stretch of speech does not become "noise", fast enough to follow a
// recording whose background gets louder.
const FLOOR_RISE_DB = 0.03;

/**
 * Energy gate with a noise floor tracked online: it falls at once to any quieter frame and creeps up
 * otherwise, so gaps between words keep pulling it back to the true background level.
 */
export class EnergyGate implements SpeechGate {
  private floor = ABSOLUTE_FLOOR_DB;

  isSpeech(_time: number, energyDb: number): boolean {
    if (energyDb < this.floor) this.floor = energyDb;
    else this.floor += FLOOR_RISE_DB;
    return energyDb > Math.max(ABSOLUTE_FLOOR_DB, this.floor + MARGIN_DB);
  }
}

/**
 * Gate from word spans of the recogniser: a frame is speech when its centre lies inside a span. The
 * energy check still applies, to drop the silent edges recognisers often include in a word.
 */
export class SpanGate implements SpeechGate {
  private readonly spans: { start: number; end: number }[];
  private next = 0;

  constructor(spans: { start: number; end: number }[]) {
    this.spans = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  }

  isSpeech(time: number, energyDb: number): boolean {
    // Frames arrive in time order, so one forward-moving cursor finds the span in O(1) amortised.
    while (this.next < this.spans.length && this.spans[this.next]!.end <= time) this.next++;
    const span = this.spans[this.next];
    return span !== undefined && span.start <= time && energyDb > ABSOLUTE_FLOOR_DB;
  }
}
