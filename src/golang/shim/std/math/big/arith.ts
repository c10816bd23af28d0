// Arith is the BigInt arithmetic math/big and the crypto packages share: byte conversions (big-endian
// magnitudes, as Go's Int.Bytes and SetBytes), bit length, modular exponentiation and inverse.

/** fromBytes reads a big-endian unsigned magnitude. */
export function fromBytes(b: ArrayLike<number>): bigint {
  let hex = "";
  for (let i = 0; i < b.length; i++) hex += (b[i]! & 255).toString(16).padStart(2, "0");
  return hex === "" ? 0n : BigInt("0x" + hex);
}

/** toBytes writes |x| big-endian, without leading zeros (0 gives []), or left-padded to `size` bytes. */
export function toBytes(x: bigint, size = 0): number[] {
  if (x < 0n) x = -x;
  let hex = x === 0n ? "" : x.toString(16);
  if (hex.length % 2) hex = "0" + hex;
  const out: number[] = [];
  for (let i = 0; i < hex.length; i += 2) out.push(parseInt(hex.slice(i, i + 2), 16));
  while (out.length < size) out.unshift(0);
  return out;
}

/** bitLen is the length of |x| in bits (0 for 0). */
export function bitLen(x: bigint): number {
  if (x < 0n) x = -x;
  return x === 0n ? 0 : x.toString(2).length;
}

/** mod returns x mod m in [0, m) for m > 0. */
export function mod(x: bigint, m: bigint): bigint {
  const r = x % m;
  return r < 0n ? r + m : r;
}

/** modPow returns base^exp mod m (exp >= 0, m > 0), by 4-bit fixed windows. */
export function modPow(base: bigint, exp: bigint, m: bigint): bigint {
  if (m === 1n) return 0n;
  base = mod(base, m);
  const table: bigint[] = [1n, base];
  for (let i = 2; i < 16; i++) table.push((table[i - 1]! * base) % m);
  const hex = exp.toString(16);
  let r = 1n;
  for (let i = 0; i < hex.length; i++) {
    if (i > 0) for (let k = 0; k < 4; k++) r = (r * r) % m;
    const d = parseInt(hex[i]!, 16);
    if (d) r = (r * table[d]!) % m;
  }
  return r;
}

/** gcdExt returns [g, x] with g = gcd(a, m) and a*x ≡ g (mod m). */
function gcdExt(a: bigint, m: bigint): [bigint, bigint] {
  let [r0, r1] = [mod(a, m), m];
  let [s0, s1] = [1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return [r0, s0];
}

/** modInverse returns a^-1 mod m, or null when gcd(a, m) != 1. */
export function modInverse(a: bigint, m: bigint): bigint | null {
  const [g, x] = gcdExt(a, m);
  return g === 1n ? mod(x, m) : null;
}

/** gcd returns the greatest common divisor of |a| and |b|. */
export function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
