import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ErrorCode, ErrorCodeSchema } from '../src/index.js';

describe('ErrorCode', () => {
  it('gives every code one name, so a client never has to compare against two', () => {
    expect(new Set(ERROR_CODES).size).toBe(Object.keys(ErrorCode).length);
  });

  it('codes are upper snake case, and the schema accepts only the listed ones', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    expect(ErrorCodeSchema.safeParse('VERSION_CONFLICT').success).toBe(true);
    expect(ErrorCodeSchema.safeParse('VERSION_CONFLIKT').success).toBe(false);
  });
});
