import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findInputProblem } from '../../src/http/input-guard.js';

describe('findInputProblem', () => {
  it('names where a control character or a lone surrogate is, in values and in field names', () => {
    expect(findInputProblem({ a: [{ b: 'x\u0000' }] }, 'body')).toMatchObject({
      code: 'INVALID_CHARACTERS',
      message: expect.stringMatching(/^body\.a\.0\.b contains a control character \(U\+0000\)/),
    });
    expect(findInputProblem({ 'k\u0007': 1 }, 'body')?.code).toBe('INVALID_CHARACTERS');
    expect(findInputProblem({ to: '\ud800' }, 'query')?.message).toMatch(/U\+D800/);
  });

  it('lets ordinary text through: tabs, newlines, accents, emoji, right-to-left scripts', () => {
    expect(findInputProblem({ t: 'a\tb\r\nc é 😀 שלום', n: [1, true, null] }, 'body')).toBeUndefined();
  });

  it('refuses nesting deeper than 32 levels without recursing', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findInputProblem(deep, 'body')?.code).toBe('TOO_DEEPLY_NESTED');
  });

  it('does not walk into a raw body stream', () => {
    expect(findInputProblem(Readable.from(['\u0000']), 'body')).toBeUndefined();
  });
});
