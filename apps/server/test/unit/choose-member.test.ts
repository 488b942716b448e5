import { describe, expect, it } from 'vitest';
import { chooseMember, type Candidate } from '../../src/services/auto-assign/choose-member.js';

const c = (id: string, name: string, open: number, score: number | null = null): Candidate => ({
  id,
  name,
  open,
  score,
});

describe('auto-assign: choosing the member', () => {
  it('takes the fewest open assignments first', () => {
    expect(chooseMember([c('a', 'Ana', 3), c('b', 'Ben', 1), c('c', 'Cy', 2)])?.id).toBe('b');
  });

  it('breaks a tie by the higher hiring score, a member without one coming after', () => {
    expect(chooseMember([c('a', 'Ana', 1, 0.8), c('b', 'Ben', 1, 0.95)])?.id).toBe('b');
    expect(chooseMember([c('a', 'Ana', 1, null), c('b', 'Ben', 1, 0.1)])?.id).toBe('b');
  });

  it('then by name and id, so the same state always gives the same choice', () => {
    expect(chooseMember([c('z', 'Ben', 0), c('y', 'Ana', 0)])?.id).toBe('y');
    expect(chooseMember([c('b2', 'Ana', 0), c('b1', 'Ana', 0)])?.id).toBe('b1');
  });

  it('has no one to choose from an empty list', () => {
    expect(chooseMember([])).toBeUndefined();
  });
});
