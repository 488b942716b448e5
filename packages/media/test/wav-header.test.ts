import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseWavHeader, readWavInfo, wavHeader, type WavInfo } from '../src/index.js';
import { MAX_WAV_HEADER_SCAN } from '../src/wav-header.js';
import { makeTempDir } from './helpers/make-media.js';

const temp = makeTempDir('wav-header');
afterAll(() => temp.remove());

const MONO_16K = { sampleRate: 16000, channels: 1, bitsPerSample: 16, blockAlign: 2 };

function chunk(id: string, body: Buffer, declaredSize = body.length): Buffer {
  const head = Buffer.alloc(8);
  head.write(id, 0, 'latin1');
  head.writeUInt32LE(declaredSize, 4);
  return Buffer.concat([head, body, Buffer.alloc(body.length % 2)]);
}

function fmtBody(tag: number, subFormat?: number): Buffer {
  const body = Buffer.alloc(subFormat === undefined ? 16 : 40);
  body.writeUInt16LE(tag, 0);
  body.writeUInt16LE(1, 2);
  body.writeUInt32LE(16000, 4);
  body.writeUInt32LE(32000, 8);
  body.writeUInt16LE(2, 12);
  body.writeUInt16LE(16, 14);
  if (subFormat !== undefined) body.writeUInt16LE(subFormat, 24);
  return body;
}

function riff(...chunks: Buffer[]): Buffer {
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(4 + chunks.reduce((sum, c) => sum + c.length, 0), 4);
  head.write('WAVE', 8, 'latin1');
  return Buffer.concat([head, ...chunks]);
}

/** Parses a whole file held in memory, as if every byte had been read. */
const parse = (bytes: Buffer) => parseWavHeader(bytes, bytes.length, 'test.wav') as WavInfo;

describe('parseWavHeader', () => {
  it('reads the canonical 44-byte header', () => {
    const bytes = Buffer.concat([wavHeader(MONO_16K, 3200), Buffer.alloc(3200)]);
    expect(parse(bytes)).toEqual({ ...MONO_16K, dataOffset: 44, dataBytes: 3200, durationSec: 0.1 });
  });

  it('skips other chunks, odd sizes padded', () => {
    const bytes = riff(
      chunk('fmt ', fmtBody(1)),
      chunk('LIST', Buffer.from('INFO')),
      chunk('odd ', Buffer.from([1, 2, 3])),
      chunk('data', Buffer.alloc(100)),
    );
    expect(parse(bytes)).toMatchObject({ dataOffset: 12 + 24 + 12 + 12 + 8, dataBytes: 100 });
  });

  it('trusts the file length when a streaming writer left the data size unset, and keeps whole frames', () => {
    for (const unset of [0, 0xffffffff]) {
      const bytes = riff(chunk('fmt ', fmtBody(1)), chunk('data', Buffer.alloc(101), unset));
      // 101 bytes in the file plus its pad byte: whole 2-byte frames only.
      expect(parse(bytes).dataBytes).toBe(102);
    }
    const claimsMore = riff(chunk('fmt ', fmtBody(1)), chunk('data', Buffer.alloc(10), 5000));
    expect(parse(claimsMore).dataBytes).toBe(10);
  });

  it('takes integer PCM in the extensible form and refuses other formats', () => {
    const extensible = riff(chunk('fmt ', fmtBody(0xfffe, 1)), chunk('data', Buffer.alloc(4)));
    expect(parse(extensible)).toMatchObject(MONO_16K);
    const float = riff(chunk('fmt ', fmtBody(0xfffe, 3)), chunk('data', Buffer.alloc(4)));
    expect(() => parse(float)).toThrow(/not an uncompressed integer PCM WAV file \(format 3\)/);
    expect(() => parse(riff(chunk('fmt ', fmtBody(3)), chunk('data', Buffer.alloc(4))))).toThrow(/format 3/);
  });

  it('says what is wrong with a broken file', () => {
    expect(() => parse(Buffer.from('not a wav at all'))).toThrow('test.wav is not a WAV file (no RIFF/WAVE header)');
    expect(() => parse(Buffer.alloc(0))).toThrow(/RIFF/);
    expect(() => parse(riff(chunk('data', Buffer.alloc(4)), chunk('fmt ', fmtBody(1))))).toThrow(
      /data chunk comes before its fmt chunk/,
    );
    expect(() => parse(riff(chunk('fmt ', fmtBody(1))))).toThrow(/has no data chunk/);
    expect(() => parse(riff(chunk('fmt ', fmtBody(1).subarray(0, 10)), chunk('data', Buffer.alloc(4))))).toThrow(
      /fmt chunk is cut short/,
    );
  });

  it('asks for more bytes when the chunk list runs past what it was given', () => {
    const bytes = riff(chunk('fmt ', fmtBody(1)), chunk('LIST', Buffer.alloc(5000)), chunk('data', Buffer.alloc(8)));
    expect(parseWavHeader(bytes.subarray(0, 6), bytes.length, 'x')).toEqual({ needBytes: 12 });
    expect(parseWavHeader(bytes.subarray(0, 30), bytes.length, 'x')).toEqual({ needBytes: 12 + 8 + 16 });
    expect(parseWavHeader(bytes.subarray(0, 4096), bytes.length, 'x')).toEqual({ needBytes: 12 + 24 + 5008 + 8 });
    expect(parseWavHeader(bytes, bytes.length, 'x')).toMatchObject({ dataOffset: 12 + 24 + 5008 + 8, dataBytes: 8 });
  });

  it('stops looking for data after the scan bound', () => {
    const bytes = riff(
      chunk('fmt ', fmtBody(1)),
      chunk('junk', Buffer.alloc(MAX_WAV_HEADER_SCAN)),
      chunk('data', Buffer.alloc(8)),
    );
    expect(() => parse(bytes)).toThrow(/has no data chunk/);
  });
});

describe('readWavInfo', () => {
  it('reads again when the chunks before data are longer than its first read', async () => {
    const path = join(temp.dir, 'long-list.wav');
    writeFileSync(
      path,
      riff(chunk('fmt ', fmtBody(1)), chunk('LIST', Buffer.alloc(20_000)), chunk('data', Buffer.alloc(32000))),
    );
    expect(await readWavInfo(path)).toMatchObject({ dataOffset: 12 + 24 + 20_008 + 8, durationSec: 1 });
  });
});
