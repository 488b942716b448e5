// Benchmark of the edit plan (issue 40): how long planEdit, the time map and the edited paragraphs
// take for a long transcript with struck runs, the pure part of every edited render and of the
// editor's skipping playback.
//
//   npx tsx scripts/bench/bench-edit-plan.ts [--words=30000] [--cuts=300] [--runs=20]
//
// The transcript is generated (syntheticTranscript: 30,000 words run about four hours), and every
// (words / cuts)-th word starts a struck run of one to three words. Each figure is the median of
// --runs runs after two warm-up runs, with "Shorten pauses" at 700 ms and with a sampled envelope
// (100 frames a second over the whole file) for the quietest points.
import { parseArgs } from 'node:util';
import {
  editedSnippets,
  editTimeMap,
  planEdit,
  prng,
  syntheticTranscript,
  type EnergyEnvelope,
} from '@scriptloom/transcript';

const BUDGET_MS = 100;
const { values } = parseArgs({
  options: {
    words: { type: 'string', default: '30000' },
    cuts: { type: 'string', default: '300' },
    runs: { type: 'string', default: '20' },
  },
});
const wordCount = Number(values.words);
const cutCount = Number(values.cuts);
const runs = Number(values.runs);

const { snippets } = syntheticTranscript({ words: wordCount, seed: 40 });
const all = snippets.flatMap((s) => s.words);
const every = Math.max(1, Math.floor(all.length / cutCount));
for (let i = every >> 1; i < all.length; i += every) {
  for (let k = 0; k <= i % 3 && i + k < all.length; k++) all[i + k]!.is_removed = true;
}
const duration = all[all.length - 1]!.end + 3;
const random = prng(7);
const envelope: EnergyEnvelope = {
  framesPerSecond: 100,
  levels: Float32Array.from({ length: Math.ceil(duration * 100) }, () => random()),
};

function median(fn: () => void): number {
  for (let i = 0; i < 2; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1]!;
}

const plan = planEdit(snippets, { duration, maxPauseMs: 700 });
const struck = plan.cuts.filter((c) => c.reason === 'struck').length;
const figures = {
  plan: median(() => planEdit(snippets, { duration, maxPauseMs: 700 })),
  planWithEnvelope: median(() => planEdit(snippets, { duration, maxPauseMs: 700, gapEnergy: envelope })),
  timeMap: median(() => editTimeMap(plan)),
  thousandLookups: median(() => {
    const map = editTimeMap(plan);
    for (let i = 0; i < 1000; i++) map.toOriginal(map.toEdited((duration * i) / 1000));
  }),
  editedSnippets: median(() => editedSnippets(snippets, plan)),
};

console.log(
  `${all.length} words, ${(duration / 3600).toFixed(2)} h, ${struck} struck cuts, ` +
    `${plan.cuts.length - struck} pause cuts, edited ${(plan.editedDuration / 3600).toFixed(2)} h`,
);
for (const [name, ms] of Object.entries(figures)) console.log(`${name.padEnd(18)} ${ms.toFixed(2)} ms`);
const over = figures.plan > BUDGET_MS || figures.planWithEnvelope > BUDGET_MS;
console.log(over ? `OVER the ${BUDGET_MS} ms budget` : `within the ${BUDGET_MS} ms budget`);
process.exitCode = over ? 1 : 0;
