import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';
import { ErrorBody } from '@scriptloom/contracts';
import { documentNullableFor30, type DocumentLike } from './nullable.js';
import { documentRoute } from './route-docs.js';

/**
 * The OpenAPI document of `/api/docs` (3.0), generated from the routes' zod schemas: each route
 * through `documentRoute`, then the whole document made to say null the way 3.0 does. The web
 * app's types are generated from it (`npm run api:generate`).
 */
export function openApiOptions(title: string, version: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: { title, version },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { ErrorResponse: errorResponseSchema() },
      },
    },
    transform: documentRoute,
    transformObject: (document) => {
      if (!('openapiObject' in document)) throw new Error('The API is documented as OpenAPI 3.');
      return documentNullableFor30(document.openapiObject as DocumentLike) as typeof document.openapiObject;
    },
  };
}

/** The error body (packages/contracts common.ts) as an OpenAPI 3.0 schema. */
function errorResponseSchema() {
  const { $schema: _, ...schema } = z.toJSONSchema(ErrorBody, { target: 'openapi-3.0', io: 'output' });
  return schema as Record<string, unknown>;
}
