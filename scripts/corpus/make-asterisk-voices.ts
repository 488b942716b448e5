// Real recorded voices of several professional speakers, one file per voice, as the source for
// make-speaker-mix.ts: the 8 kHz telephone prompts of Debian's asterisk-core-sounds-{en,es,fr,it,ru}-wav
// and asterisk-prompt-it-menardi-wav. Each package names its voice in its folder
// (LANG_COUNTRY_GENDER_NAME: en_US_f_Allison, es_MX_f_Allison, fr_CA_f_June, it_IT_m_Carlo,
// ru_RU_f_IvrvoiceRU, it_IT_f_Menardi), so the speaker comes from the source. Allison recorded both
// the English and the Spanish prompts: one speaker in two languages, which a diarizer must not split.
// Four women and one man: pairs of women are the same-gender case.
//
//   npx tsx scripts/corpus/make-asterisk-voices.ts [--out DIR] [--clips 150]
//   npx tsx scripts/corpus/make-speaker-mix.ts --dir .tmp/corpus/asterisk-voices --out .tmp/corpus/asterisk-mix
//
// Writes DIR/voice-NAME-01.mp3 with .ref.json beside it (no text: the mixes are for speaker counts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseWavHeader } from '@scriptloom/media';
import { unpackedPackage, writeEpisodes, type Clip } from './episodes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { out: { type: 'string' }, clips: { type: 'string' } } });
const out = path.resolve(values.out ?? path.join(root, '.tmp/corpus/asterisk-voices'));
const perFolder = Number(values.clips ?? 150);
const cache = path.join(root, '.tmp/corpus/packages');
const RATE = 8000;

const PACKAGES = [
  'asterisk-core-sounds-en-wav',
  'asterisk-core-sounds-es-wav',
  'asterisk-core-sounds-fr-wav',
  'asterisk-core-sounds-it-wav',
  'asterisk-core-sounds-ru-wav',
  'asterisk-prompt-it-menardi-wav',
];

const bySpeaker = new Map<string, Clip[]>();
for (const pkg of PACKAGES) {
  const sounds = path.join(unpackedPackage(cache, pkg), 'usr/share/asterisk/sounds');
  for (const folder of fs.readdirSync(sounds).sort()) {
    const voice = /^[a-z]{2}_[A-Z]{2}_[fm]_(\w+)$/.exec(folder)?.[1];
    if (!voice) continue;
    // Top-level prompts only (sentences; the subfolders hold single digits and letters), in name order.
    const files = fs
      .readdirSync(path.join(sounds, folder))
      .filter((f) => f.endsWith('.wav'))
      .sort()
      .slice(0, perFolder);
    const clips = bySpeaker.get(voice) ?? [];
    for (const file of files) {
      const data = fs.readFileSync(path.join(sounds, folder, file));
      const info = parseWavHeader(data, data.length, file);
      if (!('sampleRate' in info) || info.sampleRate !== RATE || info.channels !== 1 || info.bitsPerSample !== 16)
        continue;
      const pcm = data.subarray(info.dataOffset, info.dataOffset + info.dataBytes);
      // Under half a second is a digit or a beep, not a sentence.
      if (pcm.length / 2 / RATE < 0.5) continue;
      clips.push({ id: `${folder}/${file}`, speaker: voice, text: '', pcm });
    }
    bySpeaker.set(voice, clips);
  }
}
for (const [voice, clips] of bySpeaker) {
  writeEpisodes(clips, {
    out,
    name: `voice-${voice}`,
    title: `Asterisk prompts by ${voice}`,
    rate: RATE,
    episodeSeconds: Infinity,
  });
}
console.log(`${[...bySpeaker].map(([v, c]) => `${v} ${c.length}`).join(', ')} clips under ${out}`);
