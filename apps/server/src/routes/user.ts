import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordRequest,
  ChangePasswordResponse,
  EmailVerificationStatus,
  TwoStepRequest,
  TwoStepResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
  UserProfile,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { currentUser } from '../http/authenticate.js';
import { changePassword, setTwoStep, toProfile, updateProfile } from '../services/user/profile.js';

const tags = ['user'];
const security = [{ bearer: [] }];

export function userRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/v1/user/profile', { schema: { tags, security, response: { 200: UserProfile } } }, async (req) =>
      toProfile(currentUser(req)),
    );
    app.post(
      '/user/profile',
      { schema: { tags, security, body: UpdateProfileRequest, response: { 200: UpdateProfileResponse } } },
      async (req) => updateProfile(ctx, currentUser(req), req.body),
    );
    app.post(
      '/user/password',
      {
        schema: {
          tags,
          security,
          body: ChangePasswordRequest,
          response: { 200: ChangePasswordResponse },
          errors: [409],
        },
      },
      async (req) => changePassword(ctx, currentUser(req), req.body),
    );
    app.get(
      '/user/email-verification',
      { schema: { tags, security, response: { 200: EmailVerificationStatus } } },
      async (req) => {
        const user = currentUser(req);
        return { email: user.email, email_verified: user.email_verified_at !== null };
      },
    );
    app.post(
      '/user/two-step',
      { schema: { tags, security, body: TwoStepRequest, response: { 200: TwoStepResponse }, errors: [403] } },
      async (req) => setTwoStep(ctx, currentUser(req), req.body.enabled),
    );
  };
}
