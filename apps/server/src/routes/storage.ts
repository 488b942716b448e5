import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../services/context.js';
import { signedObject, storeSignedUpload } from '../services/files/signed-storage.js';
import { publicRoute } from '../http/access-guard.js';

const UploadQuery = z.object({ key: z.string(), exp: z.coerce.number(), max: z.coerce.number(), sig: z.string() });
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
      { ...publicRoute, schema: { hide: true, querystring: UploadQuery } },
      async (req, reply) => {
        const upload = { contentType: req.headers['content-type'], body: req.body as Readable };
        return reply.status(200).send(await storeSignedUpload(ctx, req.query, upload));
      },
    );

    app.get(
      '/storage/object',
      { ...publicRoute, schema: { hide: true, querystring: ObjectQuery } },
      async (req, reply) => {
        const { key, name } = await signedObject(ctx, req.query);
        if (name) reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
        return reply.header('cache-control', 'private, max-age=3600').sendFile(key, ctx.config.mediaDir);
      },
    );
  };
}
