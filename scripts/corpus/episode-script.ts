// The committed form of a synthetic episode (corpus/episodes/NAME.script.json) and of its
// annotations (NAME.insights.json, topic changes given by turn), read and checked before rendering.

/** flite: `voice` from `flite -lv`; espeak-ng: a voice and variant such as `en-us+m3`. */
export interface VoiceSpec {
  engine: 'flite' | 'espeak-ng';
  voice: string;
  /** espeak-ng: words per minute (its default is 175). flite: duration stretch, 1 = normal. */
  speed?: number;
  /** espeak-ng: 0-99 (default 50). flite: mean pitch in Hz. */
  pitch?: number;
}

export interface ScriptTurn {
  speaker: string;
  text: string;
  /** Silence before the turn in seconds; otherwise a varied short pause chosen by `pauseBefore`. */
  pause?: number;
}

export interface EpisodeScript {
  title: string;
  voices: Record<string, VoiceSpec>;
  turns: ScriptTurn[];
}

export interface EpisodeNotes {
  note?: string;
  /** Phrases any of which, in the headline, names what the episode is about. */
  mainTopic: string[];
  /** Topic changes: the turn where each topic starts (the first at turn 0). */
  topics: { turn: number; title: string }[];
  entities: Record<string, string[]>;
  /** What a listener would list as the episode's keywords. */
  keywords: string[];
  /** Further keywords that are fair to show though a listener would not list them first. */
  acceptable?: string[];
  /** The names and terms a user would type in before transcribing. */
  vocabulary: string[];
}

export function parseScript(json: unknown, where: string): EpisodeScript {
  const script = json as EpisodeScript;
  const fail = (why: string): never => {
    throw new Error(`${where}: ${why}`);
  };
  if (typeof script?.title !== 'string' || !script.title) fail('no title');
  if (!script.voices || typeof script.voices !== 'object') fail('no voices');
  for (const [speaker, voice] of Object.entries(script.voices)) {
    if (voice.engine !== 'flite' && voice.engine !== 'espeak-ng') fail(`${speaker}: engine must be flite or espeak-ng`);
    if (!/^[\w+-]+$/.test(voice.voice ?? '')) fail(`${speaker}: bad voice "${voice.voice}"`);
  }
  if (!Array.isArray(script.turns) || script.turns.length === 0) fail('no turns');
  script.turns.forEach((turn, i) => {
    if (!script.voices[turn.speaker]) fail(`turn ${i}: speaker "${turn.speaker}" has no voice`);
    if (typeof turn.text !== 'string' || !turn.text.trim()) fail(`turn ${i}: no text`);
    if (turn.pause !== undefined && !(turn.pause >= 0 && turn.pause <= 5)) fail(`turn ${i}: pause out of 0-5 s`);
  });
  return script;
}

export function parseNotes(json: unknown, turns: number, where: string): EpisodeNotes {
  const notes = json as EpisodeNotes;
  const fail = (why: string): never => {
    throw new Error(`${where}: ${why}`);
  };
  if (!Array.isArray(notes?.mainTopic) || notes.mainTopic.length === 0) fail('no mainTopic');
  if (!Array.isArray(notes.topics) || notes.topics[0]?.turn !== 0) fail('topics must start at turn 0');
  notes.topics.forEach((topic, i) => {
    const previous = i === 0 ? -1 : notes.topics[i - 1]!.turn;
    if (!Number.isInteger(topic.turn) || topic.turn <= previous || topic.turn >= turns)
      fail(`topic ${i}: turn ${topic.turn} is not after the previous topic and inside the script`);
  });
  if (!Array.isArray(notes.keywords) || !Array.isArray(notes.vocabulary)) fail('keywords and vocabulary are lists');
  return notes;
}

/**
 * The silence before turn `index`: none before the first, the script's own where it gives one,
 * otherwise 0.3-0.9 s drawn from a hash of the episode's name and the turn, so renders repeat exactly
 * while no two gaps in an episode need be alike (a diarizer must not learn a fixed gap).
 */
export function pauseBefore(episode: string, index: number, explicit?: number): number {
  if (index === 0) return 0;
  if (explicit !== undefined) return explicit;
  let h = 2166136261;
  for (const ch of `${episode}#${index}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return 0.3 + (h % 601) / 1000;
}
