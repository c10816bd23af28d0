/**
 * Rng knows how to produce a deterministic stream of pseudo-random numbers from a seed
 * (sfc32, seeded through splitmix32). Never use Math.random in the engine: take an Rng.
 * `fork(label)` derives an independent sub-stream from this stream's seed and the label, and
 * does not consume numbers from the parent, so adding a component never shifts another's
 * stream.
 */
export type RngState = [number, number, number, number, number];

/** FNV_OFFSET is FNV-1a's 32-bit offset basis (its starting state). */
export const FNV_OFFSET = 0x811c9dc5;

/** hash32 is FNV-1a over a string, finished with a murmur-style avalanche. */
export function hash32(s: string, seed = FNV_OFFSET): number {
  return avalanche32(fnv1a(seed >>> 0, s));
}

/** FNV_PRIME is FNV-1a's 32-bit multiplier. */
export const FNV_PRIME = 0x01000193;

/** fnv1a feeds the characters of s to the FNV-1a state h (hash32 is built from it, so a hash
 * may be taken piece by piece without joining the text). */
export function fnv1a(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h;
}

/** avalanche32 is murmur3's 32-bit finalizer, hash32's last step: every input bit moves every output bit. */
export function avalanche32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function splitmix32(x: number): [number, number] {
  x = (x + 0x9e3779b9) | 0;
  let z = x;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  z ^= z >>> 16;
  return [x, z >>> 0];
}

export class Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;
  /** key identifies the stream (seed or fork path); forks derive from it. */
  private key: number;

  constructor(seed: number | string = 1) {
    this.key = typeof seed === "string" ? hash32(seed) : seed >>> 0;
    this.seedFrom(this.key);
  }

  private seedFrom(key: number): void {
    let x = key;
    let v: number;
    [x, v] = splitmix32(x);
    this.a = v;
    [x, v] = splitmix32(x);
    this.b = v;
    [x, v] = splitmix32(x);
    this.c = v;
    [, v] = splitmix32(x);
    this.d = v;
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** nextUint32 returns the next 32-bit unsigned integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** next returns a float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** int returns an integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** range returns a float in [lo, hi). */
  range(lo: number, hi: number): number {
    return lo + this.next() * (hi - lo);
  }

  /** jitter mirrors wait.Jitter: d + rand·maxFactor·d (maxFactor ≤ 0 means 1). */
  jitter(d: number, maxFactor: number): number {
    const f = maxFactor <= 0 ? 1 : maxFactor;
    return d + this.next() * f * d;
  }

  /** pick returns a random element (undefined for an empty array). */
  pick<T>(xs: readonly T[]): T | undefined {
    return xs.length === 0 ? undefined : xs[this.int(xs.length)];
  }

  /** chars returns n characters drawn from an alphabet (generateName suffixes). */
  chars(n: number, alphabet: string): string {
    let s = "";
    for (let i = 0; i < n; i++) s += alphabet[this.int(alphabet.length)];
    return s;
  }

  /** fork returns an independent stream named by label; the parent is not advanced. */
  fork(label: string): Rng {
    return new Rng(hash32(label, this.key ^ 0x9e3779b9));
  }

  /** state returns the stream's plain-data state (for checkpoints). */
  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0, this.key >>> 0];
  }

  /** setState restores a state returned by `state()`. */
  setState(s: RngState): void {
    this.a = s[0] | 0;
    this.b = s[1] | 0;
    this.c = s[2] | 0;
    this.d = s[3] | 0;
    this.key = s[4] >>> 0;
  }
}
