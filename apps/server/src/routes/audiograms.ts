import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AudiogramBackgroundsResponse,
  FromQuotesRequest,
  FromQuotesResponse,
  MediaClip,
  MediaClipsResponse,
  UpdateBackgroundResponse,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { fileId } from '../http/file-id.js';
import { backgroundPreview, listBackgrounds } from '../services/audiograms/backgrounds.js';
import { clipId, deleteClip, listClips, makeClips, retryClip, setBackground } from '../services/audiograms/clips.js';
import { publicRoute } from '../http/access-guard.js';
import { fileAnswer } from '../http/openapi/file-answers.js';

const tags = ['audiograms'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string() });
const ClipParams = z.object({ id: z.string(), clipId: z.string() });
const BackgroundParams = z.object({ docId: z.string(), backgroundId: z.string().max(100) });

/** Audiograms and video reels (docs/product.md#audiograms). */
export function audiogramsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The previews are the product's own artwork, shown before anything is chosen: no sign-in.
    app.get(
      '/audiogram/backgrounds/:id/preview.png',
      {
        ...publicRoute,
        schema: {
          tags,
          params: z.object({ id: z.string().max(100) }),
          response: { 200: fileAnswer(['image/png'], 'A small picture of the background') },
        },
      },
      async (req, reply) =>
        reply
          .header('content-type', 'image/png')
          .header('cache-control', 'public, max-age=86400')
          .send(backgroundPreview(req.params.id)),
    );

    app.get(
      '/audiogram/backgrounds',
      { schema: { tags, security, response: { 200: AudiogramBackgroundsResponse } } },
      async () => listBackgrounds(),
    );

    app.post(
      '/audiogram/update-background/:docId/:backgroundId',
      {
        schema: {
          tags,
          security,
          params: BackgroundParams,
          response: { 200: UpdateBackgroundResponse },
          errors: [403, 409],
        },
      },
      async (req) => setBackground(ctx, currentUser(req), fileId(req.params.docId), req.params.backgroundId),
    );

    app.post(
      '/v1/audiogram/from-quotes/:id',
      {
        schema: {
          tags,
          security,
          params: IdParams,
          body: FromQuotesRequest,
          response: { 202: FromQuotesResponse },
          errors: [402, 403, 409],
        },
      },
      async (req, reply) => {
        const result = await makeClips(ctx, currentUser(req), fileId(req.params.id), req.body);
        return reply.status(202).send(result);
      },
    );

    app.get(
      '/v1/audiogram/:id',
      { schema: { tags, security, params: IdParams, response: { 200: MediaClipsResponse } } },
      async (req) => listClips(ctx, currentUser(req), fileId(req.params.id)),
    );

    app.post(
      '/v1/audiogram/:id/:clipId/retry',
      { schema: { tags, security, params: ClipParams, response: { 200: MediaClip }, errors: [402, 403, 409] } },
      async (req) => retryClip(ctx, currentUser(req), fileId(req.params.id), clipId(req.params.clipId)),
    );

    app.delete(
      '/v1/audiogram/:id/:clipId',
      {
        schema: {
          tags,
          security,
          params: ClipParams,
          response: { 200: z.object({ success: z.string() }) },
          errors: [403, 409],
        },
      },
      async (req) => deleteClip(ctx, currentUser(req), fileId(req.params.id), clipId(req.params.clipId)),
    );
  };
}
