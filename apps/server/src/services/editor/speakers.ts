import {
  ErrorCode,
  EditorMessages,
  type TranscriptDocResponse,
  type UpdateSpeakerRequest,
} from '@scriptloom/contracts';
import type { UserRow } from '@scriptloom/db';
import { renameSpeaker } from '@scriptloom/transcript';
import { conflict, invalidField } from '../../lib/app-error.js';
import type { ServiceContext } from '../context.js';
import { editTranscript, paragraphChanged, toDocResponse, withSpeakers, type EditorDoc } from './document.js';

/** Every speaker change is its own line in the version history. */
const speakerSave = { kind: 'speakers' } as const;

const inList = (doc: EditorDoc, name: string) => doc.speakers.some((s) => s.name === name);
const paragraphsOf = (doc: EditorDoc, name: string) => doc.snippets.filter((s) => s.speaker === name).length;

/**
 * Adds a speaker to the list. A name already in the list is a 409 rather than a silent no-op, so
 * the editor can tell the person instead of pretending a second speaker was created.
 */
export async function addSpeaker(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: { version?: number; speaker: string },
): Promise<TranscriptDocResponse> {
  const result = await editTranscript(
    ctx,
    user,
    fileId,
    req.version,
    (doc) => {
      if (inList(doc, req.speaker)) throw conflict(`${req.speaker} is already a speaker.`, ErrorCode.speakerExists);
      return withSpeakers(doc, [...doc.speakers, { name: req.speaker }]);
    },
    speakerSave,
  );
  return toDocResponse(EditorMessages.speakersUpdated, result);
}

/** Removes a speaker from the list; one that still speaks any paragraph cannot be removed. */
export async function removeSpeaker(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: { version?: number; speaker: string },
): Promise<TranscriptDocResponse> {
  const result = await editTranscript(
    ctx,
    user,
    fileId,
    req.version,
    (doc) => {
      const used = paragraphsOf(doc, req.speaker);
      if (used > 0) {
        throw conflict(
          `${req.speaker} is still speaking ${used} ${used === 1 ? 'paragraph' : 'paragraphs'}. ` +
            'Give those paragraphs another speaker before removing this one.',
          ErrorCode.speakerInUse,
        );
      }
      if (!inList(doc, req.speaker)) throw invalidField(`There is no speaker named ${req.speaker}.`, 'speaker');
      return withSpeakers(
        doc,
        doc.speakers.filter((s) => s.name !== req.speaker),
      );
    },
    speakerSave,
  );
  return toDocResponse(EditorMessages.speakersUpdated, result);
}

/**
 * Renames a speaker everywhere (replace_all) or only on the paragraph at `index`. A paragraph no
 * longer spoken by `current_speaker` is the request's mistake when it named the current version
 * (400), and a sign the paragraph changed since it was read when it named none (409
 * PARAGRAPH_CHANGED): the one check those fields allow.
 */
export async function updateSpeaker(
  ctx: ServiceContext,
  user: UserRow,
  fileId: string,
  req: UpdateSpeakerRequest,
): Promise<TranscriptDocResponse> {
  if (!req.replace_all && req.index === undefined) {
    throw invalidField('Say which paragraph to change (index), or set replace_all to rename everywhere.', 'index');
  }
  const result = await editTranscript(
    ctx,
    user,
    fileId,
    req.version,
    (doc) => {
      const from = req.current_speaker;
      if (req.replace_all) {
        if (!inList(doc, from) && paragraphsOf(doc, from) === 0) {
          throw invalidField(`There is no speaker named ${from}.`, 'current_speaker');
        }
      } else {
        const index = req.index!;
        const paragraph = doc.snippets[index];
        if (!paragraph) {
          throw invalidField(`There is no paragraph ${index}: the transcript has ${doc.snippets.length}.`, 'index');
        }
        if (paragraph.speaker !== from && from !== req.new_speaker) {
          const message = `Paragraph ${index} is not spoken by ${from}`;
          if (req.version === undefined) {
            throw paragraphChanged(`${message} any more: it is spoken by ${paragraph.speaker}. Read it again.`);
          }
          throw invalidField(`${message}.`, 'current_speaker');
        }
      }
      const renamed = renameSpeaker(
        doc.snippets,
        doc.speakers,
        from,
        req.new_speaker,
        req.replace_all ? undefined : req.index,
      );
      if (renamed.snippets === doc.snippets && renamed.speakers === doc.speakers) return null;
      return withSpeakers({ ...doc, snippets: renamed.snippets }, renamed.speakers);
    },
    speakerSave,
  );
  return toDocResponse(EditorMessages.speakersUpdated, result);
}
