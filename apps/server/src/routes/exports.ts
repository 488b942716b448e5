import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BulkDownloadRequest, BulkDownloadResponse, EXPORT_MEDIA_TYPES, ExportOptions } from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { HEAVY_WORK } from '../http/openapi/error-answers.js';
import { currentUser } from '../http/authenticate.js';
import { attachment } from '../http/attachment.js';
import { fileId } from '../http/file-id.js';
import { exportFile } from '../services/exports/export-file.js';
import { openBulkDownload, requestBulkDownload } from '../services/exports/bulk-download.js';
import { publicRoute } from '../http/access-guard.js';
import { fileAnswer } from '../http/openapi/file-answers.js';

const tags = ['exports'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string() });
const ZipQuery = z.object({
  uid: z.string(),
  doc: z.string(),
  parts: z.string(),
  exp: z.coerce.number().int(),
  sig: z.string(),
});

/**
 * Exports of a transcript (one format at a time) and the bulk download zip. The zip is fetched
 * through a signed link, so that route has no bearer check: the signature is the permission.
 */
export function exportsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v2/up/export/:id',
      {
        schema: {
          tags,
          security,
          description: 'The transcript as a file (`content-disposition`: title.extension); errors are JSON.',
          params: IdParams,
          querystring: ExportOptions,
          response: { 200: fileAnswer(EXPORT_MEDIA_TYPES, 'The transcript in the format asked for') },
          errors: [409, ...HEAVY_WORK],
        },
      },
      async (req, reply) => {
        const rendered = await exportFile(ctx, currentUser(req), fileId(req.params.id), req.query);
        return reply
          .header('content-type', rendered.mediaType)
          .header('content-length', rendered.body.length)
          .header('content-disposition', attachment(rendered.fileName))
          .header('cache-control', 'no-store')
          .send(rendered.body);
      },
    );

    app.post(
      '/up/bulk-download',
      {
        schema: { tags, security, body: BulkDownloadRequest, response: { 200: BulkDownloadResponse }, errors: [409] },
      },
      async (req) => requestBulkDownload(ctx, currentUser(req), fileId(req.body.docId), req.body.params),
    );

    app.get(
      '/up/bulk-download/zip',
      {
        ...publicRoute,
        schema: {
          tags,
          description: 'The zip of a bulk download; only through the signed link `POST /up/bulk-download` answers.',
          querystring: ZipQuery,
          response: { 200: fileAnswer(['application/zip'], 'The files of the bulk download') },
          errors: [403, 404, 409, ...HEAVY_WORK],
        },
      },
      async (req, reply) => {
        const { fileName, stream } = await openBulkDownload(ctx, req.query);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  };
}
