// Keygen makes RSA keys from a deterministic byte stream: two primes of half the modulus size each
// (top two bits set, so N has exactly the requested length), found by a sieve over small primes and
// Miller-Rabin, with public exponent 65537 and the CRT values a private key keeps.
import { fromBytes, modPow, modInverse, gcd, bitLen } from "../../math/big/arith";
import type { Drbg } from "../internal/drbg";

const SMALL_PRIMES: number[] = [];
for (let n = 3; SMALL_PRIMES.length < 700; n += 2)
  if (SMALL_PRIMES.every((p) => p * p > n || n % p)) SMALL_PRIMES.push(n);

/** RsaKey is a private key's numbers. */
export interface RsaKey {
  n: bigint;
  e: bigint;
  d: bigint;
  p: bigint;
  q: bigint;
  dp: bigint;
  dq: bigint;
  qinv: bigint;
}

/** millerRabin reports whether odd n > 3 passes `rounds` Miller-Rabin tests with bases drawn from rnd. */
export function millerRabin(n: bigint, rounds: number, rnd: Drbg): boolean {
  let d = n - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  const len = Math.ceil(bitLen(n) / 8);
  for (let i = 0; i < rounds; i++) {
    const a = i === 0 ? 2n : (fromBytes(rnd.bytes(len)) % (n - 3n)) + 2n;
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    let composite = true;
    for (let r = 1; r < s; r++) {
      x = (x * x) % n;
      if (x === n - 1n) {
        composite = false;
        break;
      }
    }
    if (composite) return false;
  }
  return true;
}

/** isProbablePrime tests n by trial division then Miller-Rabin. */
export function isProbablePrime(n: bigint, rounds: number, rnd: Drbg): boolean {
  if (n < 2n) return false;
  for (const p of [2, ...SMALL_PRIMES]) {
    const bp = BigInt(p);
    if (n === bp) return true;
    if (n % bp === 0n) return false;
  }
  return millerRabin(n, rounds, rnd);
}

const WINDOW = 4096;

/** prime returns a random prime of exactly `bits` bits with its top two bits set (bits >= 16). */
export function prime(bits: number, rnd: Drbg, coprimeTo = 0n): bigint {
  for (;;) {
    const raw = rnd.bytes(Math.ceil(bits / 8));
    let c = fromBytes(raw) >> BigInt(raw.length * 8 - bits);
    c |= (3n << BigInt(bits - 2)) | 1n;
    // Sieve the odd numbers c, c+2, ..., c+2*(WINDOW-1) by the small primes.
    const composite = new Uint8Array(WINDOW);
    for (const p of SMALL_PRIMES) {
      const r = Number(c % BigInt(p));
      // c + 2i ≡ 0 (mod p) ⇔ i ≡ -r * 2^-1 (mod p)
      let i = (((p - r) % p) * ((p + 1) / 2)) % p;
      for (; i < WINDOW; i += p) composite[i] = 1;
    }
    for (let i = 0; i < WINDOW; i++) {
      if (composite[i]) continue;
      const cand = c + BigInt(2 * i);
      if (bitLen(cand) !== bits) break;
      if (coprimeTo && gcd(cand - 1n, coprimeTo) !== 1n) continue;
      if (millerRabin(cand, 20, rnd)) return cand;
    }
  }
}

/** generateKey returns an RSA key whose modulus has exactly `bits` bits. */
export function generateKey(bits: number, rnd: Drbg): RsaKey {
  const e = 65537n;
  for (;;) {
    const p = prime(bits - (bits >> 1), rnd, e);
    const q = prime(bits >> 1, rnd, e);
    if (p === q) continue;
    const n = p * q;
    if (bitLen(n) !== bits) continue;
    const d = modInverse(e, (p - 1n) * (q - 1n));
    if (d === null) continue;
    return { n, e, d, p, q, dp: d % (p - 1n), dq: d % (q - 1n), qinv: modInverse(q, p)! };
  }
}
