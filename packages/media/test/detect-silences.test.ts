import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectSilences } from '../src/index.js';
import { makeTempDir, makeToneWav } from './helpers/make-media.js';

const temp = makeTempDir('silence');
const file = (name: string) => join(temp.dir, name);

beforeAll(() => {
  makeToneWav(file('speechy.wav'), [
    [1, 'tone'],
    [0.8, 'silence'],
    [1, 'tone'],
    [0.2, 'silence'], // too short to count at the default 0.35 s
    [1, 'tone'],
    [0.6, 'silence'], // the file ends quiet
  ]);
});
afterAll(() => temp.remove());

describe('detectSilences', () => {
  it('finds the gaps longer than the minimum, including one at the end', async () => {
    const silences = await detectSilences(file('speechy.wav'));
    expect(silences).toHaveLength(2);
    expect(silences[0]!.start).toBeCloseTo(1, 1);
    expect(silences[0]!.end).toBeCloseTo(1.8, 1);
    expect(silences[1]!.start).toBeCloseTo(4, 1);
    expect(silences[1]!.end).toBeCloseTo(4.6, 1);
  });

  it('honours the minimum length', async () => {
    expect(await detectSilences(file('speechy.wav'), { minSilenceSec: 0.1 })).toHaveLength(3);
    expect(await detectSilences(file('speechy.wav'), { minSilenceSec: 0.7 })).toHaveLength(1);
  });
});
