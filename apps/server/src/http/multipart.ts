import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@scriptloom/contracts';
import { AppError } from '../lib/app-error.js';

/**
 * The parts of a multipart/form-data body, read as they arrive (file parts are streams, never held
 * in memory); any other body is refused with 415 and `message`, which tells what to send instead.
 */
export function multipartParts(req: FastifyRequest, message: string) {
  if (!req.isMultipart()) throw new AppError(415, ErrorCode.unsupportedMediaType, message);
  return req.parts();
}
