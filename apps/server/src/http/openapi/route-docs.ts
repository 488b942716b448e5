import type { FastifySchema } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorAnswers, errorStatusesOf, type ErrorStatus } from './error-answers.js';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Error statuses this route answers beyond those every route of its kind does (402, 409,
     * 429, 503, ...: `errorStatusesOf` in http/openapi/error-answers.ts). Only the document reads it.
     */
    errors?: readonly ErrorStatus[];
  }
}

const BEARER = [{ bearer: [] }];

/**
 * One route's entry in the OpenAPI document: the zod schemas as JSON Schema (the type provider's
 * transform), then what the route's options say and the schemas do not. Sign-in is the access
 * guard's default, so the document's `security` comes from the route's `public` flag rather than
 * from each route repeating it; the error answers follow `errorStatusesOf`.
 */
export const documentRoute: SwaggerTransform = (input) => {
  const { errors, ...schema }: FastifySchema = input.schema ?? {};
  const out = jsonSchemaTransform({ ...input, schema });
  if (out.schema.hide) return out;
  const isPublic = input.route.config?.public === true;
  const methods = Array.isArray(input.route.method) ? input.route.method : [input.route.method];
  const statuses = errorStatusesOf(
    { method: methods[0] ?? 'GET', url: input.url, public: isPublic, hasBody: schema.body !== undefined },
    errors,
  );
  const { security: _declared, ...rest } = out.schema;
  return {
    url: out.url,
    schema: {
      ...rest,
      ...(isPublic ? {} : { security: BEARER }),
      response: { ...(out.schema.response as object | undefined), ...errorAnswers(statuses) },
    },
  };
};
