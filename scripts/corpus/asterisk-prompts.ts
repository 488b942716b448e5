// The English prompts of Debian's Asterisk sound packages, one studio speaker (Allison, 8 kHz): the
// recordings of `asterisk-core-sounds-en-wav` with their text from `asterisk-core-sounds-en`'s
// core-sounds-en.txt. Shared by the corpora made from them (make-asterisk.ts, make-monologues.ts).
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { unpackedPackage } from './episodes.js';

export interface AsteriskPrompt {
  /** The prompt's name, e.g. `vm-intro`; its recording is `<sounds>/<key>.wav`. */
  key: string;
  text: string;
  /** The recording, or undefined when the text lists a prompt the package does not ship. */
  wav: string | undefined;
}

/** Every listed prompt, in the text file's order (downloads and unpacks the packages once). */
export function asteriskEnglishPrompts(cache: string): AsteriskPrompt[] {
  const sounds = path.join(
    unpackedPackage(cache, 'asterisk-core-sounds-en-wav'),
    'usr/share/asterisk/sounds/en_US_f_Allison',
  );
  const textFile = path.join(
    unpackedPackage(cache, 'asterisk-core-sounds-en'),
    'usr/share/doc/asterisk-core-sounds-en/core-sounds-en.txt.gz',
  );
  const prompts: AsteriskPrompt[] = [];
  // Lines are `key: text`; `;` starts a comment.
  for (const line of gunzipSync(fs.readFileSync(textFile)).toString('utf8').split('\n')) {
    const match = /^([^;:\s][^:]*):\s*(.*)$/.exec(line.trim());
    if (!match) continue;
    const wav = path.join(sounds, `${match[1]}.wav`);
    prompts.push({ key: match[1]!, text: match[2]!, wav: fs.existsSync(wav) ? wav : undefined });
  }
  return prompts;
}
