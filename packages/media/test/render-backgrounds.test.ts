import { existsSync, statSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BACKGROUNDS,
  DEFAULT_BACKGROUND_ID,
  backgroundAssetPath,
  backgroundById,
  backgroundPreviewPath,
} from '../src/index.js';

describe('the backgrounds catalogue', () => {
  it('has unique ids, the default among them, and colours, gradients and images', () => {
    expect(new Set(BACKGROUNDS.map((b) => b.id)).size).toBe(BACKGROUNDS.length);
    expect(backgroundById(DEFAULT_BACKGROUND_ID)).toBeDefined();
    expect(new Set(BACKGROUNDS.map((b) => b.kind))).toEqual(new Set(['colour', 'gradient', 'image']));
    expect(backgroundById('nope')).toBeUndefined();
  });

  it('ships a preview for every entry and a small full-size image for every image entry', () => {
    for (const background of BACKGROUNDS) {
      const preview = backgroundPreviewPath(background.id)!;
      expect(isAbsolute(preview)).toBe(true);
      expect(existsSync(preview)).toBe(true);
      const asset = backgroundAssetPath(background.id);
      if (background.kind !== 'image') {
        expect(asset).toBeUndefined();
        continue;
      }
      expect(existsSync(asset!)).toBe(true);
      expect(statSync(asset!).size).toBeLessThanOrEqual(300 * 1024);
    }
  });
});
