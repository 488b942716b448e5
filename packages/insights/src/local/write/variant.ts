/**
 * Deterministic choice among equivalent phrasings. The seed comes from the file's own text, so the
 * same input always reads the same, while different files do not all open and close with the same
 * words (docs/product.md#articles).
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the texts (a separator between them so ["ab", "c"] and ["a", "bc"] differ). */
export function contentSeed(texts: readonly string[]): number {
  let h = FNV_OFFSET;
  for (const text of texts) {
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, FNV_PRIME);
    }
    h ^= 0x1f;
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/** Picks one phrasing per slot; each slot mixes in its name so the intro and outro choices are independent. */
export type Picker = <T>(slot: string, options: readonly T[]) => T;

export function createPicker(seed: number): Picker {
  return <T>(slot: string, options: readonly T[]): T => {
    if (options.length === 0) throw new Error(`No phrasing for ${slot}`);
    const mixed = avalanche(contentSeed([slot]) ^ seed);
    return options[mixed % options.length]!;
  };
}

/** A final mix so that seeds differing in a few bits still spread over all the options. */
function avalanche(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
