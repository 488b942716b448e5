import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HiringNotesRequest,
  HiringNotesResponse,
  HiringRecalculateRequest,
  HiringRecalculateResponse,
  MemberScore,
  ScoreDiffResponse,
  TeamScores,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { HEAVY_WORK } from '../http/openapi/error-answers.js';
import { currentUser } from '../http/authenticate.js';
import { addQaNote, memberScore, recalculateScores, scoreDiff, teamScores } from '../services/hiring/scores.js';

const tags = ['hiring'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });

/** Hiring scores (docs/product.md#hiring-scores); roles as the permission table says. */
export function hiringRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/enterprise/hiring/score/recalculate',
      { schema: { tags, security, body: HiringRecalculateRequest, response: { 200: HiringRecalculateResponse } } },
      async (req) => recalculateScores(ctx, currentUser(req), req.body.ids),
    );
    app.get('/enterprise/hiring/scores', { schema: { tags, security, response: { 200: TeamScores } } }, async (req) =>
      teamScores(ctx, currentUser(req)),
    );
    app.get(
      '/enterprise/hiring/score/:id/workflow/:workflowId',
      {
        schema: {
          tags,
          security,
          params: z.object({ id: z.string(), workflowId: z.string() }),
          response: { 200: ScoreDiffResponse },
          errors: [...HEAVY_WORK],
        },
      },
      async (req) => scoreDiff(ctx, currentUser(req), req.params.id, req.params.workflowId),
    );
    app.get(
      '/enterprise/hiring/score/:id',
      { schema: { tags, security, params, response: { 200: MemberScore } } },
      async (req) => memberScore(ctx, currentUser(req), req.params.id),
    );
    app.post(
      '/enterprise/hiring/score/:id/qa_notes',
      { schema: { tags, security, params, body: HiringNotesRequest, response: { 201: HiringNotesResponse } } },
      async (req, reply) =>
        reply.status(201).send(await addQaNote(ctx, currentUser(req), req.params.id, req.body.notes)),
    );
  };
}
