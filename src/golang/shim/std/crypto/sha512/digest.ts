// Digest computes SHA-512 and SHA-384 (FIPS 180-4) over bytes with BigInt words. The round constants and
// initial values are derived as the standard defines them (fractional parts of the cube and square roots
// of the first primes), once, on first use.
const M64 = (1n << 64n) - 1n;

function primes(n: number): bigint[] {
  const out: bigint[] = [];
  for (let c = 2; out.length < n; c++) if (out.every((p) => c % Number(p) !== 0)) out.push(BigInt(c));
  return out;
}

/** iroot gives floor(x^(1/k)) for a BigInt x (Newton's method). */
function iroot(x: bigint, k: bigint): bigint {
  let r = 1n << (BigInt(x.toString(2).length) / k + 1n);
  for (;;) {
    const next = ((k - 1n) * r + x / r ** (k - 1n)) / k;
    if (next >= r) return r;
    r = next;
  }
}

/** frac64 gives the first 64 bits of the fractional part of p^(1/k). */
const frac64 = (p: bigint, k: bigint): bigint => iroot(p << (64n * k), k) & M64;

let tables: { K: bigint[]; iv512: bigint[]; iv384: bigint[] } | undefined;
function consts() {
  if (!tables) {
    const ps = primes(80);
    tables = {
      K: ps.map((p) => frac64(p, 3n)),
      iv512: ps.slice(0, 8).map((p) => frac64(p, 2n)),
      iv384: ps.slice(8, 16).map((p) => frac64(p, 2n)),
    };
  }
  return tables;
}

const rotr = (x: bigint, n: bigint) => ((x >> n) | (x << (64n - n))) & M64;

/** sha512 returns the SHA-512 digest of data (bytes), or SHA-384 with size 48. */
export function sha512(data: readonly number[], size: 64 | 48 = 64): number[] {
  const { K, iv512, iv384 } = consts();
  const h = (size === 64 ? iv512 : iv384).slice();
  const len = data.length;
  const total = Math.ceil((len + 17) / 128) * 128;
  const msg = new Uint8Array(total);
  msg.set(data);
  msg[len] = 0x80;
  const bits = BigInt(len) * 8n;
  for (let i = 0; i < 16; i++) msg[total - 1 - i] = Number((bits >> BigInt(8 * i)) & 0xffn);
  const w: bigint[] = new Array(80);
  for (let off = 0; off < total; off += 128) {
    for (let t = 0; t < 16; t++) {
      let x = 0n;
      for (let j = 0; j < 8; j++) x = (x << 8n) | BigInt(msg[off + t * 8 + j]!);
      w[t] = x;
    }
    for (let t = 16; t < 80; t++) {
      const a = w[t - 15]!,
        b = w[t - 2]!;
      const s0 = rotr(a, 1n) ^ rotr(a, 8n) ^ (a >> 7n);
      const s1 = rotr(b, 19n) ^ rotr(b, 61n) ^ (b >> 6n);
      w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) & M64;
    }
    let [a, b, c, d, e, f, g, hh] = h as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
    for (let t = 0; t < 80; t++) {
      const S1 = rotr(e, 14n) ^ rotr(e, 18n) ^ rotr(e, 41n);
      const ch = (e & f) ^ (~e & M64 & g);
      const t1 = (hh + S1 + ch + K[t]! + w[t]!) & M64;
      const S0 = rotr(a, 28n) ^ rotr(a, 34n) ^ rotr(a, 39n);
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) & M64;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) & M64;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) & M64;
    }
    [a, b, c, d, e, f, g, hh].forEach((x, i) => (h[i] = (h[i]! + x) & M64));
  }
  const out: number[] = [];
  for (const x of h) for (let j = 7; j >= 0; j--) out.push(Number((x >> BigInt(8 * j)) & 0xffn));
  return out.slice(0, size);
}
