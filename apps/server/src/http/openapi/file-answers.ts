import type { Readable } from 'node:stream';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A file's bytes, as OpenAPI 3.0 writes them. What a handler sends is a Buffer or a stream (or
 * text), which Fastify passes on as it is: no schema ever serialises or checks it.
 */
export const FileBytes = z.custom<Buffer | Readable | string>(() => true).meta({ type: 'string', format: 'binary' });

/** A download's answer for a route's `response`: the media types the file comes as (failures are still JSON). */
export function fileAnswer(mediaTypes: readonly string[], description: string) {
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: FileBytes }])) };
}

/** A text answer for a route's `response` (the metrics' exposition format). */
export function textAnswer(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.string() } } };
}

/**
 * Route options for a body the service reads as bytes (a signed upload, a signed webhook): its
 * schema describes it in the document, and only the route's other parts are validated.
 */
const bodyUnchecked: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
export const bodyDescribedOnly = { validatorCompiler: bodyUnchecked };
