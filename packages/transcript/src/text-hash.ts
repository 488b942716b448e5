/**
 * A short, fast hash of text for telling "the same" from "changed" (docs/product.md#out-of-date-content):
 * not for security. Pure JavaScript, so the server and the browser get the same answer, and fed
 * piece by piece, so a long transcript is hashed without first being joined into one string.
 *
 * Two 32-bit lanes of xor-multiply over UTF-16 code units with different multipliers, each finished
 * with murmur3's final mix: 64 bits, so two different transcripts share a hash about once in 10^19.
 */
export class TextHash {
  private a = 0x811c9dc5;
  private b = 0x2545f491;
  private units = 0;

  /** Adds text, continuing the current piece. */
  add(text: string): this {
    let { a, b } = this;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      a = Math.imul(a ^ unit, 0x01000193);
      b = Math.imul(b ^ unit, 0x5bd1e995);
    }
    this.a = a;
    this.b = b;
    this.units += text.length;
    return this;
  }

  /**
   * Ends a piece, so that ["ab", "c"] and ["a", "bc"] differ. The mark is outside the range of a
   * code unit, so no text can imitate it.
   */
  end(): this {
    this.a = Math.imul(this.a ^ 0x10000, 0x01000193);
    this.b = Math.imul(this.b ^ 0x10000, 0x5bd1e995);
    this.units += 1;
    return this;
  }

  /** 16 lower-case hex digits. */
  digest(): string {
    return hex(finish(this.a ^ this.units)) + hex(finish(this.b ^ Math.imul(this.units, 0x9e3779b1)));
  }
}

/** murmur3's fmix32: every input bit reaches every output bit. */
function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const hex = (n: number) => n.toString(16).padStart(8, '0');

/** The hash of one text. */
export const hashText = (text: string): string => new TextHash().add(text).digest();
