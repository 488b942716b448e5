import { describe, expect, it } from 'vitest';
import { classifyChunkError } from '../../src/app/lazy/chunk-errors';

describe('classifyChunkError', () => {
  it('recognises failed dynamic imports from the major browsers', () => {
    expect(classifyChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/MainArea.js'))).toBe(
      'script',
    );
    expect(classifyChunkError(new TypeError('error loading dynamically imported module'))).toBe('script');
    expect(classifyChunkError(new TypeError('Importing a module script failed.'))).toBe('script');
  });

  it('tells style chunks apart', () => {
    expect(classifyChunkError(new Error('Unable to preload CSS for /assets/x.css'))).toBe('css');
  });

  it('leaves other render errors alone', () => {
    expect(classifyChunkError(new Error('Cannot read properties of undefined'))).toBeNull();
  });
});
