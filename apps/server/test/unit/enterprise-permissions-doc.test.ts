import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE_PERMISSIONS } from '@scriptloom/contracts';

const doc = fs.readFileSync(new URL('../../../../docs/product.md', import.meta.url), 'utf8');

describe('the permission table in docs/product.md', () => {
  it('says exactly what ENTERPRISE_PERMISSIONS enforces', () => {
    const block = /<!-- enterprise-permissions:start -->([\s\S]*?)<!-- enterprise-permissions:end -->/.exec(doc)?.[1];
    expect(block).toBeDefined();
    const documented: Record<string, string[]> = {};
    for (const line of block!.split('\n')) {
      const cells = line.split('|').map((c) => c.trim());
      const route = /^`(.+)`$/.exec(cells[1] ?? '')?.[1];
      if (!route) continue;
      documented[route] = ['admin', 'qa', 'reviewer', 'personal'].filter((_, i) => cells[i + 2] === 'yes');
    }
    const enforced = Object.fromEntries(
      Object.entries(ENTERPRISE_PERMISSIONS).map(([route, roles]) => [route, [...roles].sort()]),
    );
    expect(Object.fromEntries(Object.entries(documented).map(([k, v]) => [k, v.sort()]))).toEqual(enforced);
  });
});
