import { createReadStream } from 'node:fs';
import type { WavInfo } from '@scriptloom/media';

export interface FrameSpec {
  /** Samples per analysis window. */
  length: number;
  /** Samples between window starts. */
  hop: number;
}

/**
 * Streams the 16-bit mono samples of a WAV file and calls `onFrame` for every full overlapping window,
 * in order. Only one window plus one read chunk is ever in memory, so a 3-hour file costs the same as
 * a 3-second one. The frame buffer is reused: `onFrame` must not keep it.
 */
export async function forEachFrame(
  path: string,
  layout: Pick<WavInfo, 'dataOffset' | 'dataBytes'>,
  spec: FrameSpec,
  onFrame: (frame: Float32Array, index: number) => void,
  onBytes?: (bytesRead: number) => void,
): Promise<number> {
  const frame = new Float32Array(spec.length);
  let filled = 0;
  let index = 0;
  let bytesRead = 0;
  // A read chunk can end in the middle of a sample; its low byte waits here for the next chunk.
  let carry = -1;
  const keep = spec.length - spec.hop;
  const push = (sample: number): void => {
    frame[filled++] = sample / 32768;
    if (filled === spec.length) {
      onFrame(frame, index++);
      frame.copyWithin(0, spec.hop);
      filled = keep;
    }
  };

  if (layout.dataBytes > 0) {
    const stream = createReadStream(path, {
      start: layout.dataOffset,
      end: layout.dataOffset + layout.dataBytes - 1,
      highWaterMark: 1 << 16,
    });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let i = 0;
      if (carry >= 0 && chunk.length > 0) {
        push((((chunk[0]! << 8) | carry) << 16) >> 16);
        carry = -1;
        i = 1;
      }
      const end = chunk.length - ((chunk.length - i) & 1);
      for (; i < end; i += 2) push((((chunk[i + 1]! << 8) | chunk[i]!) << 16) >> 16);
      if (end < chunk.length) carry = chunk[end]!;
      bytesRead += chunk.length;
      onBytes?.(bytesRead);
    }
  }
  return index;
}
