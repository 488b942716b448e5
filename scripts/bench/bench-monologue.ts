// Chapters of one voice talking alone: how many topic changes a monologue's chapters find.
//
//   npm run bench:monologue
//
// No recording of one real voice with annotated topic changes is in the corpus, so this stitches
// development scripts together: each line is three development episodes' turns read by one speaker
// (one label, each turn a paragraph after a 0.6 s pause, 0.35 s a word), and the topic changes are
// the episodes' annotated topics plus the joins between episodes. It prints, per monologue and in
// all, the topic changes with a chapter start within 15 s and the chapter starts near none.
// KEEP_SPEAKERS=1 keeps each turn's own speaker: the same words as an interview, for comparison.
// Development material only (corpus/split.json); the words are the scripts' own, so it runs in seconds.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInsightsEngine, EMPTY_CONTEXT } from '@scriptloom/insights';
import { buildSnippets, parseTimestamp } from '@scriptloom/transcript';
import { readSplit } from '../corpus/select.js';
import { scriptWords } from './script-words.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const episodes = join(root, 'corpus/episodes');
const WORD_SEC = 0.35;
const PAUSE_SEC = 0.6;
const NEAR_SEC = 15;
const keepSpeakers = process.env.KEEP_SPEAKERS === '1';
const engine = createInsightsEngine({ engine: 'local', llm: null });

const development = readSplit(root).development.synthetic ?? [];
// Three episodes a monologue, each episode in two monologues with different neighbours.
const monologues = development.map((_, i) => [0, 1, 2].map((k) => development[(i + k * 2) % development.length]!));

let found = 0;
let changes = 0;
let unexpected = 0;
for (const names of monologues) {
  const turns: { speaker: string; text: string; start: number; end: number }[] = [];
  const topicStarts: number[] = [];
  let t = 0;
  for (const name of names) {
    const script = JSON.parse(readFileSync(join(episodes, `${name}.script.json`), 'utf8')) as {
      turns: { speaker: string; text: string }[];
    };
    const notes = JSON.parse(readFileSync(join(episodes, `${name}.insights.json`), 'utf8')) as {
      topics: { turn: number }[];
    };
    const topicTurns = new Set(notes.topics.map((topic) => topic.turn));
    script.turns.forEach((turn, i) => {
      if (t > 0 && topicTurns.has(i)) topicStarts.push(t);
      const end = t + turn.text.split(/\s+/).length * WORD_SEC;
      turns.push({ speaker: keepSpeakers ? `${name} ${turn.speaker}` : 'Narrator', text: turn.text, start: t, end });
      t = end + PAUSE_SEC;
    });
  }
  const source = { title: names.join(' + '), durationSec: t, snippets: buildSnippets(scriptWords(turns)) };
  const chapters = await engine.generate('chapters', source, { ...EMPTY_CONTEXT });
  const starts = chapters.map((c) => parseTimestamp(c.timestamp) ?? 0);
  const hit = topicStarts.filter((c) => starts.some((s) => Math.abs(s - c) <= NEAR_SEC)).length;
  const stray = starts.filter((s) => s > 0 && !topicStarts.some((c) => Math.abs(s - c) <= NEAR_SEC)).length;
  found += hit;
  changes += topicStarts.length;
  unexpected += stray;
  console.log(
    `${names.join(' + ').padEnd(70)} ${t.toFixed(0)} s, ${chapters.length} chapters: ` +
      `${hit}/${topicStarts.length} topic changes within ${NEAR_SEC} s, ${stray} unexpected`,
  );
}
console.log(
  `SUMMARY ${keepSpeakers ? 'as interviews' : 'one voice'}: ${found}/${changes} topic changes within ${NEAR_SEC} s, ` +
    `${unexpected} unexpected chapter starts`,
);
