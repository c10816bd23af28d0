// Drbg is a deterministic random byte generator: SHA-256 over a seed and a block counter. The lab's
// key generation draws from it, seeded by bytes read from the program's io.Reader, so a key depends
// only on what that reader gave (crypto/rand's reader is seeded by the scenario).
import { sha256 } from "../sha256/digest";

/** Drbg yields a byte stream determined by its seed. */
export class Drbg {
  private block: number[] = [];
  private counter = 0;
  constructor(private readonly seed: readonly number[]) {}

  /** bytes returns the next n bytes of the stream. */
  bytes(n: number): number[] {
    const out: number[] = [];
    while (out.length < n) {
      if (this.block.length === 0) {
        const c = this.counter++;
        this.block = sha256([...this.seed, c >>> 24, (c >>> 16) & 255, (c >>> 8) & 255, c & 255]);
      }
      out.push(...this.block.splice(0, n - out.length));
    }
    return out;
  }
}
