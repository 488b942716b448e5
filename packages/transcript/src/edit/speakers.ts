import type { Snippet, Speaker } from '@scriptloom/contracts';
import { EditError, snippetAt } from './errors.js';

/** Next speaker in the list after the paragraph's, wrapping round (EditError with an empty list).
 * A speaker missing from the list goes to the first. */
export function cycleSpeaker(snippets: Snippet[], paragraph: number, speakers: Speaker[]): Snippet[] {
  const snippet = snippetAt(snippets, paragraph);
  if (speakers.length === 0) throw new EditError('Cycling speakers needs a speaker list.');
  const current = speakers.findIndex((s) => s.name === snippet.speaker);
  // findIndex gives -1 for an unknown speaker, so +1 lands on the first.
  const next = speakers[(current + 1) % speakers.length]!.name;
  if (next === snippet.speaker) return snippets;
  return snippets.with(paragraph, { ...snippet, speaker: next });
}

/** Renames `from` to `to` everywhere, or only on the paragraph at `index`. The list gains `to`;
 * `from` leaves the list when no paragraph uses it any more. */
export function renameSpeaker(
  snippets: Snippet[],
  speakers: Speaker[],
  from: string,
  to: string,
  index?: number,
): { snippets: Snippet[]; speakers: Speaker[] } {
  if (from === to) return { snippets, speakers };
  let renamed: Snippet[];
  if (index === undefined) {
    renamed = snippets.map((s) => (s.speaker === from ? { ...s, speaker: to } : s));
  } else {
    const snippet = snippetAt(snippets, index);
    if (snippet.speaker !== from) throw new EditError(`Paragraph ${index} is not spoken by ${from}.`);
    renamed = snippets.with(index, { ...snippet, speaker: to });
  }

  const fromUsed = renamed.some((s) => s.speaker === from);
  let needTo = !speakers.some((s) => s.name === to);
  const list: Speaker[] = [];
  for (const s of speakers) {
    if (s.name !== from || fromUsed) list.push(s);
    else if (needTo) {
      // `from` is gone and `to` is new: `to` takes its place, so a rename keeps the list order.
      list.push({ ...s, name: to });
      needTo = false;
    }
  }
  if (needTo) list.push({ name: to });
  return { snippets: renamed, speakers: list };
}
