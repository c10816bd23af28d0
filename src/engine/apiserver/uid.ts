/**
 * uidOf spells a new object's uid from four 32-bit random numbers, as a version-4 UUID:
 * 8-4-4-4-12 lower-case hex digits, "4" first in the third group, 8, 9, a or b first in the
 * fourth. The text is made in one piece from its character codes (no hex strings sliced and
 * joined): a flat string, which the maps keyed by uid hash without flattening it first.
 */

/** hex is the character code of one hex digit (0–15). */
function hex(n: number): number {
  return n < 10 ? 48 + n : 87 + n;
}

/** DASH is "-", FOUR is "4"; VARIANT holds the codes of "8", "9", "a", "b". */
const DASH = 45;
const FOUR = 52;
const VARIANT = [56, 57, 97, 98] as const;

/**
 * uidOf is `${A}-${B[0:4]}-4${B[5:8]}-${"89ab"[C[0] & 3]}${C[1:4]}-${C[4:8]}${D}` where A, B, C
 * and D are a, b, c and d in 8 hex digits each.
 */
export function uidOf(a: number, b: number, c: number, d: number): string {
  // prettier-ignore
  return String.fromCharCode(
    hex(a >>> 28), hex((a >>> 24) & 15), hex((a >>> 20) & 15), hex((a >>> 16) & 15),
    hex((a >>> 12) & 15), hex((a >>> 8) & 15), hex((a >>> 4) & 15), hex(a & 15),
    DASH, hex(b >>> 28), hex((b >>> 24) & 15), hex((b >>> 20) & 15), hex((b >>> 16) & 15),
    DASH, FOUR, hex((b >>> 8) & 15), hex((b >>> 4) & 15), hex(b & 15),
    DASH, VARIANT[(c >>> 28) & 3]!, hex((c >>> 24) & 15), hex((c >>> 20) & 15), hex((c >>> 16) & 15),
    DASH, hex((c >>> 12) & 15), hex((c >>> 8) & 15), hex((c >>> 4) & 15), hex(c & 15),
    hex(d >>> 28), hex((d >>> 24) & 15), hex((d >>> 20) & 15), hex((d >>> 16) & 15),
    hex((d >>> 12) & 15), hex((d >>> 8) & 15), hex((d >>> 4) & 15), hex(d & 15),
  );
}
