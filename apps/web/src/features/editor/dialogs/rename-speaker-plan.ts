/**
 * What "Rename speaker…" will do with the name typed so far. Renaming a speaker onto a name already
 * on the list joins the two, which is how a listener mends a voice the diarizer heard as two
 * speakers (docs/product.md, "Speakers"); the dialog says so before anything is sent.
 */
export interface RenamePlan {
  /** The name to send: a listed speaker's own spelling when the typed one differs only in case. */
  name: string;
  /** The name is another speaker already on the list: their paragraphs are joined. */
  merges: boolean;
  /** The line under the name field. */
  hint: string;
  /** The submit button's label. */
  action: 'Rename' | 'Merge';
}

export function renameSpeakerPlan(
  current: string,
  typed: string,
  speakers: readonly string[],
  everywhere: boolean,
): RenamePlan {
  const trimmed = typed.trim();
  const folded = trimmed.toLocaleLowerCase();
  // "speaker 1" typed for the listed "Speaker 1" means that speaker, not a new one spelled alike.
  const existing = speakers.find((s) => s !== current && s.toLocaleLowerCase() === folded);
  if (existing === undefined) {
    const others = speakers.some((s) => s !== current);
    return {
      name: trimmed,
      merges: false,
      hint: others ? `Currently “${current}”. Type another speaker’s name to merge the two.` : `Currently “${current}”`,
      action: 'Rename',
    };
  }
  return {
    name: existing,
    merges: true,
    hint: everywhere
      ? `Every paragraph of “${current}” goes to “${existing}”: the two become one speaker.`
      : `This paragraph goes to “${existing}”.`,
    action: everywhere ? 'Merge' : 'Rename',
  };
}
