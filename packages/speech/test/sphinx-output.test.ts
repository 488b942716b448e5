import { describe, expect, it } from 'vitest';
import { lastHeardSec, parseSphinxOutput } from '../src/sphinx/parse-sphinx-output.js';

// Real pocketsphinx_continuous -time yes output (shortened): each utterance prints its hypothesis,
// then one line per word with start, end and posterior.
const OUTPUT = `welcome back to the workbench
<s> 0.110 0.180 0.998501
welcome 0.190 0.620 0.719544
back 0.630 0.830 0.802177
to(2) 0.840 0.960 0.862071
<sil> 2.570 2.610 0.784249
[NOISE] 2.610 2.700 0.5
the 0.970 1.080 0.552518
workbench 1.090 1.750 0.343859
</s> 8.220 8.580 1.000000

isn't(2) 7.460 7.670 0.210035
[SPEECH] 10.740 10.840 0.846268
++BREATH++ 10.850 10.900 0.9
<unk> 11.000 11.100 0.4
great 11.290 11.590 1.000000
`;

describe('parseSphinxOutput', () => {
  it('keeps words with their times and posteriors, without fillers or pronunciation numbers', () => {
    expect(parseSphinxOutput(OUTPUT)).toEqual([
      { text: 'welcome', start: 0.19, end: 0.62, confidence: 0.719544 },
      { text: 'back', start: 0.63, end: 0.83, confidence: 0.802177 },
      { text: 'to', start: 0.84, end: 0.96, confidence: 0.862071 },
      { text: 'the', start: 0.97, end: 1.08, confidence: 0.552518 },
      { text: 'workbench', start: 1.09, end: 1.75, confidence: 0.343859 },
      { text: "isn't", start: 7.46, end: 7.67, confidence: 0.210035 },
      { text: 'great', start: 11.29, end: 11.59, confidence: 1 },
    ]);
  });

  it('gives a vocabulary twin in lower case, like the word it stands for', () => {
    expect(parseSphinxOutput('Maya(2) 1.000 1.400 0.8\n').map((w) => w.text)).toEqual(['maya']);
  });

  it('never takes a hypothesis line for a word', () => {
    expect(parseSphinxOutput('one two three four\nhello\n')).toEqual([]);
  });
});

describe('lastHeardSec', () => {
  it('is the latest end time in the output, fillers included', () => {
    expect(lastHeardSec(OUTPUT)).toBe(11.59);
    expect(lastHeardSec('welcome back\n<s> 0.110 0.180 0.99\n</s> 8.220 8.580 1.000000\n')).toBe(8.58);
  });

  it('is null for output without a whole word line', () => {
    expect(lastHeardSec('welcome back to the workbench\n')).toBeNull();
    // Output arrives in pieces: a line cut before its posterior says nothing yet.
    expect(lastHeardSec('great 11.290 11.5')).toBeNull();
  });
});
