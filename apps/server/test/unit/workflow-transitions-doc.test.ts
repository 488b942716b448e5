import { describe, expect, it } from 'vitest';
import { WORKFLOW_TRANSITIONS } from '@scriptloom/contracts';
import { documentedMoves } from '../support/transitions-doc.js';

describe('the status moves in docs/product.md', () => {
  it('are exactly WORKFLOW_TRANSITIONS', () => {
    const documented = documentedMoves().map((m) => [m.from, m.to, [...m.roles].sort()]);
    const enforced = WORKFLOW_TRANSITIONS.map((t) => [t.from, t.to, [...t.roles].sort()]);
    expect(documented).toHaveLength(8);
    expect(documented).toEqual(enforced);
  });
});
