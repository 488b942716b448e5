import type {
  CommentCreateRequest,
  CommentResponse,
  CommentUpdateRequest,
  CompleteResponse,
  ProcessedDataRequest,
  ReplaceAllRequest,
  ReplaceAllResponse,
  SpeakerRequest,
  TranscriptDocResponse,
  TranscriptSaveRequest,
  TranscriptSaveResponse,
  UpdateSpeakerRequest,
} from '@scriptloom/contracts';
import { api } from '../../../api/api';
import { operation, type Answer, type Body } from '../../../api/operations';
import { filesApi } from '../../../shared/files/files-api';

// The editor reports every failure itself, with the product's fixed words (docs/product.md#versions-and-saving) in front of the server's.
const quiet = { quiet: true } as const;
const enc = encodeURIComponent;

const compactSave = operation('POST /api/v2/enterprise/transcript/{id}');
const workflowSpeakers = operation('PUT /api/enterprise/workflow/{id}/speakers');

interface CommentTarget {
  fileId: string;
  paragraphId: string;
}

/**
 * The transcript editor's writes. None of them touches the cached `/up/details` answer: the editor
 * keeps its own copy of the document (features/editor/state/editor-state.ts) and adopts what these return.
 */
export const editorApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveTranscript: build.mutation<TranscriptSaveResponse, { id: string; body: TranscriptSaveRequest }>({
      query: ({ id, body }) => ({ url: `up/transcript/${enc(id)}`, method: 'PUT', body }),
      extraOptions: quiet,
    }),
    /** A workflow's save, in the compact form (docs/product.md#enterprise-transcript). */
    saveWorkflowTranscript: build.mutation<Answer<typeof compactSave>, { id: string; body: Body<typeof compactSave> }>({
      query: ({ id, body }) => compactSave({ path: { id }, body }),
      extraOptions: quiet,
    }),
    /** Renames a workflow's speakers: the i-th name for the i-th speaker of its list. */
    renameWorkflowSpeakers: build.mutation<
      Answer<typeof workflowSpeakers>,
      { id: string; body: Body<typeof workflowSpeakers> }
    >({
      query: ({ id, body }) => workflowSpeakers({ path: { id }, body }),
      extraOptions: quiet,
    }),
    replaceAll: build.mutation<ReplaceAllResponse, { id: string; body: ReplaceAllRequest }>({
      query: ({ id, body }) => ({ url: `up/transcript/replace/${enc(id)}`, method: 'POST', body }),
      extraOptions: quiet,
    }),
    /** The summary or the chapters, on their own (`summary updated`, `chapters updated`). */
    updateProcessedData: build.mutation<TranscriptDocResponse, { id: string; body: ProcessedDataRequest }>({
      query: ({ id, body }) => ({ url: `up/processed_data/${enc(id)}`, method: 'PUT', body }),
      extraOptions: quiet,
    }),
    updateSpeaker: build.mutation<TranscriptDocResponse, { id: string; body: UpdateSpeakerRequest }>({
      query: ({ id, body }) => ({ url: `up/update-speaker/${enc(id)}`, method: 'POST', body }),
      extraOptions: quiet,
    }),
    addSpeaker: build.mutation<TranscriptDocResponse, { id: string; body: SpeakerRequest }>({
      query: ({ id, body }) => ({ url: `up/speaker/${enc(id)}`, method: 'PUT', body }),
      extraOptions: quiet,
    }),
    deleteSpeaker: build.mutation<TranscriptDocResponse, { id: string; body: SpeakerRequest }>({
      query: ({ id, body }) => ({ url: `up/speaker/${enc(id)}`, method: 'DELETE', body }),
      extraOptions: quiet,
    }),
    createComment: build.mutation<CommentResponse, CommentTarget & { body: CommentCreateRequest }>({
      query: ({ fileId, paragraphId, body }) => ({
        url: `enterprise/comments/${enc(fileId)}/transcript/${enc(paragraphId)}`,
        method: 'POST',
        body,
      }),
      extraOptions: quiet,
    }),
    updateComment: build.mutation<CommentResponse, CommentTarget & { commentId: string; body: CommentUpdateRequest }>({
      query: ({ fileId, paragraphId, commentId, body }) => ({
        url: `enterprise/comments/${enc(fileId)}/transcript/${enc(paragraphId)}/comment/${enc(commentId)}`,
        method: 'PUT',
        body,
      }),
      extraOptions: quiet,
    }),
    deleteComment: build.mutation<CommentResponse, CommentTarget & { commentId: string; version: number }>({
      query: ({ fileId, paragraphId, commentId, version }) => ({
        url: `enterprise/comments/${enc(fileId)}/transcript/${enc(paragraphId)}/comment/${enc(commentId)}`,
        method: 'DELETE',
        params: { version },
      }),
      extraOptions: quiet,
    }),
    completeFile: build.mutation<CompleteResponse, string>({
      query: (id) => ({ url: `up/complete/${enc(id)}`, method: 'POST' }),
      extraOptions: quiet,
      // The dashboard's rows show a "Complete" chip: their lists are asked again.
      invalidatesTags: (result) => (result ? ['Files'] : []),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // The toolbar shows "Completed" at once, before the page's own reload of the details arrives.
        dispatch(
          filesApi.util.updateQueryData('getFileDetails', id, (draft) => {
            draft.fb_doc.review_complete = true;
          }),
        );
      },
    }),
  }),
});
