import type { ComponentProps } from 'react';
import { AudiogramsDialog, type AudiogramsDialogProps } from '../audiograms/AudiogramsDialog';
import { ParagraphMenu } from '../paragraphs/ParagraphMenu';
import { SpeakerMenu } from '../paragraphs/SpeakerMenu';
import type { useParagraphControls } from '../paragraphs/use-paragraph-controls';
import { VersionHistoryDialog, type VersionHistoryDialogProps } from '../versions/VersionHistoryDialog';
import { AddSpeakerDialog } from './AddSpeakerDialog';
import { CommentDialog } from './CommentDialog';
import { ConflictDialog } from './ConflictDialog';
import { EntityDialog } from './EntityDialog';
import { RenameSpeakerDialog } from './RenameSpeakerDialog';
import { ShortcutsDialog } from './ShortcutsDialog';
import type { useCommentForm } from './use-comment-form';
import type { useEntityForm } from './use-entity-form';
import type { useSpeakerRename } from './use-speaker-rename';

interface EditorDialogsProps {
  paragraphs: Pick<ReturnType<typeof useParagraphControls>, 'menuProps' | 'speakerMenuProps' | 'addSpeakerProps'>;
  rename: ReturnType<typeof useSpeakerRename>;
  comments: ReturnType<typeof useCommentForm>;
  entityForm: ReturnType<typeof useEntityForm>;
  shortcuts: ComponentProps<typeof ShortcutsDialog>;
  history: VersionHistoryDialogProps;
  audiograms: AudiogramsDialogProps;
  conflict: ComponentProps<typeof ConflictDialog>;
}

/** The editor's menus and dialogs, each opened by its own hook or the page. */
export function EditorDialogs({
  paragraphs,
  rename,
  comments,
  entityForm,
  shortcuts,
  history,
  audiograms,
  conflict,
}: EditorDialogsProps) {
  return (
    <>
      <ParagraphMenu {...paragraphs.menuProps} />
      <SpeakerMenu {...paragraphs.speakerMenuProps} />
      <AddSpeakerDialog {...paragraphs.addSpeakerProps} />
      <RenameSpeakerDialog
        target={rename.target}
        speakers={rename.names}
        onClose={rename.close}
        onRename={rename.rename}
      />
      <CommentDialog target={comments.target} onClose={comments.close} onSubmit={comments.submit} />
      <EntityDialog
        phrase={entityForm.phrase}
        types={entityForm.types}
        onClose={entityForm.close}
        onAdd={entityForm.add}
      />
      <ShortcutsDialog {...shortcuts} />
      <VersionHistoryDialog {...history} />
      <AudiogramsDialog {...audiograms} />
      <ConflictDialog {...conflict} />
    </>
  );
}
