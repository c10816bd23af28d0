// Digest computes MD5 (RFC 1321) over bytes, in plain TypeScript so it runs in the browser too.

/** S are the per-round rotation amounts. */
const S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];

/** K[i] is floor(2^32 * |sin(i + 1)|), RFC 1321's table T (written out: no engine's sin is trusted). */
const K = [
  0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501, 0x698098d8,
  0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340,
  0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8, 0x21e1cde6, 0xc33707d6, 0xf4d50d87,
  0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
  0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039,
  0xe6db99e5, 0x1fa27cf8, 0xc4ac5665, 0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92,
  0xffeff47d, 0x85845dd1, 0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb,
  0xeb86d391,
];

const rotl = (x: number, n: number) => ((x << n) | (x >>> (32 - n))) >>> 0;

/** md5 returns the 16-byte MD5 checksum of data. */
export function md5(data: readonly number[]): number[] {
  const len = data.length;
  const padded = [...data, 0x80];
  while (padded.length % 64 !== 56) padded.push(0);
  const bits = len * 8;
  for (let i = 0; i < 8; i++) padded.push(Math.floor(bits / 2 ** (8 * i)) & 255);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  const m = new Array<number>(16);
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) {
      const j = off + 4 * i;
      m[i] = (padded[j]! | (padded[j + 1]! << 8) | (padded[j + 2]! << 16) | (padded[j + 3]! << 24)) >>> 0;
    }
    let [a, b, c, d] = h as [number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const round = i >> 4;
      let f: number, g: number;
      if (round === 0) {
        f = (b & c) | (~b & d);
        g = i;
      } else if (round === 1) {
        f = (d & b) | (~d & c);
        g = (5 * i + 1) % 16;
      } else if (round === 2) {
        f = b ^ c ^ d;
        g = (3 * i + 5) % 16;
      } else {
        f = c ^ (b | ~d);
        g = (7 * i) % 16;
      }
      const t = d;
      d = c;
      c = b;
      b = (b + rotl((a + (f >>> 0) + K[i]! + m[g]!) >>> 0, S[round * 4 + (i % 4)]!)) >>> 0;
      a = t;
    }
    h[0] = (h[0]! + a) >>> 0;
    h[1] = (h[1]! + b) >>> 0;
    h[2] = (h[2]! + c) >>> 0;
    h[3] = (h[3]! + d) >>> 0;
  }
  const out: number[] = [];
  for (const w of h) out.push(w & 255, (w >>> 8) & 255, (w >>> 16) & 255, w >>> 24);
  return out;
}
