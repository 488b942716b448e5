import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SignedUploadResponse } from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { signedObject, storeSignedUpload } from '../services/files/signed-storage.js';
import { publicRoute } from '../http/access-guard.js';
import { bodyDescribedOnly, FileBytes, fileAnswer } from '../http/openapi/file-answers.js';

const UploadQuery = z.object({ key: z.string(), exp: z.coerce.number(), max: z.coerce.number(), sig: z.string() });
const tags = ['storage'];
/** What the stored media are: uploads as sent, their audio, audiograms and reels; by file extension. */
const MEDIA_TYPES = ['audio/*', 'video/*', 'image/*', 'application/octet-stream'];
const ObjectQuery = z.object({ key: z.string(), exp: z.coerce.number(), sig: z.string(), name: z.string().optional() });

/**
 * The local-disk side of signed URLs: PUT an upload, GET a media object (with range requests, so
 * players can seek). The signature in the query is the permission; no bearer token is involved.
 */
export function storageRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Raw bodies: the stream goes to storage as it arrives, never into memory.
    app.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload));

    app.put(
      '/storage/upload',
      {
        ...publicRoute,
        ...bodyDescribedOnly,
        schema: {
          tags,
          description: 'The bytes of an upload, to the signed link `GET /s2t/upload_url` gave.',
          querystring: UploadQuery,
          consumes: ['application/octet-stream'],
          body: FileBytes,
          response: { 200: SignedUploadResponse },
          errors: [403],
        },
      },
      async (req, reply) => {
        const upload = { contentType: req.headers['content-type'], body: req.body as Readable };
        return reply.status(200).send(await storeSignedUpload(ctx, req.query, upload));
      },
    );

    app.get(
      '/storage/object',
      {
        ...publicRoute,
        schema: {
          tags,
          description: 'A media file through its signed link; ranges are served (206) so players can seek.',
          querystring: ObjectQuery,
          response: {
            200: fileAnswer(MEDIA_TYPES, 'The whole file'),
            206: fileAnswer(MEDIA_TYPES, 'The range asked for'),
          },
          errors: [403, 404, 416],
        },
      },
      async (req, reply) => {
        const { key, name } = await signedObject(ctx, req.query);
        if (name) reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
        return reply.header('cache-control', 'private, max-age=3600').sendFile(key, ctx.config.mediaDir);
      },
    );
  };
}
