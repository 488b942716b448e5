import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommentCreateRequest,
  CommentDeleteQuery,
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
import type { ServiceContext } from '../services/context.js';
import { HEAVY_WORK } from '../http/openapi/error-answers.js';
import { currentUser } from '../http/authenticate.js';
import { fileId } from '../http/file-id.js';
import { saveDocument, saveParagraphChanges, saveParagraphText } from '../services/editor/transcript.js';
import { replaceEverywhere } from '../services/editor/replace.js';
import { addSpeaker, removeSpeaker, updateSpeaker } from '../services/editor/speakers.js';
import { updateProcessedData } from '../services/editor/processed-data.js';
import { addComment, deleteComment, updateComment } from '../services/editor/comments.js';
import { markReviewComplete } from '../services/editor/complete.js';

const tags = ['editor'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string() });
const CommentParams = z.object({ doc: z.string(), item: z.string() });
const CommentIdParams = CommentParams.extend({ commentId: z.string() });
/** A whole-document save of a long recording is several MB of word timings; the app default is 1 MB. */
const DOCUMENT_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * Transcript editing. A write may carry the version it was made on (the editor's always do) and
 * answers 409 VERSION_CONFLICT (with current_version) when that is stale; without one it applies to
 * the current transcript, refused 409 PARAGRAPH_CHANGED when its own fields show it is out of date.
 */
export function editorRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/up/transcript/:id',
      {
        bodyLimit: DOCUMENT_BODY_LIMIT,
        schema: {
          tags,
          security,
          description:
            '`{index, text}` re-aligns one paragraph; `{version, changes, ...}` replaces runs of ' +
            'paragraphs (what the editor sends); `{transcript, ...}` saves the whole document. `version`, ' +
            'optional but for `changes`, refuses the save (409 VERSION_CONFLICT) when it is stale. ' +
            'Answers the runs of paragraphs the save changed.',
          params: IdParams,
          body: TranscriptSaveRequest,
          response: { 200: TranscriptSaveResponse },
          errors: [403, 409, 413],
        },
      },
      async (req) => {
        const id = fileId(req.params.id);
        const body = req.body;
        if ('transcript' in body) return saveDocument(ctx, currentUser(req), id, body);
        if ('changes' in body) return saveParagraphChanges(ctx, currentUser(req), id, body);
        return saveParagraphText(ctx, currentUser(req), id, body);
      },
    );

    app.post(
      '/up/transcript/replace/:id',
      {
        schema: {
          tags,
          security,
          params: IdParams,
          body: ReplaceAllRequest,
          response: { 200: ReplaceAllResponse },
          errors: [403, 409, ...HEAVY_WORK],
        },
      },
      async (req) => replaceEverywhere(ctx, currentUser(req), fileId(req.params.id), req.body),
    );

    app.put(
      '/up/speaker/:id',
      {
        schema: {
          tags,
          security,
          params: IdParams,
          body: SpeakerRequest,
          response: { 200: TranscriptDocResponse },
          errors: [403, 409],
        },
      },
      async (req) => addSpeaker(ctx, currentUser(req), fileId(req.params.id), req.body),
    );
    app.delete(
      '/up/speaker/:id',
      {
        schema: {
          tags,
          security,
          params: IdParams,
          body: SpeakerRequest,
          response: { 200: TranscriptDocResponse },
          errors: [403, 409],
        },
      },
      async (req) => removeSpeaker(ctx, currentUser(req), fileId(req.params.id), req.body),
    );
    app.post(
      '/up/update-speaker/:id',
      {
        schema: {
          tags,
          security,
          params: IdParams,
          body: UpdateSpeakerRequest,
          response: { 200: TranscriptDocResponse },
          errors: [403, 409],
        },
      },
      async (req) => updateSpeaker(ctx, currentUser(req), fileId(req.params.id), req.body),
    );

    app.put(
      '/up/processed_data/:id',
      {
        schema: {
          tags,
          security,
          params: IdParams,
          body: ProcessedDataRequest,
          response: { 200: TranscriptDocResponse },
          errors: [403, 409],
        },
      },
      async (req) => updateProcessedData(ctx, currentUser(req), fileId(req.params.id), req.body),
    );

    // Enterprise paths (docs/product.md#comments); personal files use them too (doc: file id, item: paragraph id).
    app.post(
      '/enterprise/comments/:doc/transcript/:item',
      {
        schema: {
          tags,
          security,
          params: CommentParams,
          body: CommentCreateRequest,
          response: { 200: CommentResponse },
          errors: [409],
        },
      },
      async (req) =>
        addComment(ctx, currentUser(req), { fileId: fileId(req.params.doc), paragraphId: req.params.item }, req.body),
    );
    app.put(
      '/enterprise/comments/:doc/transcript/:item/comment/:commentId',
      {
        schema: {
          tags,
          security,
          params: CommentIdParams,
          body: CommentUpdateRequest,
          response: { 200: CommentResponse },
          errors: [409],
        },
      },
      async (req) =>
        updateComment(
          ctx,
          currentUser(req),
          { fileId: fileId(req.params.doc), paragraphId: req.params.item, commentId: req.params.commentId },
          req.body,
        ),
    );
    app.delete(
      '/enterprise/comments/:doc/transcript/:item/comment/:commentId',
      {
        schema: {
          tags,
          security,
          params: CommentIdParams,
          querystring: CommentDeleteQuery,
          response: { 200: CommentResponse },
          errors: [409],
        },
      },
      async (req) =>
        deleteComment(
          ctx,
          currentUser(req),
          { fileId: fileId(req.params.doc), paragraphId: req.params.item, commentId: req.params.commentId },
          req.query.version,
        ),
    );

    app.post(
      '/up/complete/:id',
      { schema: { tags, security, params: IdParams, response: { 200: CompleteResponse }, errors: [403, 409] } },
      async (req) => markReviewComplete(ctx, currentUser(req), fileId(req.params.id)),
    );
  };
}
