import type { FastifyInstance } from 'fastify';
import { ErrorCode, MAX_JSON_DEPTH, unsafeCharacterIn, unsafeCharacterMessage } from '@scriptloom/contracts';
import { AppError } from '../lib/app-error.js';

type Where = 'path' | 'query' | 'body';

function isPlainContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The first problem in a parsed request value: a string (or object key) with a character no text
 * may hold, or nesting deeper than MAX_JSON_DEPTH. Walks with its own stack, so a hostile depth
 * cannot overflow ours.
 */
export function findInputProblem(value: unknown, where: Where): { code: ErrorCode; message: string } | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: where, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const bad = unsafeCharacterIn(item.value);
      if (bad) return { code: ErrorCode.invalidCharacters, message: `${item.path} ${unsafeCharacterMessage(bad)}` };
      continue;
    }
    // Only parsed JSON and query objects: a raw body (an upload stream) is not text to check.
    if (!isPlainContainer(item.value)) continue;
    if (item.depth >= MAX_JSON_DEPTH) {
      return {
        code: ErrorCode.tooDeep,
        message: `The request ${where} is nested more than ${MAX_JSON_DEPTH} levels deep.`,
      };
    }
    const entries = Array.isArray(item.value) ? item.value.entries() : Object.entries(item.value);
    for (const [key, child] of entries) {
      const path = `${item.path}.${key}`;
      if (typeof key === 'string') {
        const bad = unsafeCharacterIn(key);
        if (bad)
          return {
            code: ErrorCode.invalidCharacters,
            message: `A field name in ${path} ${unsafeCharacterMessage(bad)}`,
          };
      }
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return undefined;
}

/**
 * Refuses, on every route, text that nothing downstream can store (NUL, other control characters,
 * lone surrogates) and absurdly deep JSON, with a 400 naming where it was, before any schema or
 * handler sees the request. The contracts' text schemas refuse the same characters, so multipart
 * fields (which never pass through here) are covered too.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const problem = findInputProblem(value, where);
      if (problem) throw new AppError(400, problem.code, problem.message);
    }
  });
}
