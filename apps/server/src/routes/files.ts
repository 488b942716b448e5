import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DashboardQuery,
  DetailsQuery,
  DetailsResponse,
  DashboardResponse,
  FileStatusResponse,
  RenameFileRequest,
  RenameFileResponse,
  SuccessBody,
  TranscribeUploadedRequest,
  UnprocessedResponse,
  UploadResponse,
  UploadUrlQuery,
  UploadUrlResponse,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { attachment } from '../http/attachment.js';
import { fileId } from '../http/file-id.js';
import { multipartParts } from '../http/multipart.js';
import { maxUploadBytes } from '../services/files/ingest.js';
import { uploadFromForm } from '../services/files/form-upload.js';
import {
  deleteFile,
  fileDetailsJson,
  fileStatus,
  listFiles,
  originalForDownload,
  unprocessedIds,
} from '../services/files/files.js';
import { renameFile } from '../services/files/rename.js';
import { fileAnswer } from '../http/openapi/file-answers.js';
import { createUploadUrl, transcribeSignedUpload } from '../services/files/upload-urls.js';

const tags = ['files'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string() });

export function filesRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/up/save',
      {
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          description:
            'Multipart upload: `file` (required), `title`, `speakers` (count), `language`, `vocabulary` (names and terms, one per line or comma-separated).',
          response: { 201: UploadResponse },
          errors: [402, 413, 415, 503],
        },
      },
      async (req, reply) => {
        const parts = multipartParts(req, 'Send the file as multipart/form-data in a field named "file".');
        return reply.status(201).send(await uploadFromForm(ctx, currentUser(req), parts));
      },
    );

    for (const [urlPath, transcribePath] of [
      ['/video_transcription/upload_url', '/video_transcription/transcribe-user-video'],
      ['/s2t/upload_url', '/v1/s2t/transcribe-user-audio'],
    ] as const) {
      app.get(
        urlPath,
        {
          schema: { tags, security, querystring: UploadUrlQuery, response: { 200: UploadUrlResponse }, errors: [429] },
        },
        async (req) => createUploadUrl(ctx, currentUser(req), req.query.file_name),
      );
      app.post(
        transcribePath,
        {
          schema: {
            tags,
            security,
            body: TranscribeUploadedRequest,
            response: { 201: UploadResponse },
            errors: [402, 404, 413, 503],
          },
        },
        async (req, reply) => reply.status(201).send(await transcribeSignedUpload(ctx, currentUser(req), req.body)),
      );
    }

    app.get(
      '/v2/up/all',
      { schema: { tags, security, querystring: DashboardQuery, response: { 200: DashboardResponse } } },
      async (req) => listFiles(ctx, currentUser(req), req.query),
    );
    app.get('/up/unprocessed', { schema: { tags, security, response: { 200: UnprocessedResponse } } }, async (req) =>
      unprocessedIds(ctx, currentUser(req)),
    );
    app.get(
      '/up/status/:id',
      { schema: { tags, security, params: IdParams, response: { 200: FileStatusResponse } } },
      async (req) => fileStatus(ctx, currentUser(req), fileId(req.params.id)),
    );
    app.get(
      '/up/details/:id',
      { schema: { tags, security, params: IdParams, querystring: DetailsQuery, response: { 200: DetailsResponse } } },
      // The service hands back the answer's JSON, checked against DetailsResponse as it was built
      // (detailsJson); Fastify sends a string with a JSON type as it is. The type provider only
      // knows the object form, hence the cast.
      async (req, reply) => {
        const json = await fileDetailsJson(ctx, currentUser(req), fileId(req.params.id), req.query);
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );
    app.get(
      '/up/delete/:id',
      { schema: { tags, security, params: IdParams, response: { 200: SuccessBody }, errors: [403, 409] } },
      async (req) => deleteFile(ctx, currentUser(req), fileId(req.params.id)),
    );
    app.put(
      '/v1/up/rename/:id',
      {
        schema: {
          tags,
          security,
          description: 'Renames one of your files; exports and downloads are named after the new title.',
          params: IdParams,
          body: RenameFileRequest,
          response: { 200: RenameFileResponse },
          errors: [403, 409],
        },
      },
      async (req) => renameFile(ctx, currentUser(req), fileId(req.params.id), req.body),
    );
    app.get(
      '/v1/up/download/:id',
      {
        schema: {
          tags,
          security,
          params: IdParams,
          response: { 200: fileAnswer(['application/octet-stream'], 'The original upload, named as it was sent') },
        },
      },
      async (req, reply) => {
        const { file, stream } = await originalForDownload(ctx, currentUser(req), fileId(req.params.id));
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-length', file.size_bytes)
          .header('content-disposition', attachment(file.file_name))
          .send(stream);
      },
    );

    // Exposed so the web app can say how large a file may be before uploading it.
    app.get(
      '/up/limits',
      { schema: { tags, security, response: { 200: z.object({ max_bytes: z.number() }) } } },
      async (req) => ({ max_bytes: maxUploadBytes(ctx, currentUser(req)) }),
    );
  };
}
