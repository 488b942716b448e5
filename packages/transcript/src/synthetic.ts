import type { Snippet, Speaker } from '@scriptloom/contracts';
import { buildSnippets, type LabelledWord } from './build-snippets.js';
import { speakerName } from './speakers.js';

// Common spoken English, plus names so entity matching has something to find.
const VOCABULARY = [
  ...new Set(
    `the be to of and a in that have i it for not on with he as you do at this but his by from they
we say her she or an will my one all would there their what so up out if about who get which go me when make can
like time no just him know take people into year your good some could them see other than then now look only come
its over think also back after use two how our work first well way even new want because any these give day most us
is are was were been has had did said going really actually yeah okay right mean thing things lot kind sort pretty
very much many more less little big small great long short high low old young next last early late same different
important public able bad best better sure free full real whole clear open hard easy strong true possible local
social national human general political economic certain personal recent special simple major available likely
ask tell feel try leave call keep let begin seem help talk turn start show hear play run move live believe hold
bring happen write provide sit stand lose pay meet include continue set learn change lead understand watch follow
stop create speak read allow add spend grow offer remember love consider appear buy wait serve die send expect build
stay fall cut reach kill remain suggest raise pass sell require report decide pull world life hand part child eye
woman man place week case point government company number group problem fact question home water room mother area
money story month lot study book job word business issue side kind head house service friend father power hour game
line end member law car city community name president team minute idea kid body information school face others level
office door health person art war history party result morning reason research girl guy moment air teacher force
education market plan price product customer data team meeting project budget quarter growth strategy interview
podcast episode guest question answer today tomorrow yesterday always never often maybe probably exactly basically
sarah james maria david emma michael microsoft google amazon london paris berlin tokyo monday friday`.split(/\s+/),
  ),
];

/** mulberry32: a small seeded generator, so the same seed always gives the same transcript (and benches the same data). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (sec: number) => Math.round(sec * 1000) / 1000;

export interface SyntheticOptions {
  words: number;
  speakers?: number;
  seed?: number;
}

/** A deterministic, realistic-looking transcript for tests and benchmarks: ~0.3–0.5 s per word with
 * occasional pauses, mostly high confidences, speaker turns every 20–150 words. */
export function syntheticTranscript({ words, speakers = 2, seed = 1 }: SyntheticOptions): {
  snippets: Snippet[];
  speakers: Speaker[];
} {
  const random = prng(seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * random();
  const speakerCount = Math.max(1, Math.floor(speakers));
  const labelled: LabelledWord[] = [];
  let speaker = 0;
  let turnLeft = Math.floor(between(20, 151));
  let time = round(between(0, 2));
  for (let i = 0; i < words; i++) {
    if (turnLeft === 0 && speakerCount > 1) {
      // Another speaker takes over, never the same one again.
      speaker = (speaker + 1 + Math.floor(random() * (speakerCount - 1))) % speakerCount;
      turnLeft = Math.floor(between(20, 151));
      time += between(0.3, 1.5);
    }
    turnLeft--;
    const start = round(time);
    const end = round(start + between(0.18, 0.4));
    labelled.push({
      text: VOCABULARY[Math.floor(random() * VOCABULARY.length)]!,
      start,
      end,
      // Mostly confident, with a tail of doubtful words down to 0.3.
      confidence: round(1 - 0.7 * random() ** 3),
      speaker: speakerName(speaker),
    });
    const pause = random();
    time = end + (pause < 0.02 ? between(2, 3) : pause < 0.1 ? between(0.5, 1.2) : between(0.05, 0.15));
  }
  let id = 0;
  const snippets = buildSnippets(labelled, { newId: () => `synthetic-${seed}-${id++}` });
  return { snippets, speakers: Array.from({ length: speakerCount }, (_, i) => ({ name: speakerName(i) })) };
}
