import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmEmailRequest,
  ConfirmResetPasswordRequest,
  LoginRequest,
  LoginResponse,
  LoginVerifyRequest,
  ResendVerificationRequest,
  ResetPasswordLinkRequest,
  SessionResponse,
  SignupRequest,
  SignupResponse,
  SuccessBody,
} from '@scriptloom/contracts';
import type { ServiceContext } from '../services/context.js';
import { confirmEmail, resendVerification, signup } from '../services/auth/signup.js';
import { login, verifyLogin } from '../services/auth/login.js';
import { confirmPasswordReset, requestPasswordReset } from '../services/auth/password-reset.js';
import { optionalUser } from '../http/authenticate.js';
import { knownSignInCookie, readKnownSignIns } from '../http/known-sign-in-cookie.js';
import { publicRoute } from '../http/access-guard.js';

const tags = ['auth'];

export function authRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/v1/signup',
      { ...publicRoute, schema: { tags, body: SignupRequest, response: { 201: SignupResponse } } },
      async (req, reply) => reply.status(201).send(await signup(ctx, req.body)),
    );
    app.post(
      '/signup/confirm-email',
      {
        ...publicRoute,
        schema: { tags, body: ConfirmEmailRequest, response: { 200: SessionResponse.extend(SuccessBody.shape) } },
      },
      async (req) => confirmEmail(ctx, req.body),
    );
    app.post(
      '/signup/resend-verification-email',
      {
        ...publicRoute,
        schema: { tags, body: ResendVerificationRequest, response: { 200: SuccessBody }, errors: [409, 429] },
      },
      async (req) => resendVerification(ctx, req.body.email, await optionalUser(ctx, req)),
    );
    app.post(
      '/v1/login',
      { ...publicRoute, schema: { tags, body: LoginRequest, response: { 200: LoginResponse }, errors: [401, 429] } },
      async (req, reply) => {
        const result = await login(ctx, req.body, { ip: req.ip, knownSignIns: readKnownSignIns(req) });
        if (result.knownSignIns) {
          reply.header('set-cookie', knownSignInCookie(result.knownSignIns, ctx.config.publicUrl.startsWith('https:')));
        }
        return result.body;
      },
    );
    app.post(
      '/v1/login/verify',
      {
        ...publicRoute,
        schema: { tags, body: LoginVerifyRequest, response: { 200: SessionResponse }, errors: [401, 429] },
      },
      async (req) => verifyLogin(ctx, req.body),
    );
    app.post(
      '/login/reset-password-link',
      { ...publicRoute, schema: { tags, body: ResetPasswordLinkRequest, response: { 200: SuccessBody } } },
      async (req) => requestPasswordReset(ctx, req.body.email),
    );
    app.post(
      '/login/confirm-reset-password',
      { ...publicRoute, schema: { tags, body: ConfirmResetPasswordRequest, response: { 200: SuccessBody } } },
      async (req) => confirmPasswordReset(ctx, req.body),
    );
  };
}
