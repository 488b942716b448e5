import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompactSaveRequest,
  TranscriptDocResponse,
  TranscriptPageQuery,
  TranscriptPageResponse,
  EXPORT_MEDIA_TYPES,
  WorkflowExportParams,
  WorkflowExportQuery,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { HEAVY_WORK } from '../http/openapi/error-answers.js';
import { currentUser } from '../http/authenticate.js';
import { attachment } from '../http/attachment.js';
import { fileId } from '../http/file-id.js';
import { fileAnswer } from '../http/openapi/file-answers.js';
import { transcriptPage } from '../services/enterprise-transcript/transcript-page.js';
import { saveCompactTranscript } from '../services/enterprise-transcript/save-compact.js';
import { exportWorkflowTranscript } from '../services/enterprise-transcript/export-transcript.js';

const tags = ['enterprise'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string() });
/** The compact form is about half the size of the full document, which may take 16 MB (routes/editor.ts). */
const COMPACT_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * A workflow's transcript as its members read, save and export it
 * (docs/product.md#enterprise-transcript). Sign-in and the role check come from the enterprise
 * permission table, installed on every route here as it is registered.
 */
export function enterpriseTranscriptRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/enterprise/transcript/:id',
      {
        schema: {
          tags,
          security,
          description: 'The paragraphs from `start` (default 25), at most `limit` (default and most 1000).',
          params: IdParams,
          querystring: TranscriptPageQuery,
          response: { 200: TranscriptPageResponse },
        },
      },
      async (req) => transcriptPage(ctx, currentUser(req), fileId(req.params.id), req.query),
    );

    app.post(
      '/v2/enterprise/transcript/:id',
      {
        bodyLimit: COMPACT_BODY_LIMIT,
        schema: {
          tags,
          security,
          description: 'Saves the whole transcript in the compact form; answers as `PUT /up/transcript/{id}`.',
          params: IdParams,
          body: CompactSaveRequest,
          response: { 200: TranscriptDocResponse },
          errors: [409],
        },
      },
      async (req) => saveCompactTranscript(ctx, currentUser(req), fileId(req.params.id), req.body),
    );

    app.get(
      '/enterprise/transcript/export/:id/:format',
      {
        schema: {
          tags,
          security,
          description: 'The transcript as a file, as `GET /v2/up/export/{id}` with the format in the path.',
          params: WorkflowExportParams,
          querystring: WorkflowExportQuery,
          response: { 200: fileAnswer(EXPORT_MEDIA_TYPES, 'The transcript in the format asked for') },
          errors: [409, ...HEAVY_WORK],
        },
      },
      async (req, reply) => {
        const { format } = req.params;
        const rendered = await exportWorkflowTranscript(
          ctx,
          currentUser(req),
          fileId(req.params.id),
          format,
          req.query,
        );
        return reply
          .header('content-type', rendered.mediaType)
          .header('content-length', rendered.body.length)
          .header('content-disposition', attachment(rendered.fileName))
          .header('cache-control', 'no-store')
          .send(rendered.body);
      },
    );
  };
}
