import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../apps/server/src/http/authenticate.js';
import { badRequest } from '../../apps/server/src/lib/app-error.js';
import type { ServiceContext } from '../../apps/server/src/services/context.js';
import { SEED_NAMES } from '../support/recordings.js';
import { seedProcessedFile } from './seed-processed.js';

const SeedRequest = z.object({
  seed: z.enum(SEED_NAMES),
  /** The file's title; the generated texts keep the one they were made with, as after a rename. */
  title: z.string().min(1).optional(),
  /** A workflow of the caller's organisation (what an admin's upload makes), not a file of their own. */
  workflow: z.boolean().default(false),
  /** Uploaded as a video of the recording (a still picture with its sound), for the video player. */
  video: z.boolean().default(false),
});

/**
 * The browser tests' set-up routes, under /api like the product's (so sign-in is required, and the
 * seeded file is the caller's). Only the browser tests' server (main.ts beside this file) has them.
 */
export function seedRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/e2e/processed-file',
      { schema: { body: SeedRequest, response: { 201: z.object({ id: z.string() }) } } },
      async (req, reply) => {
        const user = currentUser(req);
        const { seed, title, workflow, video } = req.body;
        if (workflow && !user.org_id) throw badRequest('Only a member of an organisation can have a workflow seeded.');
        const id = await seedProcessedFile(ctx, user, seed, {
          title,
          owner: workflow ? 'organisation' : 'personal',
          video,
        });
        return reply.status(201).send({ id });
      },
    );
  };
}
