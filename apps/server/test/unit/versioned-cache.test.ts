import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../../src/lib/versioned-cache.js';

describe('VersionedCache', () => {
  it('gives a value back only for the version it was kept at', () => {
    const cache = new VersionedCache(10, 1000);
    cache.set('a', 1, 'one');
    expect(cache.get('a', 1)).toBe('one');
    expect(cache.get('a', 2)).toBeUndefined();
    // A newer version made it unreachable, so it is gone rather than held; an ask with an older
    // version (a slow reader) leaves a newer value alone.
    expect(cache.size).toBe(0);
    cache.set('b', 5, 'five');
    expect(cache.get('b', 4)).toBeUndefined();
    expect(cache.get('b', 5)).toBe('five');
  });

  it('lets the least recently used go first, by entries and by bytes', () => {
    const cache = new VersionedCache(2, 1000);
    cache.set('a', 1, 'a');
    cache.set('b', 1, 'b');
    cache.get('a', 1);
    cache.set('c', 1, 'c');
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual(['a', undefined, 'c']);

    const small = new VersionedCache(10, 40); // 20 characters
    small.set('x', 1, '0123456789');
    small.set('y', 1, '0123456789');
    small.set('z', 1, '0123456789');
    expect(small.get('x', 1)).toBeUndefined();
    expect(small.size).toBe(2);
    small.set('huge', 1, 'x'.repeat(21));
    expect(small.get('huge', 1)).toBeUndefined();
    expect(small.size).toBe(2);
  });

  it('builds once for everyone asking at the same time, and again for a new version', async () => {
    const cache = new VersionedCache(10, 1000);
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 5));
      return `built ${builds}`;
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrBuild('k', 7, build)));
    expect(answers).toEqual(['built 1', 'built 1', 'built 1']);
    expect(await cache.getOrBuild('k', 7, build)).toBe('built 1');
    expect(await cache.getOrBuild('k', 8, build)).toBe('built 2');
    expect(builds).toBe(2);
  });

  it('keeps nothing from a failed build, and nothing at all with no bytes', async () => {
    const cache = new VersionedCache(10, 1000);
    await expect(cache.getOrBuild('k', 1, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.getOrBuild('k', 1, async () => 'then')).toBe('then');

    const off = new VersionedCache(10, 0);
    let builds = 0;
    await Promise.all([1, 2].map(() => off.getOrBuild('k', 1, async () => String(++builds))));
    expect(builds).toBe(2);
    expect(off.size).toBe(0);
  });
});
