import type { Snippet, Speaker } from '@scriptloom/contracts';
import { useState } from 'react';
import type { RenameTarget } from './RenameSpeakerDialog';
import type { EditorSession } from '../session/use-editor-session';

/**
 * "Rename speaker…" from a paragraph's menu: the renaming itself is a server-side edit (everywhere,
 * or only that paragraph), whose answer the editor adopts.
 */
export function useSpeakerRename(session: EditorSession, snippets: Snippet[], speakers: Speaker[]) {
  const [target, setTarget] = useState<RenameTarget | null>(null);
  const start = (paragraph: number) => {
    const snippet = snippets[paragraph];
    if (snippet) setTarget({ index: paragraph, speaker: snippet.speaker });
  };
  const rename = (name: string, everywhere: boolean) =>
    target ? session.renameSpeaker(target.speaker, name, everywhere, target.index) : Promise.resolve(false);
  const close = () => setTarget(null);
  return { target, names: speakers.map((speaker) => speaker.name), start, rename, close };
}
