import type { ProcessedDataEdit, TranscriptSaveRequest } from '@scriptloom/contracts';
import { normaliseForSave } from '@scriptloom/transcript';
import { fieldDirty } from './history';
import type { EditorState, ProcessedField } from './types';

/** What a save sends: the whole (normalised) document, plus the processed_data fields that changed. */
export function buildSaveRequest(state: EditorState): { body: TranscriptSaveRequest; revision: number } {
  const { doc } = state;
  const changed = (field: ProcessedField) => fieldDirty(state, field);
  const processed: ProcessedDataEdit = {};
  if (changed('abstract')) processed.abstract = doc.summary;
  if (changed('insights')) processed.insights = doc.chapters;
  if (changed('keywords')) processed.keywords = doc.keywords;
  if (changed('entities')) processed.entities = doc.entities;
  const body: TranscriptSaveRequest = {
    version: state.version,
    transcript: normaliseForSave(doc.snippets),
    speakers: doc.speakers,
    ...(Object.keys(processed).length > 0 ? { processed_data: processed } : {}),
  };
  return { body, revision: state.revision };
}
