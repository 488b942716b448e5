import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RestoreVersionRequest,
  TranscriptDocResponse,
  TranscriptVersionDoc,
  TranscriptVersionList,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { fileId } from '../http/file-id.js';
import { getVersion, listVersions, restoreVersion } from '../services/editor/versions.js';

const tags = ['editor'];
const security = [{ bearer: [] }];
const IdParams = z.object({ id: z.string() });
const VersionParams = IdParams.extend({ versionId: z.string() });

/** A version id is a uuid too: anything else names no version, a 404 like any missing one. */
const versionId = (id: string) => fileId(id, 'Version not found.');

/** A transcript's version history (docs/product.md#version-history): list, preview, restore. */
export function versionsRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/v1/up/versions/:id',
      { schema: { tags, security, params: IdParams, response: { 200: TranscriptVersionList } } },
      async (req) => listVersions(ctx, currentUser(req), fileId(req.params.id)),
    );

    app.get(
      '/v1/up/versions/:id/:versionId',
      { schema: { tags, security, params: VersionParams, response: { 200: TranscriptVersionDoc } } },
      async (req) => getVersion(ctx, currentUser(req), fileId(req.params.id), versionId(req.params.versionId)),
    );

    app.post(
      '/v1/up/versions/:id/:versionId/restore',
      {
        schema: {
          tags,
          security,
          description: '`version` is the document version the editor holds (409 VERSION_CONFLICT when stale).',
          params: VersionParams,
          body: RestoreVersionRequest,
          response: { 200: TranscriptDocResponse },
          errors: [403, 409],
        },
      },
      async (req) =>
        restoreVersion(ctx, currentUser(req), fileId(req.params.id), versionId(req.params.versionId), req.body),
    );
  };
}
